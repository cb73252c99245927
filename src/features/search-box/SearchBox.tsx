'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { TEXT_MAX_LENGTH } from '@/lib/search-request/text-limit';
import type { SearchBoxCopy } from './copy';
import styles from './search-box.module.css';

// The suggestions' code loads when the visitor reaches for the box: every page has the header,
// and most visits never type in it (docs/decisions/032).
const SearchSuggestionsLazy = dynamic(() => import('./SearchSuggestions').then((module) => module.SearchSuggestions), { ssr: false });

/**
 * The sentence search box (issue 18): a plain GET form to /zoeken with `q`, so it works without
 * JavaScript; with it, a combobox (WAI-ARIA 1.2) offering suggestions as you type. The input is
 * never controlled by React: the suggestions attach to it once loaded, so nothing typed while
 * their code arrives is lost.
 */
export function SearchBox({ id, copy, variant }: { id: string; copy: SearchBoxCopy; variant: 'header' | 'hero' }) {
  const [active, setActive] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const listId = `${id}-suggesties`;
  const activate = () => setActive(true);

  return (
    <form ref={formRef} id={id} className={`${styles.form} ${styles[variant]}`} action="/zoeken" method="get" role="search" aria-label={copy.region}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {copy.label}
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={`${id}-q`}
          className={styles.input}
          type="text"
          name="q"
          role="combobox"
          aria-expanded="false"
          aria-controls={listId}
          aria-autocomplete="list"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={TEXT_MAX_LENGTH}
          placeholder={copy.placeholder}
          onFocus={activate}
          onPointerEnter={activate}
        />
        <button type="submit" className={styles.submit}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="m15.5 15.5 5 5" />
          </svg>
          <span className={variant === 'hero' ? styles.submitText : 'visually-hidden'}>{copy.submit}</span>
        </button>
        {active && <SearchSuggestionsLazy inputRef={inputRef} formRef={formRef} listId={listId} copy={copy} />}
      </div>
    </form>
  );
}

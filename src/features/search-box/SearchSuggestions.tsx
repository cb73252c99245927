'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import type { SearchBoxCopy } from './copy';
import { useComboboxEvents } from './use-combobox-events';
import { useSuggestions } from './use-suggestions';
import styles from './search-box.module.css';

interface Props {
  inputRef: RefObject<HTMLInputElement | null>;
  formRef: RefObject<HTMLFormElement | null>;
  listId: string;
  copy: SearchBoxCopy;
}

const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The combobox's popup and behaviour (WAI-ARIA 1.2, list autocomplete): arrow keys move the
 * active option, Enter opens it (or submits the form when none is active), Escape closes the list
 * and then clears the text. Every option is a real link to its result page.
 */
export function SearchSuggestions({ inputRef, formRef, listId, copy }: Props) {
  const router = useRouter();
  const { options, setOptions, open, setOpen, active, setActive, announcement, answered, update, abort } = useSuggestions(copy);
  const current = useRef({ options, open, active });
  // Event listeners read the latest state.
  useEffect(() => {
    current.current = { options, open, active };
  });
  const go = useCallback(
    (url: string) => {
      setOpen(false);
      setActive(-1);
      router.push(url);
    },
    [router, setOpen, setActive],
  );

  useComboboxEvents({ inputRef, formRef, current, answered, update, abort, go, setOpen, setActive, setOptions });

  const visible = open && options.length > 0;
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute('aria-expanded', String(visible));
    if (visible && active >= 0) input.setAttribute('aria-activedescendant', optionId(listId, active));
    else input.removeAttribute('aria-activedescendant');
  }, [inputRef, listId, visible, active]);

  // The active option stays in view in a list taller than the screen (a phone with its keyboard up).
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(listId, active))?.scrollIntoView({ block: 'nearest' });
  }, [listId, active]);

  const onOptionClick = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    // Middle click, a modifier or another button: the browser's own (a new tab, a download).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(url);
  };

  return (
    <>
      {/* A press on an option must not take focus from the input (the list would close first). */}
      <ul id={listId} role="listbox" aria-label={copy.listLabel} className={styles.list} hidden={!visible} onMouseDown={(event) => event.preventDefault()}>
        {options.map((option, index) => (
          <li key={option.url} role="presentation">
            <a
              id={optionId(listId, index)}
              role="option"
              aria-selected={index === active}
              href={option.url}
              tabIndex={-1}
              className={styles.option}
              data-kind={option.kind}
              onClick={(event) => onOptionClick(event, option.url)}
            >
              <span className={styles.kind}>{copy.kinds[option.kind]}</span>
              <span className={styles.label}>{option.label}</span>
              {option.count && <span className={`${styles.count} tabular`}>{option.count}</span>}
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {visible ? announcement : ''}
      </p>
    </>
  );
}

'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { savedSearchesSnapshot, serverSnapshot, subscribeSavedSearches, writeSavedSearches } from './browser';
import { isSearchSaved, removeSavedSearch, saveSearch, touchSavedSearch, type SearchToSave } from './store';
import styles from './save-search.module.css';

export interface SaveSearchCopy {
  save: string;
  saved: string;
  /** "… bij <link>Favorieten</link>.": the marked words link to /favorieten. */
  savedStatus: string;
  removedStatus: string;
  failed: string;
  close: string;
}

type Message = 'saved' | 'removed' | 'failed';

export const FAVOURITES_PATH = '/favorieten';

function SavedStatus({ template }: { template: string }) {
  const match = /^(.*)<link>(.*)<\/link>(.*)$/.exec(template);
  if (!match) return template;
  return (
    <>
      {match[1]}
      <Link href={FAVOURITES_PATH}>{match[2]}</Link>
      {match[3]}
    </>
  );
}

/**
 * "Zoekopdracht bewaren": a toggle (aria-pressed) over the searches saved in this browser. It
 * renders only in the browser — without JavaScript or storage it could not work — into the space
 * the server reserved for it. Opening a saved search marks it as seen.
 */
export function SaveSearchButton({ search, copy }: { search: SearchToSave; copy: SaveSearchCopy }) {
  const list = useSyncExternalStore(subscribeSavedSearches, savedSearchesSnapshot, serverSnapshot);
  const [message, setMessage] = useState<Message | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const current = savedSearchesSnapshot();
    if (!current) return;
    const touched = touchSavedSearch(current, search.url, Date.now());
    if (touched !== current) writeSavedSearches(touched);
  }, [search.url]);

  // The note closes on Escape or a tap elsewhere, like a menu.
  useEffect(() => {
    if (!message) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMessage(null);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setMessage(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [message]);

  if (!list) return null;
  const saved = isSearchSaved(list, search.url);

  const toggle = () => {
    const current = savedSearchesSnapshot() || [];
    const next = saved ? removeSavedSearch(current, search.url) : saveSearch(current, search, Date.now());
    setMessage(writeSavedSearches(next) ? (saved ? 'removed' : 'saved') : 'failed');
  };

  return (
    <div ref={root} className={styles.control}>
      <button type="button" className={styles.button} aria-pressed={saved} onClick={toggle}>
        <span className={styles.icon} aria-hidden="true" />
        {saved ? copy.saved : copy.save}
      </button>
      <div className={styles.note} data-open={message ? true : undefined}>
        <p role="status" className={styles.noteText}>
          {message === 'saved' ? <SavedStatus template={copy.savedStatus} /> : message === 'removed' ? copy.removedStatus : message === 'failed' ? copy.failed : null}
        </p>
        {message && (
          <button type="button" className={styles.noteClose} aria-label={copy.close} onClick={() => setMessage(null)}>
            ×
          </button>
        )}
      </div>
    </div>
  );
}

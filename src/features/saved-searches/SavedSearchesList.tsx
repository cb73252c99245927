'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { countLabel, type CountTemplates, fetchSuggestionCounts, type SuggestionCount } from '@/features/search-filters';
import { savedSearchesSnapshot, serverSnapshot, subscribeSavedSearches, writeSavedSearches } from './browser';
import { removeSavedSearch, type SavedSearch } from './store';
import { SubscribeButton } from './subscribe/SubscribeButton';
import type { SubscribeCopy } from './subscribe/subscribe-copy';
import styles from './saved-searches.module.css';

export interface SavedSearchesCopy {
  total: CountTemplates;
  newSince: CountTemplates;
  remove: string;
  /** "… {{label}}": the saved search's label goes in. */
  removeLabel: string;
  removed: string;
  empty: string;
  emptyLink: string;
  emptyHref: string;
  unavailable: string;
  /** "Mailt dagelijks" per frequency: the searches this browser asked to have mailed. */
  mails: Record<'direct' | 'daily' | 'weekly', string>;
}

const fill = (template: string, label: string) => template.replace('{{label}}', label);

/**
 * The counts of every saved search, new ones since it was last opened. One call for all; when it
 * fails as a whole (a search stored by an older version of the site that this one no longer reads
 * makes it a 400), each is counted on its own so the others still show.
 */
async function countSaved(list: readonly SavedSearch[], signal: AbortSignal): Promise<Map<string, SuggestionCount>> {
  const items = list.map((entry) => ({ request: entry.request, since: entry.lastSeenAt }));
  const byUrl = (answers: readonly (SuggestionCount | undefined)[]) =>
    new Map(answers.flatMap((answer, index) => (answer && list[index] ? [[list[index].url, answer] as const] : [])));
  try {
    return byUrl(await fetchSuggestionCounts(items, signal));
  } catch (error) {
    if (signal.aborted || items.length === 1) throw error;
    const single = await Promise.allSettled(items.map((item) => fetchSuggestionCounts([item], signal)));
    return byUrl(single.map((answer) => (answer.status === 'fulfilled' ? answer.value[0] : undefined)));
  }
}

/** The saved searches on /favorieten: each a link with its counts and a remove button. */
export function SavedSearchesList({ copy, mailCopy }: { copy: SavedSearchesCopy; mailCopy: SubscribeCopy }) {
  const list = useSyncExternalStore(subscribeSavedSearches, savedSearchesSnapshot, serverSnapshot);
  const [counts, setCounts] = useState<Map<string, SuggestionCount>>(new Map());
  const [status, setStatus] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterRemove = useRef<number | null>(null);
  const countKey = list ? list.map((entry) => `${entry.url}@${entry.lastSeenAt}`).join(' ') : '';

  useEffect(() => {
    if (!list || list.length === 0) return;
    const controller = new AbortController();
    countSaved(list, controller.signal)
      .then(setCounts)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('saved search counts failed', error);
      });
    return () => controller.abort();
    // countKey describes `list`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [countKey]);

  // After a removal the focus goes to the next remove button (or the one before, or the heading),
  // not to the top of the page with the button that disappeared.
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
    const target = buttons && buttons.length > 0 ? buttons[Math.min(index, buttons.length - 1)] : document.getElementById('bewaarde-zoekopdrachten');
    target?.focus();
  }, [list]);

  if (list === null) return null;
  if (list === false) return <p className={styles.empty}>{copy.unavailable}</p>;

  const remove = (entry: SavedSearch, index: number) => {
    const current = savedSearchesSnapshot();
    if (!current) return;
    focusAfterRemove.current = index;
    if (writeSavedSearches(removeSavedSearch(current, entry.url))) setStatus(fill(copy.removed, entry.label));
  };

  return (
    <>
      {list.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{copy.empty}</p>
          <Link href={copy.emptyHref} className={styles.emptyLink}>
            {copy.emptyLink}
          </Link>
        </div>
      ) : (
        <ul ref={listRef} className={styles.list}>
          {list.map((entry, index) => {
            const count = counts.get(entry.url);
            const fresh = count?.newSince ?? 0;
            return (
              <li key={entry.url} className={styles.item}>
                <Link href={entry.url} className={styles.link}>
                  <span className={styles.label}>{entry.label}</span>
                  {entry.filters && <span className={styles.filters}>{entry.filters}</span>}
                </Link>
                <p className={styles.counts}>
                  {count && (
                    <>
                      <span className="tabular">{countLabel(copy.total, count.total)}</span>
                      <span className={fresh > 0 ? styles.new : styles.notNew}>{countLabel(copy.newSince, fresh)}</span>
                    </>
                  )}
                </p>
                <div className={styles.actions}>
                  {entry.mails ? (
                    <p className={styles.mails}>{copy.mails[entry.mails]}</p>
                  ) : (
                    <SubscribeButton target={{ kind: 'search', search: entry }} copy={mailCopy} subject={[entry.label, entry.filters].filter(Boolean).join(' · ')} />
                  )}
                  <button type="button" className={styles.remove} data-remove aria-label={fill(copy.removeLabel, entry.label)} onClick={() => remove(entry, index)}>
                    {copy.remove}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </>
  );
}

'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SearchRequest } from '@/lib/search-request/schema';
import { BLOCKED, createStoredValue } from '@/lib/browser-storage/stored-value';
import { countLabel, type CountTemplates } from './count-label';
import { parseRecentSearches, RECENT_SEARCHES_KEY, recentSearchesToShow, rememberSearch, type RecentSearch } from './recent-searches-store';
import { fetchSuggestionCounts, type SuggestionCount } from './search-api';
import { SearchLink } from './SearchNavigationProvider';
import styles from './recent-searches.module.css';

export interface RecentSearchesCopy {
  title: string;
  newSince: CountTemplates;
  results: CountTemplates;
}

const NONE: RecentSearch[] = [];
// Recent searches are a nicety: where storage is off or full there are none.
const recentSearchesStore = createStoredValue(RECENT_SEARCHES_KEY, parseRecentSearches);
function storedSnapshot(): RecentSearch[] {
  const list = recentSearchesStore.snapshot();
  return list === BLOCKED ? NONE : list;
}
const serverSnapshot = () => NONE;

/**
 * The visitor's other recent searches with how many listings are new since they last looked, this
 * page's vehicle type first. Viewing a search page stores it; nothing renders on the server or
 * when there is nothing to show.
 */
export function RecentSearchesIsland({ url, label, request, copy }: { url: string; label: string; request: SearchRequest; copy: RecentSearchesCopy }) {
  const stored = useSyncExternalStore(recentSearchesStore.subscribe, storedSnapshot, serverSnapshot);
  const others = recentSearchesToShow(stored, { url, mobilityType: request.mobilityType });
  const othersKey = others.map((entry) => `${entry.url}@${entry.viewedAt}`).join(' ');
  const [counts, setCounts] = useState<Map<string, SuggestionCount>>(new Map());

  // Viewing this search stores it (first in the list); the others keep the moment they were last seen.
  useEffect(() => {
    recentSearchesStore.write(rememberSearch(storedSnapshot(), { url, label, request, viewedAt: Date.now() }));
    // The URL names the request and its label.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  useEffect(() => {
    if (others.length === 0) return;
    const controller = new AbortController();
    fetchSuggestionCounts(
      others.map((entry) => ({ request: entry.request, since: entry.viewedAt })),
      controller.signal,
    )
      .then((answers) => setCounts(new Map(answers.map((answer, index) => [others[index]?.url ?? answer.url, answer]))))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('recent search counts failed', error);
      });
    return () => controller.abort();
    // othersKey describes `others`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [othersKey]);

  if (others.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby="recente-zoekopdrachten">
      <h2 id="recente-zoekopdrachten" className={styles.title}>
        {copy.title}
      </h2>
      <ul className={styles.list}>
        {others.map((entry) => {
          const count = counts.get(entry.url);
          return (
            <li key={entry.url}>
              {/* The API's URL is the stored request's canonical one today, should the URL words have changed since. */}
              <SearchLink href={count?.url ?? entry.url} className={styles.link}>
                <span className={styles.label}>{entry.label}</span>
                {count && (
                  <span className={styles.meta}>
                    {count.newSince !== null && count.newSince > 0 ? (
                      <span className={styles.new}>{countLabel(copy.newSince, count.newSince)}</span>
                    ) : (
                      <span className="tabular">{countLabel(copy.results, count.total)}</span>
                    )}
                  </span>
                )}
              </SearchLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

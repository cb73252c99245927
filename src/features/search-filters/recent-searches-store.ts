/**
 * The visitor's recent searches, kept in localStorage: most recent first, at most five, one
 * entry per canonical URL. Stored data is checked field by field, since another version of the
 * site (or the visitor) may have written something else under the key.
 */
import type { SearchRequest } from '@/lib/search-request/schema';

export const RECENT_SEARCHES_KEY = 'zoekopdrachten-recent-v1';
export const RECENT_SEARCHES_MAX = 5;

export interface RecentSearch {
  url: string;
  label: string;
  request: SearchRequest;
  /** Epoch ms of the last time the visitor saw this search's results. */
  viewedAt: number;
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.url === 'string' &&
    // Only paths of this site: "//host" would leave it.
    /^\/(?!\/)/.test(entry.url) &&
    typeof entry.label === 'string' &&
    typeof entry.viewedAt === 'number' &&
    Number.isFinite(entry.viewedAt) &&
    typeof entry.request === 'object' &&
    entry.request !== null
  );
}

export function parseRecentSearches(raw: string | null): RecentSearch[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isRecentSearch).slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

/** The list after viewing `search`: it moves to the front (replacing an entry with its URL). */
export function rememberSearch(list: readonly RecentSearch[], search: RecentSearch, max = RECENT_SEARCHES_MAX): RecentSearch[] {
  return [search, ...list.filter((entry) => entry.url !== search.url)].slice(0, max);
}

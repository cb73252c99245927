/**
 * The visitor's recent searches, kept in localStorage: most recent first, at most five, one
 * entry per canonical URL. Stored data is checked field by field, since another version of the
 * site (or the visitor) may have written something else under the key. Also the pure rules for
 * showing them: each entry's label, and which entries show in which order.
 */
import type { SearchRequest } from '@/lib/search-request/schema';

export const RECENT_SEARCHES_KEY = 'zoekopdrachten-recent-v1';
export const RECENT_SEARCHES_MAX = 5;

export interface RecentSearch {
  url: string;
  /** The label as written when the search was viewed ("Volkswagen Golf occasions · Prijs tot en met € 15.000"). */
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

export const RECENT_LABEL_SEPARATOR = ' · ';

const words = (text: string) => text.toLocaleLowerCase('nl-NL').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** True when every word of `phrase` occurs, in order and adjacent, among the words of `subject`. */
function phraseIn(subject: readonly string[], phrase: string): boolean {
  const needle = words(phrase);
  if (needle.length === 0) return true;
  for (let start = 0; start + needle.length <= subject.length; start += 1) {
    // A subject word may carry a plural ending ("fiets" in "fietsen"): compare by prefix.
    if (needle.every((word, offset) => subject[start + offset]?.startsWith(word))) return true;
  }
  return false;
}

/** Whether the subject already says what a filter's label says ("SUV / Terreinwagen" in "SUV's"). */
function namedBy(subject: readonly string[], filter: string): boolean {
  return filter.split('/').some((alternative) => phraseIn(subject, alternative));
}

/**
 * A search's label from what the page understood of it: the heading's subject ("Volkswagen Golf
 * occasions") and each filter the subject does not already name ("Prijs tot en met € 15.000"),
 * then the order when it is not the default one. Two different searches get different labels as
 * long as their filters do, which is what the old "first four chips, then …" could not promise.
 */
export function recentSearchLabel(subject: string, filters: readonly string[], order?: string): string {
  const subjectWords = words(subject);
  const beyond = filters.filter((filter) => !namedBy(subjectWords, filter));
  const capitalised = subject.charAt(0).toLocaleUpperCase('nl-NL') + subject.slice(1);
  return [capitalised, ...beyond, ...(order ? [order] : [])].filter(Boolean).join(RECENT_LABEL_SEPARATOR);
}

/** The mobility type a stored entry searched, when its stored request names one. */
export function recentSearchType(entry: RecentSearch): string | undefined {
  const type: unknown = (entry.request as Partial<Record<string, unknown>>).mobilityType;
  return typeof type === 'string' ? type : undefined;
}

/**
 * The entries to offer on a page: every other search than the page's own, the page's vehicle type
 * first (a bicycle search is the least useful suggestion on a car page, but still a suggestion),
 * each group newest first. An entry whose label reads exactly like a newer one's is left out: the
 * visitor could not tell them apart (an old label from before labels named every filter).
 */
export function recentSearchesToShow(list: readonly RecentSearch[], current: { url: string; mobilityType?: string }): RecentSearch[] {
  const seen = new Set<string>();
  const others = list.filter((entry) => {
    if (entry.url === current.url || seen.has(entry.label)) return false;
    seen.add(entry.label);
    return true;
  });
  if (!current.mobilityType || current.mobilityType === 'alle') return others;
  const sameType = others.filter((entry) => recentSearchType(entry) === current.mobilityType);
  return [...sameType, ...others.filter((entry) => recentSearchType(entry) !== current.mobilityType)];
}

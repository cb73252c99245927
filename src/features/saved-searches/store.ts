/**
 * Searches the visitor saved in this browser (localStorage): newest first, at most twenty, one
 * entry per canonical URL. Stored data is checked field by field, since another version of the
 * site (or the visitor) may have written something else under the key. No React, no storage
 * access: the browser module reads and writes, this decides what the list becomes.
 */
import type { SearchRequest, SearchRequestInput } from '@/lib/search-request/schema';

export const SAVED_SEARCHES_KEY = 'zoekopdrachten-bewaard-v1';
/** Also the most searches one suggestions call counts (MAX_SUGGESTION_REQUESTS). */
export const SAVED_SEARCHES_MAX = 20;

/** What a result page knows about its search when the visitor saves it. */
export interface SearchToSave {
  /** Canonical URL of page 1 (a codec URL or a themed landing), without ?page. */
  url: string;
  /** The page heading without its count: "Volkswagen occasions". */
  label: string;
  /** The filters the label does not name ("Diesel, Tot € 10.000"); empty when it names them all. */
  filters: string;
  mobilityType: SearchRequest['mobilityType'];
  /** The request of page 1 (compacted), for counting through the suggestions call. */
  request: SearchRequestInput;
}

export interface SavedSearch extends SearchToSave {
  /** Epoch ms. */
  savedAt: number;
  /**
   * Set when the visitor asked to have it mailed from this browser: how often. Whether the mail
   * was confirmed is the server's to know; the list only says it was asked.
   */
  mails?: 'direct' | 'daily' | 'weekly';
  /** Epoch ms of the last time the visitor opened this search; "new" counts from here. */
  lastSeenAt: number;
}

/**
 * The request without its empty lists and unset flags, which the API's schema fills in again: a
 * third of the bytes in the page and in storage, and the same search.
 */
export function compactRequest(request: SearchRequest): SearchRequestInput {
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0)),
  ) as SearchRequestInput;
}

const isMoment = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isSavedSearch(value: unknown): value is SavedSearch {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const request = entry.request as Record<string, unknown> | null;
  return (
    typeof entry.url === 'string' &&
    // Only paths of this site: "//host" would leave it.
    /^\/(?!\/)/.test(entry.url) &&
    typeof entry.label === 'string' &&
    entry.label !== '' &&
    typeof entry.filters === 'string' &&
    typeof entry.mobilityType === 'string' &&
    typeof request === 'object' &&
    request !== null &&
    !Array.isArray(request) &&
    request.mobilityType === entry.mobilityType &&
    isMoment(entry.savedAt) &&
    isMoment(entry.lastSeenAt)
  );
}

/** The stored list, newest first; anything unreadable is left out rather than failing the page. */
export function parseSavedSearches(raw: string | null | undefined): SavedSearch[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const list: SavedSearch[] = [];
  for (const entry of value) {
    if (!isSavedSearch(entry) || seen.has(entry.url)) continue;
    seen.add(entry.url);
    const { url, label, filters, mobilityType, request, savedAt, lastSeenAt, mails } = entry;
    // Only the known fields: whatever else was stored is not carried forward.
    list.push({ url, label, filters, mobilityType, request, savedAt, lastSeenAt, ...(isFrequency(mails) ? { mails } : {}) });
  }
  return list.sort((a, b) => b.savedAt - a.savedAt).slice(0, SAVED_SEARCHES_MAX);
}

const isFrequency = (value: unknown): value is NonNullable<SavedSearch['mails']> => value === 'direct' || value === 'daily' || value === 'weekly';

/** The list after the visitor asked to have `search` mailed: saved (if it was not) and marked. */
export function markSearchMailed(list: readonly SavedSearch[], search: SearchToSave, mails: NonNullable<SavedSearch['mails']>, now: number): SavedSearch[] {
  const saved = list.find((entry) => entry.url === search.url);
  if (saved) return list.map((entry) => (entry === saved ? { ...entry, mails } : entry));
  const [first, ...rest] = saveSearch(list, search, now);
  return first ? [{ ...first, mails }, ...rest] : rest;
}

export function isSearchSaved(list: readonly SavedSearch[], url: string): boolean {
  return list.some((entry) => entry.url === url);
}

/** The list with `search` saved now, in front; saving it again refreshes it; the oldest fall off past `max`. */
export function saveSearch(list: readonly SavedSearch[], search: SearchToSave, now: number, max = SAVED_SEARCHES_MAX): SavedSearch[] {
  const { url, label, filters, mobilityType, request } = search;
  return [{ url, label, filters, mobilityType, request, savedAt: now, lastSeenAt: now }, ...list.filter((entry) => entry.url !== search.url)].slice(0, max);
}

export function removeSavedSearch(list: readonly SavedSearch[], url: string): SavedSearch[] {
  return list.filter((entry) => entry.url !== url);
}

/**
 * The list after the visitor opened `url`: that search was seen now. The same array when it is
 * not saved, so the caller can skip writing.
 */
export function touchSavedSearch(list: readonly SavedSearch[], url: string, now: number): readonly SavedSearch[] {
  if (!isSearchSaved(list, url)) return list;
  return list.map((entry) => (entry.url === url ? { ...entry, lastSeenAt: now } : entry));
}

/** The saved searches in this browser's localStorage, for useSyncExternalStore. */
import { BLOCKED, createStoredValue } from '@/lib/browser-storage/stored-value';
import { parseSavedSearches, SAVED_SEARCHES_KEY, type SavedSearch } from './store';

const stored = createStoredValue(SAVED_SEARCHES_KEY, parseSavedSearches);

/** The stored list, or false where this browser keeps nothing (then nothing can be offered). */
export function savedSearchesSnapshot(): readonly SavedSearch[] | false {
  const list = stored.snapshot();
  return list === BLOCKED ? false : list;
}

/** null: not read yet (the server and hydration), so nothing renders until the browser answers. */
export const serverSnapshot = (): null => null;

export const subscribeSavedSearches = stored.subscribe;

/** False when the browser refused (storage full or blocked): the caller tells the visitor. */
export function writeSavedSearches(list: readonly SavedSearch[]): boolean {
  return stored.write([...list]);
}

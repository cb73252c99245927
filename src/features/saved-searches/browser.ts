/**
 * The saved searches in this browser's localStorage, for useSyncExternalStore: a snapshot that
 * stays the same array while the stored text does not change, and a subscription that hears
 * this tab's writes (a window event) and other tabs' (the storage event).
 */
import { parseSavedSearches, SAVED_SEARCHES_KEY, type SavedSearch } from './store';

const CHANGED_EVENT = 'saved-searches-changed';

/** undefined: storage is switched off or refused, so nothing can be saved here. */
function readRaw(): string | null | undefined {
  try {
    return window.localStorage.getItem(SAVED_SEARCHES_KEY);
  } catch {
    return undefined;
  }
}

let cached: { raw: string | null; list: readonly SavedSearch[] } = { raw: null, list: [] };

/** The stored list, or false where this browser keeps nothing (then nothing can be offered). */
export function savedSearchesSnapshot(): readonly SavedSearch[] | false {
  const raw = readRaw();
  if (raw === undefined) return false;
  if (raw !== cached.raw) cached = { raw, list: parseSavedSearches(raw) };
  return cached.list;
}

/** null: not read yet (the server and hydration), so nothing renders until the browser answers. */
export const serverSnapshot = (): null => null;

export function subscribeSavedSearches(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all storage.
    if (event.key === SAVED_SEARCHES_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED_EVENT, onChange);
  };
}

/** False when the browser refused (storage full or blocked): the caller tells the visitor. */
export function writeSavedSearches(list: readonly SavedSearch[]): boolean {
  try {
    window.localStorage.setItem(SAVED_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
  return true;
}

/**
 * The compare selection in the browser: one parsed list per stored string (a stable snapshot for
 * useSyncExternalStore), same-tab changes by an event, other tabs by the `storage` event.
 */
import { COMPARE_KEY, DESKTOP_QUERY, MAX_COMPARE_DESKTOP, MAX_COMPARE_MOBILE, parseSelection, toggleEntry, type CompareEntry, type ToggleResult } from './selection';

const CHANGED_EVENT = 'compare-changed';
/** Fired when a visitor tries to add past the limit: the bar says why nothing happened. */
export const LIMIT_EVENT = 'compare-limit';

export const NO_SELECTION: CompareEntry[] = [];
let cached: { raw: string | null; list: CompareEntry[] } = { raw: null, list: NO_SELECTION };

function rawStored(): string | null {
  try {
    return localStorage.getItem(COMPARE_KEY);
  } catch {
    return null;
  }
}

export function selectionSnapshot(): CompareEntry[] {
  const raw = rawStored();
  if (raw !== cached.raw) cached = { raw, list: parseSelection(raw) };
  return cached.list;
}

export function subscribeSelection(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COMPARE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED_EVENT, onChange);
  };
}

export function writeSelection(list: readonly CompareEntry[]): void {
  try {
    if (list.length) localStorage.setItem(COMPARE_KEY, JSON.stringify(list));
    else localStorage.removeItem(COMPARE_KEY);
  } catch {
    // Storage blocked or full: comparing still works through the URL.
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

export function maxCompare(): number {
  return window.matchMedia(DESKTOP_QUERY).matches ? MAX_COMPARE_DESKTOP : MAX_COMPARE_MOBILE;
}

export function toggleInSelection(entry: CompareEntry): ToggleResult {
  const { list, result } = toggleEntry(selectionSnapshot(), entry, maxCompare());
  if (result === 'full') window.dispatchEvent(new Event(LIMIT_EVENT));
  else writeSelection(list);
  return result;
}

export function removeFromSelection(id: number): void {
  const list = selectionSnapshot();
  if (list.some((entry) => entry.id === id)) writeSelection(list.filter((entry) => entry.id !== id));
}

export function subscribeViewport(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The compare selection in the browser (localStorage, shared by the visitor's tabs). */
import { BLOCKED, createStoredValue } from '@/lib/browser-storage/stored-value';
import { COMPARE_KEY, DESKTOP_QUERY, MAX_COMPARE_DESKTOP, MAX_COMPARE_MOBILE, parseSelection, toggleEntry, type CompareEntry, type ToggleResult } from './selection';

/** Fired when a visitor tries to add past the limit: the bar says why nothing happened. */
export const LIMIT_EVENT = 'compare-limit';

export const NO_SELECTION: CompareEntry[] = [];
const stored = createStoredValue(COMPARE_KEY, parseSelection);

export function selectionSnapshot(): CompareEntry[] {
  const list = stored.snapshot();
  return list === BLOCKED ? NO_SELECTION : list;
}

export const subscribeSelection = stored.subscribe;

/** Storage blocked or full: comparing still works through the URL. */
export function writeSelection(list: readonly CompareEntry[]): void {
  stored.write([...list], { remove: list.length === 0 });
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

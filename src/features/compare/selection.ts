/**
 * The compare selection (issue 6 item 2): kept in localStorage so it survives navigation and is
 * shared by the visitor's tabs; the comparison itself lives in the URL (`/vergelijken?ids=1,2,3`)
 * so it can be shared. Pure and defensive: storage and URLs are user-editable.
 */
import { parseListingId } from '@/lib/api/ids';

export const COMPARE_KEY = 'compare:selection';
export const COMPARE_PATH = '/vergelijken';
/** Four columns fit a desktop; three a phone (spec breakpoint 960 px). */
export const MAX_COMPARE_DESKTOP = 4;
export const MAX_COMPARE_MOBILE = 3;
export const DESKTOP_QUERY = '(min-width: 960px)';

export interface CompareEntry {
  id: number;
  title: string;
  href: string;
  /** Formatted ("€ 12.345,-"). */
  price: string;
  /** A small image URL, or null. */
  image: string | null;
}

const localPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

function isEntry(value: unknown): value is CompareEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    Number.isSafeInteger(v.id) &&
    v.id > 0 &&
    typeof v.title === 'string' &&
    localPath(v.href) &&
    typeof v.price === 'string' &&
    (v.image === null || localPath(v.image))
  );
}

export function parseSelection(raw: string | null): CompareEntry[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<number>();
  return data.filter(isEntry).filter((entry) => !seen.has(entry.id) && seen.add(entry.id)).slice(0, MAX_COMPARE_DESKTOP);
}

export type ToggleResult = 'added' | 'removed' | 'full';

/** Adds or removes one vehicle; at the limit nothing is added and the caller says so. */
export function toggleEntry(list: readonly CompareEntry[], entry: CompareEntry, max: number): { list: CompareEntry[]; result: ToggleResult } {
  if (list.some((other) => other.id === entry.id)) return { list: list.filter((other) => other.id !== entry.id), result: 'removed' };
  if (list.length >= max) return { list: [...list], result: 'full' };
  return { list: [...list, entry], result: 'added' };
}

export function compareUrl(ids: readonly number[]): string {
  return ids.length ? `${COMPARE_PATH}?ids=${ids.join(',')}` : COMPARE_PATH;
}

/** `?ids=1,2,3` (also `1-2-3` or repeated `ids`): positive ids, each once, at most four. */
export function parseCompareIds(param: string | string[] | undefined): number[] {
  const text = Array.isArray(param) ? param.join(',') : (param ?? '');
  const ids: number[] = [];
  for (const part of text.split(/[,\s-]+/)) {
    // Within the integer column: a larger id reached the database and answered 500.
    const id = parseListingId(part);
    if (id !== null && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_COMPARE_DESKTOP) break;
  }
  return ids;
}

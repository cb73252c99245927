/**
 * Text matching rules shared by the index and its reference implementation: tokens are lowercase,
 * accent-free runs of letters and digits (a dot between digits stays, so "1.5" is one token);
 * a query token matches a listing token exactly, as a prefix when it is the query's last token,
 * or within a small edit distance when it is long enough and has no digits (a typo in "320d" or
 * "2019" is a different car).
 */
import { stripAccents } from '@/lib/search-request/slug';

/** Relevance of one query token's best match. */
export const MATCH_EXACT = 3;
export const MATCH_PREFIX = 2;
export const MATCH_FUZZY = 1;

export const MIN_PREFIX_LENGTH = 2;

export function tokenize(text: string): string[] {
  const tokens = stripAccents(text.toLowerCase())
    .split(/[^a-z0-9.]+/)
    .map((token) => token.replace(/^\.+|\.+$/g, ''))
    .filter((token) => token.length > 0);
  return [...new Set(tokens)];
}

/** Edits allowed for a query token: none below 4 characters or with digits, 1 from 4, 2 from 8. */
export function allowedEdits(token: string): number {
  if (/[0-9]/.test(token)) return 0;
  if (token.length >= 8) return 2;
  if (token.length >= 4) return 1;
  return 0;
}

/**
 * Whether the optimal-string-alignment distance (insert, delete, substitute, swap two neighbours)
 * between a and b is at most k. Banded, with an early exit once two consecutive rows exceed k.
 */
export function withinEditDistance(a: string, b: string, k: number): boolean {
  if (Math.abs(a.length - b.length) > k) return false;
  if (a === b) return true;
  if (k === 0) return false;
  const n = b.length;
  if (n + 1 > rowCapacity) growRows(n + 1);
  let previous2 = rowA;
  let previous = rowB;
  let current = rowC;
  for (let j = 0; j <= n; j++) previous[j] = j;
  let previousRowMin = 0;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // A swap reaches back two rows, so both rows must be out of reach before giving up.
    if (rowMin > k && previousRowMin > k) return false;
    previousRowMin = rowMin;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return (previous[n] ?? k + 1) <= k;
}

// Three reusable rows of the distance table (no allocation per comparison).
let rowCapacity = 64;
let rowA = new Int32Array(rowCapacity);
let rowB = new Int32Array(rowCapacity);
let rowC = new Int32Array(rowCapacity);
function growRows(size: number): void {
  rowCapacity = size * 2;
  rowA = new Int32Array(rowCapacity);
  rowB = new Int32Array(rowCapacity);
  rowC = new Int32Array(rowCapacity);
}

/** How well query token q matches listing token t (0 = no match). */
export function matchQuality(q: string, t: string, isLastQueryToken: boolean): number {
  if (q === t) return MATCH_EXACT;
  if (isLastQueryToken && q.length >= MIN_PREFIX_LENGTH && t.startsWith(q)) return MATCH_PREFIX;
  const edits = allowedEdits(q);
  if (edits > 0 && !/[0-9]/.test(t) && withinEditDistance(q, t, edits)) return MATCH_FUZZY;
  return 0;
}

/**
 * The page: the matches in the requested order from `offset`, at any depth. Either the match list
 * is sorted (free when it already is in row order, a radix sort when it is small) or a presorted
 * permutation is walked from the nearer end, skipping rows that do not match. Rows appended since
 * the build are sorted apart and merged in at the positions the permutation gives them.
 */
import type { SortOrder } from '@/lib/vehicle/enums';
import type { BuiltIndex, Segment } from './build';
import type { CompiledQuery } from './compile';
import type { Partition } from './evaluate';
import { radixSortByKey, SortBuffers } from './radix';
import { bestKey, compareRows, staticSortKey, type KeyFunction } from './sort-keys';
import { SEGMENT_COUNT } from './store';

const MAX = 0xffffffff;
/** Rough costs per row, in the same unit: a radix sort touches a row about six times, a walk once. */
const SORT_COST = 6;
const MATERIALIZE_COST = 0.5;

export interface Ordering {
  key: KeyFunction;
  /** Free-text relevance per row, when the order is relevance first and then the row order. */
  byScore?: Uint8Array;
  /** The order is the row order: the match list (in row order) is already sorted. */
  rowOrder: boolean;
  /** The built rows of the whole segment in this order, for walks; null when there is none to walk. */
  permutation: (() => Uint32Array) | null;
  /** Whether `permutation` is made per query (and costs a pass over the segment). */
  materializes: boolean;
}

export function orderingFor(
  index: BuiltIndex,
  query: CompiledQuery,
  partition: Partition,
  sort: SortOrder,
  permutationOf: (segment: number, sort: Exclude<SortOrder, 'afstand'>) => Uint32Array | null,
): Ordering {
  const { store } = index;
  const segment = index.segments[query.segment];
  const geometry = query.geometry;
  if (sort === 'afstand' && geometry) {
    const { position, byDistance } = geometry.order();
    return {
      key: (row) => position[store.location[row] ?? 0] ?? MAX,
      rowOrder: false,
      permutation: segment
        ? () => {
            let rows = geometry.rowsBySegment.get(query.segment);
            if (!rows) {
              rows = rowsByDistance(index, segment, byDistance);
              geometry.rowsBySegment.set(query.segment, rows);
            }
            return rows;
          }
        : null,
      materializes: !geometry.rowsBySegment.has(query.segment),
    };
  }
  if (partition.text && sort === 'besteResultaat') {
    const scores = index.text.matchScore;
    // Relevance in the top byte; the quality score (less its lowest byte) below it.
    return {
      key: (row) => (((255 - (scores[row] ?? 0)) << 24) | (bestKey(store, row) >>> 8)) >>> 0,
      byScore: scores,
      rowOrder: false,
      permutation: null,
      materializes: false,
    };
  }
  const order = sort === 'afstand' ? 'besteResultaat' : sort;
  const rowOrder = order === 'besteResultaat' && query.segment !== SEGMENT_COUNT;
  return {
    key: staticSortKey(store, order),
    rowOrder,
    permutation: rowOrder ? null : () => permutationOf(query.segment, order) ?? new Uint32Array(0),
    materializes: false,
  };
}

/** The segment's built rows by dealer distance (then row order), for walking deep afstand pages. */
function rowsByDistance(index: BuiltIndex, segment: Segment, byDistance: Uint32Array): Uint32Array {
  const rows = new Uint32Array(segment.end - segment.start);
  let filled = 0;
  for (const location of byDistance) {
    const start = index.rowsByLocation.start[location] ?? 0;
    const end = index.rowsByLocation.start[location + 1] ?? start;
    const list = index.rowsByLocation.rows;
    const first = lowerBound(list, start, end, segment.start);
    const last = lowerBound(list, first, end, segment.end);
    rows.set(list.subarray(first, last), filled);
    filled += last - first;
  }
  return rows;
}

function lowerBound(list: Uint32Array, start: number, end: number, value: number): number {
  let low = start;
  let high = end;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How to find the page: by cost (default), or one way for tests that compare the two. */
export type PagingStrategy = 'auto' | 'sort' | 'walk';

export function pageRows(
  index: BuiltIndex,
  query: CompiledQuery,
  partition: Partition,
  bits: Uint32Array,
  ordering: Ordering,
  offset: number,
  limit: number,
  strategy: PagingStrategy = 'auto',
  sortBuffers = new SortBuffers(),
): number[] {
  const { store, builtRows } = index;
  const segment = index.segments[query.segment];
  const built = partition.builtMatches;
  const total = partition.match.length;
  if (!segment || limit <= 0 || offset >= total) return [];
  const compare = (a: number, b: number) => compareRows(store, ordering.key, a, b, builtRows);
  const tail = Array.from(partition.match.subarray(built)).sort(compare);

  const scopeSize = segment.end - segment.start;
  const forward = offset + limit <= total - offset;
  const walkCost =
    (forward ? offset + limit : total - offset) * (scopeSize / Math.max(1, built)) + (ordering.materializes ? scopeSize * MATERIALIZE_COST : 0);
  const sort = strategy === 'auto' ? built * SORT_COST <= walkCost : strategy === 'sort';
  if (ordering.rowOrder || !ordering.permutation || sort || !(partition.bitsValid || partition.allMatch)) {
    const matches = partition.match.subarray(0, built);
    const main = ordering.rowOrder
      ? matches
      : ordering.byScore && query.segment !== SEGMENT_COUNT
        ? byRelevance(matches, ordering.byScore, sortBuffers)
        : radixSortByKey(matches, ordering.key, sortBuffers);
    return mergeWindow(main, tail, compare, offset, limit);
  }
  const permutation = ordering.permutation();
  const rowAt = (position: number) => permutation[position] ?? 0;
  const insertAt = tail.map((row) => upperBound(rowAt, permutation.length, row, compare));
  return walk(rowAt, permutation.length, partition.allMatch ? null : bits, tail, insertAt, total, offset, limit, forward);
}

/**
 * Matches in row order, stably grouped by relevance (highest first): within one type the row order
 * is best-first, so this is the text order without a general sort.
 */
function byRelevance(matches: Uint32Array, scores: Uint8Array, buffers: SortBuffers): Uint32Array {
  const counts = buffers.counts8;
  counts.fill(0);
  for (let index = 0; index < matches.length; index++) {
    const bucket = 255 - (scores[matches[index] ?? 0] ?? 0);
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  let total = 0;
  for (let bucket = 0; bucket < 256; bucket++) {
    const count = counts[bucket] ?? 0;
    counts[bucket] = total;
    total += count;
  }
  buffers.ensure(matches.length);
  const sorted = buffers.rowsB.subarray(0, matches.length);
  for (let index = 0; index < matches.length; index++) {
    const row = matches[index] ?? 0;
    const bucket = 255 - (scores[row] ?? 0);
    const position = counts[bucket] ?? 0;
    counts[bucket] = position + 1;
    sorted[position] = row;
  }
  return sorted;
}

function upperBound(rowAt: (position: number) => number, length: number, row: number, compare: (a: number, b: number) => number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compare(rowAt(middle), row) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function mergeWindow(main: Uint32Array, tail: number[], compare: (a: number, b: number) => number, offset: number, limit: number): number[] {
  const page: number[] = [];
  let i = 0;
  let j = 0;
  for (let position = 0; position < offset + limit && (i < main.length || j < tail.length); position++) {
    const fromMain = j >= tail.length || (i < main.length && compare(main[i] ?? 0, tail[j] ?? 0) <= 0);
    const row = fromMain ? (main[i++] ?? 0) : (tail[j++] ?? 0);
    if (position >= offset) page.push(row);
  }
  return page;
}

/** Walks the permutation; `bits` null means every built row matches. */
function walk(
  rowAt: (position: number) => number,
  length: number,
  bits: Uint32Array | null,
  tail: number[],
  insertAt: number[],
  total: number,
  offset: number,
  limit: number,
  forward: boolean,
): number[] {
  const page: number[] = [];
  const skip = forward ? offset : Math.max(0, total - offset - limit);
  const take = forward ? limit : Math.min(limit, total - offset);
  let seen = 0;
  const emit = (row: number): boolean => {
    if (seen++ >= skip) page.push(row);
    return page.length >= take;
  };
  if (forward) {
    let t = 0;
    for (let position = 0; position < length; position++) {
      while (t < tail.length && (insertAt[t] ?? 0) <= position) if (emit(tail[t++] ?? 0)) return page;
      const row = rowAt(position);
      if ((bits === null || bits[row] === 0) && emit(row)) return page;
    }
    while (t < tail.length) if (emit(tail[t++] ?? 0)) return page;
    return page;
  }
  let t = tail.length - 1;
  for (let position = length - 1; position >= 0; position--) {
    while (t >= 0 && (insertAt[t] ?? 0) > position) if (emit(tail[t--] ?? 0)) return page.reverse();
    const row = rowAt(position);
    if ((bits === null || bits[row] === 0) && emit(row)) return page.reverse();
  }
  while (t >= 0) if (emit(tail[t--] ?? 0)) return page.reverse();
  return page.reverse();
}

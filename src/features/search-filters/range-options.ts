/**
 * The "van" and "tot en met" selects of a range filter, built from the facet buckets so that each
 * step shows how many listings choosing it leaves, exactly (issue 49: a count that differs from the
 * result is a promise broken). Buckets are [from, to) over whole units, so:
 * - "van v" is exact at every bucket start: the buckets from v on.
 * - "tot en met v" is exact where the scale stores each step apart (the bucket's `atFrom`): the
 *   buckets below v plus the listings at exactly v. Elsewhere it is exact only at a bucket's last
 *   whole unit, `to - 1`, so those are the steps offered ("tot en met 2030" on a one-year scale).
 * A chosen bound that is not a step keeps its place in the select without a count, rather than
 * with one that is wrong.
 */
import type { RangeFacetBucket } from '@/search-engine/facets';
import type { RangeFilterKey } from './panel-fields';

export interface RangeOption {
  value: number;
  /** Listings this bound leaves; null where the buckets cannot say exactly. */
  count: number | null;
}

export function rangeOptions(key: RangeFilterKey, buckets: readonly RangeFacetBucket[], end: 'min' | 'max', selected?: number): RangeOption[] {
  const counts = end === 'min' ? fromCounts(buckets) : buckets.some((bucket) => bucket.atFrom !== undefined) ? exactToCounts(buckets) : wholeUnitToCounts(buckets);
  const options: RangeOption[] = [...counts].map(([value, count]) => ({ value, count }));
  if (selected !== undefined && !counts.has(selected)) options.push({ value: selected, count: null });
  // The newest build year first, as people look for a recent one; every other range ascending.
  return options.sort((a, b) => (key === 'buildYear' ? b.value - a.value : a.value - b.value));
}

function fromCounts(buckets: readonly RangeFacetBucket[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { from } of buckets) {
    if (from !== null) counts.set(from, sum(buckets, (bucket) => (bucket.from !== null && bucket.from >= from ? bucket.count : 0)));
  }
  return counts;
}

function exactToCounts(buckets: readonly RangeFacetBucket[]): Map<number, number> {
  const counts = new Map<number, number>();
  const bounds = buckets.flatMap(({ from, to }) => [from, to]).filter((bound): bound is number => bound !== null);
  for (const value of bounds) {
    counts.set(
      value,
      sum(buckets, (bucket) => (bucket.to !== null && bucket.to <= value ? bucket.count : bucket.from === value ? (bucket.atFrom ?? 0) : 0)),
    );
  }
  return counts;
}

function wholeUnitToCounts(buckets: readonly RangeFacetBucket[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { to } of buckets) {
    if (to !== null) counts.set(to - 1, sum(buckets, (bucket) => (bucket.to !== null && bucket.to - 1 <= to - 1 ? bucket.count : 0)));
  }
  return counts;
}

function sum(buckets: readonly RangeFacetBucket[], part: (bucket: RangeFacetBucket) => number): number {
  let total = 0;
  for (const bucket of buckets) total += part(bucket);
  return total;
}

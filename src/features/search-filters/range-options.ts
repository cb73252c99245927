/**
 * The "van" and "tot en met" selects of a range filter, built from the facet buckets so that each
 * step shows how many listings it leaves. Buckets are [from, to) in whole units; a listing counts
 * under "tot en met v" when its whole bucket lies at or below v, so a count is never too high.
 */
import type { RangeFacetBucket } from '@/search-engine/facets';
import type { RangeFilterKey } from './panel-fields';

export interface RangeOption {
  value: number;
  count: number;
}

/** Ranges whose buckets are one unit wide: "tot en met v" is the bucket that starts at v. */
const UNIT_WIDE: ReadonlySet<RangeFilterKey> = new Set(['buildYear', 'frameHeight', 'berths', 'doors', 'seats', 'cylinders']);

export function rangeOptions(key: RangeFilterKey, buckets: readonly RangeFacetBucket[], end: 'min' | 'max', selected?: number): RangeOption[] {
  const values = new Set<number>();
  for (const bucket of buckets) {
    const bound = end === 'min' || UNIT_WIDE.has(key) ? bucket.from : bucket.to;
    if (bound !== null) values.add(bound);
  }
  if (selected !== undefined) values.add(selected);
  const count = (value: number) =>
    buckets.reduce((sum, bucket) => {
      const inside = end === 'min' ? bucket.from !== null && bucket.from >= value : bucket.to !== null && bucket.to - 1 <= value;
      return inside ? sum + bucket.count : sum;
    }, 0);
  // The newest build year first, as people look for a recent one; every other range ascending.
  const sorted = [...values].sort((a, b) => (key === 'buildYear' ? b - a : a - b));
  return sorted.map((value) => ({ value, count: count(value) }));
}

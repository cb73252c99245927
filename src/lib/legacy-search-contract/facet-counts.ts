/**
 * The old site's count facets (GearCount, SeatCount, CylinderCount, BedCount) from our range
 * buckets: a name's count is the sum of the buckets that lie inside its range. Where a bucket
 * straddles a name's edge (our cylinder bucket 6–7 against the old "Six"), the name has no count
 * rather than a wrong one (decision 035).
 */
import type { Translate } from '@/lib/i18n/translate';
import type { SearchRequest } from '@/lib/search-request/schema';
import { LEGACY_KEYS, type CountRange } from './keys';
import { facet, type FacetsSource, type LegacyFacet, type LegacyFacetOption } from './facet-shape';

interface Bucket {
  from: number | null;
  to: number | null;
  count: number;
}

const isBucketList = (value: unknown): value is readonly Bucket[] => Array.isArray(value) && value.every((entry) => entry !== null && typeof entry === 'object' && 'count' in entry);

/** The count of listings whose whole count falls in `range`, or undefined when a bucket straddles its edge. */
export function countWithin(buckets: readonly Bucket[], range: CountRange): number | undefined {
  const min = range.min ?? Number.NEGATIVE_INFINITY;
  const max = range.max ?? Number.POSITIVE_INFINITY;
  let total = 0;
  for (const bucket of buckets) {
    // Both ends open: the listings without a value.
    if (bucket.from === null && bucket.to === null) continue;
    const low = bucket.from ?? Number.NEGATIVE_INFINITY;
    const high = bucket.to === null ? Number.POSITIVE_INFINITY : bucket.to - 1;
    if (high < min || low > max) continue;
    if (low < min || high > max) {
      if (bucket.count > 0) return undefined;
      continue;
    }
    total += bucket.count;
  }
  return total;
}

/** The label of a name: its smallest count, with "+" for an open end ("10+"), or the span ("1-5"). */
function labelOf(range: CountRange): string {
  if (range.max === undefined) return `${range.min ?? 0}+`;
  if (range.min === undefined || range.min === range.max) return String(range.max);
  return `${range.min}-${range.max}`;
}

export function countFacets(source: FacetsSource, request: SearchRequest, t: Translate): LegacyFacet[] {
  const fields = request as unknown as Readonly<Record<string, CountRange | undefined>>;
  const facets: LegacyFacet[] = [];
  for (const [name, target] of LEGACY_KEYS) {
    if (target.kind !== 'counts') continue;
    const buckets = source[target.field];
    if (!isBucketList(buckets)) continue;
    const chosen = fields[target.field];
    const options = Object.entries(target.names).map(([option, range]): LegacyFacetOption => {
      const count = countWithin(buckets, range);
      return { name: option, label: labelOf(range), ...(count === undefined ? {} : { count }), selected: chosen?.min === range.min && chosen?.max === range.max };
    });
    facets.push(facet(name, t(`field.${target.field}`), options, { hidden: options.every((option) => !option.count) }));
  }
  return facets;
}

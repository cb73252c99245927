/**
 * Facet counts as the API returns them. Each facet counts the rows that pass every filter but its
 * own: the matches, plus the near misses of its own filter. Pack counters are spread back over
 * their fields once per pack; brand counts are the sums of their models.
 */
import { ENUM_FILTERS, ENUM_FILTER_KEYS, type EnumFilterKey, type EnumFilterValue } from '@/lib/search-request/fields';
import type { SearchRequest } from '@/lib/search-request/schema';
import { ADDED_SINCE, RADIUS_STEPS, type RadiusStep } from '@/lib/vehicle/enums';
import { RANGE_BUCKETS, bucketRange, displayBucketOfStored, displayBuckets, type BucketScale, type BucketedRangeKey } from './buckets';
import type { BuiltIndex, Counters } from './build';
import type { CompiledQuery, FacetTarget } from './compile';
import { ADDED_SINCE_DAYS, amsterdamDay } from './dutch-day';
import type { DerivedNear, Partition } from './evaluate';
import type { Kernels } from './kernel';
import { FACET_FIELD_KEYS, FIELD_LOCATION, fieldSpec, PACK_FIELDS, RANGE_FACET_FIELD, type FacetFieldKey } from './facet-fields';
import { NO_STEP } from './origin-geometry';
import { DAY_BINS } from './store';

export interface FacetOption<T extends string = string> {
  value: T;
  count: number;
}
export interface BrandFacetOption extends FacetOption {
  label: string;
}
/** A model of a selected brand (or a selected model), with its brand. */
export interface ModelFacetOption extends FacetOption {
  label: string;
  /** The brand's slug. */
  brand: string;
}
/** [from, to) in the range's unit (euros, years, km, kW, cm); null where open. */
export interface RangeFacetBucket {
  from: number | null;
  to: number | null;
  count: number;
  /**
   * Of `count`, the listings whose value is exactly `from`: set on the scales that store every step
   * apart (buckets.ts `exact`), so that "tot en met `from`" can be counted exactly (issue 49).
   */
  atFrom?: number;
}

/**
 * Every bucketed range (buckets.ts RANGE_BUCKETS) has its buckets, in the range's unit: euros, years,
 * km, pk, cm (frame heights one per centimetre), Wh, berths, kg, counts, euros a month.
 */
export type SearchFacets = { [K in EnumFilterKey]: FacetOption<EnumFilterValue<K>>[] } & { [K in BucketedRangeKey]: RangeFacetBucket[] } & {
  brand: BrandFacetOption[];
  model: ModelFacetOption[];
  /** How many listings each yes/no switch would leave. */
  napOnly: number;
  onlineToFinance: number;
  vatDeductible: number;
  onlineToLease: number;
  pluginHybrid: number;
  addedSince: FacetOption<(typeof ADDED_SINCE)[number]>[];
  /** Listings within each radius of the postal code; empty without a postal code. */
  radius: FacetOption<RadiusStep>[];
};

/** Arrays reused from query to query: near-miss counts per filter bit (in the kernels' arena) and per-field counts. */
export class FacetWork {
  kernels: Kernels | null = null;
  private readonly near = new Map<number, Uint32Array>();
  readonly fieldValues = new Map<FacetFieldKey, Uint32Array>(
    FACET_FIELD_KEYS.map((key) => {
      const spec = fieldSpec(key);
      return [key, new Uint32Array(spec.mask ? Math.log2(spec.cardinality) : spec.cardinality)];
    }),
  );
  model: Uint32Array = new Uint32Array(1);
  brand: Uint32Array = new Uint32Array(1);

  /** A zeroed view of `size` near-miss counters for a filter bit, active until `clearNear`. */
  nearArray(bit: number, size: number): Uint32Array {
    const array = this.kernels ? this.kernels.nearView(bit, size) : new Uint32Array(size);
    array.fill(0);
    this.near.set(bit, array);
    return array;
  }

  clearNear(): void {
    this.near.clear();
  }

  nearOf(bit: number): Uint32Array | null {
    return this.near.get(bit) ?? null;
  }
}

interface TargetColumn {
  column: Uint16Array | Uint32Array;
  /** The column's constant in the kernels' context. */
  name: string;
  size: number;
  counter: DerivedNear['counter'];
}

function targetColumn(index: BuiltIndex, target: FacetTarget): TargetColumn {
  const { store } = index;
  switch (target.kind) {
    case 'field': {
      const pack = FIELD_LOCATION.get(target.field)?.pack ?? 0;
      return { column: store.packs[pack] ?? new Uint16Array(0), name: `PACK${pack}`, size: store.packTables[pack]?.size ?? 1, counter: pack };
    }
    case 'model':
      return { column: store.model, name: 'MODEL', size: store.dictionaries.modelSlugs.length, counter: 'model' };
    case 'location':
      return { column: store.location, name: 'LOCATION', size: store.dictionaries.locationLatitude.length, counter: 'location' };
    case 'day':
      return { column: store.dayBin, name: 'DAYBIN', size: DAY_BINS, counter: 'day' };
  }
}

/** Prepares the near-miss arrays; the derived one (if any) is filled while counting matches. */
export function prepareNear(index: BuiltIndex, query: CompiledQuery, partition: Partition, work: FacetWork): DerivedNear | null {
  let derived: DerivedNear | null = null;
  work.clearNear();
  query.targets.forEach((target, bit) => {
    if (!target) return;
    const { size, counter } = targetColumn(index, target);
    const counts = work.nearArray(bit, size);
    if (bit === partition.derivedNearBit) derived = { counter, counts };
  });
  return derived;
}

/** Adds the listed near misses (built rows unless derived, and appended rows) to their arrays. */
export function countListedNear(index: BuiltIndex, query: CompiledQuery, partition: Partition, work: FacetWork): void {
  if (partition.nearRows.length === 0) return;
  const targets: { bit: number; column: string }[] = [];
  query.targets.forEach((target, bit) => {
    if (target && work.nearOf(bit)) targets.push({ bit, column: targetColumn(index, target).name });
  });
  if (work.kernels) {
    work.kernels.countNear(targets, partition.nearRows.length);
    return;
  }
  for (const { bit } of targets) {
    const counts = work.nearOf(bit);
    const target = query.targets[bit];
    if (!counts || !target) continue;
    const { column } = targetColumn(index, target);
    for (let index2 = 0; index2 < partition.nearRows.length; index2++) {
      if (partition.nearBits[index2] !== bit) continue;
      const code = column[partition.nearRows[index2] ?? 0] ?? 0;
      counts[code] = (counts[code] ?? 0) + 1;
    }
  }
}

function addCode(values: Uint32Array, code: number, count: number, mask: boolean): void {
  if (!mask) {
    values[code] = (values[code] ?? 0) + count;
    return;
  }
  for (let rest = code; rest !== 0; rest &= rest - 1) {
    const bit = 31 - Math.clz32(rest & -rest);
    values[bit] = (values[bit] ?? 0) + count;
  }
}

/** Per-field counts: every pack's counts spread over its fields, plus each filtered field's own near misses. */
function spreadPacks(index: BuiltIndex, query: CompiledQuery, counters: Counters, work: FacetWork): void {
  PACK_FIELDS.forEach((fields, pack) => {
    const table = index.store.packTables[pack];
    const counts = counters.packs[pack];
    if (!table || !counts) return;
    const slots = fields.map((field) => ({ values: work.fieldValues.get(field.key) ?? new Uint32Array(0), codes: table.fieldCodes[slot(field.key)] ?? new Uint16Array(0), mask: field.mask }));
    for (const entry of slots) entry.values.fill(0);
    const size = Math.min(table.size, counts.length);
    for (let code = 0; code < size; code++) {
      const count = counts[code] ?? 0;
      if (count === 0) continue;
      for (const entry of slots) addCode(entry.values, entry.codes[code] ?? 0, count, entry.mask);
    }
  });
  query.targets.forEach((target, bit) => {
    if (target?.kind !== 'field') return;
    const near = work.nearOf(bit);
    const location = FIELD_LOCATION.get(target.field);
    const table = location ? index.store.packTables[location.pack] : undefined;
    const values = work.fieldValues.get(target.field);
    if (!near || !location || !table || !values) return;
    const codes = table.fieldCodes[location.slot] ?? new Uint16Array(0);
    const mask = fieldSpec(target.field).mask;
    for (let code = 0; code < table.size; code++) {
      const count = near[code] ?? 0;
      if (count !== 0) addCode(values, codes[code] ?? 0, count, mask);
    }
  });
}

function slot(field: FacetFieldKey): number {
  return FIELD_LOCATION.get(field)?.slot ?? 0;
}

function buckets(counts: Uint32Array | undefined, scale: BucketScale): RangeFacetBucket[] {
  const result: RangeFacetBucket[] = [];
  if (!counts) return result;
  const display = new Array<number>(displayBuckets(scale) + 1).fill(0);
  // On an exact scale the even stored buckets from 2 on hold one step value each: the `from` of their display bucket.
  const atFrom = scale.exact ? new Array<number>(display.length).fill(0) : null;
  for (let stored = 1; stored < counts.length; stored++) {
    const bucket = displayBucketOfStored(scale, stored);
    const count = counts[stored] ?? 0;
    display[bucket] = (display[bucket] ?? 0) + count;
    if (atFrom && stored >= 2 && stored % 2 === 0) atFrom[bucket] = (atFrom[bucket] ?? 0) + count;
  }
  for (let bucket = 1; bucket < display.length; bucket++) {
    const count = display[bucket] ?? 0;
    if (count === 0) continue;
    result.push(atFrom ? { ...bucketRange(scale, bucket), count, atFrom: atFrom[bucket] ?? 0 } : { ...bucketRange(scale, bucket), count });
  }
  return result;
}

function withNear(into: Uint32Array, base: Uint32Array, near: Uint32Array | null, size: number): Uint32Array {
  const target = into.length >= size ? into : new Uint32Array(size);
  for (let code = 0; code < size; code++) target[code] = (base[code] ?? 0) + (near?.[code] ?? 0);
  return target;
}

function nearFor(query: CompiledQuery, work: FacetWork, kind: FacetTarget['kind']): Uint32Array | null {
  const bit = query.targets.findIndex((target) => target?.kind === kind);
  return bit >= 0 ? work.nearOf(bit) : null;
}

export function buildFacets(index: BuiltIndex, query: CompiledQuery, request: SearchRequest, counters: Counters, work: FacetWork, nowMs: number): SearchFacets {
  const { dictionaries, dayBase, maxDayBin } = index.store;
  spreadPacks(index, query, counters, work);
  const values = (key: FacetFieldKey) => work.fieldValues.get(key) ?? new Uint32Array(0);

  const enums = {} as Record<EnumFilterKey, FacetOption[]>;
  for (const key of ENUM_FILTER_KEYS) {
    const counts = values(key);
    const selected: readonly string[] = request[key] as readonly string[];
    const offset = fieldSpec(key).mask ? 0 : 1;
    const all: readonly string[] = ENUM_FILTERS[key];
    const options: FacetOption[] = [];
    for (let position = 0; position < all.length; position++) {
      const value = all[position] ?? '';
      const count = counts[position + offset] ?? 0;
      if (count > 0 || (selected.length > 0 && selected.includes(value))) options.push({ value, count });
    }
    enums[key] = options;
  }

  const modelCount = dictionaries.modelSlugs.length;
  work.model = withNear(work.model, counters.model, nearFor(query, work, 'model'), modelCount);
  const modelCounts = work.model;
  if (work.brand.length < dictionaries.brandSlugs.length) work.brand = new Uint32Array(dictionaries.brandSlugs.length);
  const brandCounts = work.brand;
  brandCounts.fill(0);
  for (let code = 0; code < modelCount; code++) {
    const brand = dictionaries.modelBrand[code] ?? 0;
    brandCounts[brand] = (brandCounts[brand] ?? 0) + (modelCounts[code] ?? 0);
  }
  const brand: BrandFacetOption[] = [];
  for (const code of dictionaries.brandOrder()) {
    const slug = dictionaries.brandSlugs[code] ?? '';
    const count = brandCounts[code] ?? 0;
    if (count > 0 || request.brand.includes(slug)) brand.push({ value: slug, label: dictionaries.brandLabels[code] ?? slug, count });
  }
  // A selected brand no listing has still shows, with 0, so a person can see and undo the choice.
  for (const slug of request.brand) if (!dictionaries.brandIndex.has(slug)) brand.push({ value: slug, label: slug, count: 0 });
  // Models only make sense under a brand: they are listed for the selected brands (and any selected model).
  const model: ModelFacetOption[] = [];
  if (request.brand.length > 0 || request.model.length > 0) {
    for (const code of dictionaries.modelOrder()) {
      const slug = dictionaries.modelSlugs[code] ?? '';
      const brandSlug = dictionaries.brandSlugs[dictionaries.modelBrand[code] ?? 0] ?? '';
      const count = modelCounts[code] ?? 0;
      const selected = request.model.includes(slug);
      if ((request.brand.includes(brandSlug) && (count > 0 || selected)) || (selected && count > 0)) {
        model.push({ value: slug, label: dictionaries.modelLabels[code] ?? slug, brand: brandSlug, count });
      }
    }
  }

  const nearDays = nearFor(query, work, 'day');
  const today = amsterdamDay(nowMs);
  const addedSince = ADDED_SINCE.map((value) => {
    let count = 0;
    for (let bin = Math.max(0, today - ADDED_SINCE_DAYS[value] - dayBase); bin <= maxDayBin; bin++) count += (counters.day[bin] ?? 0) + (nearDays?.[bin] ?? 0);
    return { value, count };
  });

  const radius: FacetOption<RadiusStep>[] = [];
  if (query.geometry) {
    const { step } = query.geometry;
    const nearLocations = nearFor(query, work, 'location');
    const perStep = new Array<number>(RADIUS_STEPS.length + 1).fill(0);
    for (let code = 0; code < step.length; code++) {
      const count = (counters.location[code] ?? 0) + (nearLocations?.[code] ?? 0);
      if (count === 0) continue;
      const index = Math.min(step[code] ?? NO_STEP, RADIUS_STEPS.length);
      perStep[index] = (perStep[index] ?? 0) + count;
    }
    let running = 0;
    RADIUS_STEPS.forEach((value, index) => radius.push({ value, count: (running += perStep[index] ?? 0) }));
  }

  return {
    ...(enums as { [K in EnumFilterKey]: FacetOption<EnumFilterValue<K>>[] }),
    brand,
    model,
    ...(Object.fromEntries(
      (Object.keys(RANGE_BUCKETS) as BucketedRangeKey[]).map((range) => [range, buckets(values(RANGE_FACET_FIELD[range]), RANGE_BUCKETS[range])]),
    ) as { [K in BucketedRangeKey]: RangeFacetBucket[] }),
    napOnly: values('nap')[1] ?? 0,
    onlineToFinance: values('financeable')[1] ?? 0,
    vatDeductible: values('vatDeductible')[1] ?? 0,
    onlineToLease: values('leasable')[1] ?? 0,
    pluginHybrid: values('pluginHybrid')[1] ?? 0,
    addedSince,
    radius,
  };
}

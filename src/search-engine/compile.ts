/**
 * Turns a search request into what the scan needs: one fail bit per filter, lookup tables that
 * give the OR of fail bits for every pack code (so all filters on one pack cost one array read a
 * row), range bounds, the brand/model table, the distance table per dealer location, and for
 * every bit the facet its near misses count toward.
 */
import { ENUM_FILTER_KEYS, ENUM_FILTERS, type EnumFilterKey, type RangeKey } from '@/lib/search-request/fields';
import type { SearchRequest } from '@/lib/search-request/schema';
import { locatePostcode, type GeoPoint } from '@/lib/geo/coordinates';
import { RADIUS_STEPS } from '@/lib/vehicle/enums';
import type { BuiltIndex } from './build';
import type { CodeColumn, RangeColumn } from './kernel';
import { RANGE_BUCKETS, coveredBuckets, type BucketedRangeKey } from './buckets';
import { addedSinceFirstDay } from './dutch-day';
import { FIELD_LOCATION, MASK_FIELDS, RANGE_FACET_FIELD, fieldSpec, type FacetFieldKey, type FlagFieldKey } from './facet-fields';
import { NO_STEP, type OriginGeometry } from './origin-geometry';
import { SEGMENT_COUNT, SEGMENT_OF } from './store';

/** Enum filters without a fail bit of their own (the 30 bits are all taken): they share OTHER_BIT. */
const SHARING_ENUMS: ReadonlySet<EnumFilterKey> = new Set(['priceRating', 'driveType', 'imported', 'accessories']);
/** The yes/no filters of issue 20 share OTHER_BIT too; the request flag and its facet field. */
const SHARING_FLAGS = [
  ['vatDeductible', 'vatDeductible'],
  ['onlineToLease', 'leasable'],
  ['pluginHybrid', 'pluginHybrid'],
] as const satisfies readonly (readonly [keyof SearchRequest, FlagFieldKey])[];
const BIT_OWNING_ENUMS = ENUM_FILTER_KEYS.filter((key) => !SHARING_ENUMS.has(key));
const ENUM_BIT = new Map<EnumFilterKey, number>(BIT_OWNING_ENUMS.map((key, index) => [key, index]));
export const BRAND_MODEL_BIT = BIT_OWNING_ENUMS.length;
const RANGE_BIT: Partial<Record<RangeKey, number>> = {
  price: BRAND_MODEL_BIT + 1,
  buildYear: BRAND_MODEL_BIT + 2,
  mileage: BRAND_MODEL_BIT + 3,
  powerPk: BRAND_MODEL_BIT + 4,
};
const NAP_BIT = BRAND_MODEL_BIT + 5;
const FINANCE_BIT = BRAND_MODEL_BIT + 6;
const DISTANCE_BIT = BRAND_MODEL_BIT + 7;
const ADDED_BIT = BRAND_MODEL_BIT + 8;
/**
 * Ranges without a bit of their own share one (the 30 bits are all taken), and so do the price
 * rating, the motor position and the filters of issue 20 (import, accessories, the three flags). A sharing filter's facet owns the bit when it is the only such
 * filter set; with two set, failing either counts toward no facet, so their facets then count
 * matches only.
 */
const OTHER_BIT = BRAND_MODEL_BIT + 9;
export const FILTER_BITS = OTHER_BIT + 1;
if (FILTER_BITS > 30) throw new Error('Too many filters for 30 fail bits');

function isBucketed(key: RangeKey): key is BucketedRangeKey {
  return key in RANGE_BUCKETS;
}

export type FacetTarget = { kind: 'field'; field: FacetFieldKey } | { kind: 'model' } | { kind: 'location' } | { kind: 'day' };

export interface RangeFilter {
  key: RangeColumn;
  column: Int32Array;
  low: number;
  span: number;
  bit: number;
}

export interface CompiledQuery {
  segment: number;
  packFilters: { pack: number; table: Uint32Array }[];
  codeFilters: { name: CodeColumn; column: Uint32Array; table: Uint32Array }[];
  rangeFilters: RangeFilter[];
  text: string | null;
  /** Per fail bit: where rows failing only that filter are counted. */
  targets: (FacetTarget | null)[];
  origin: GeoPoint | null;
  /** Kilometres from the postal code to each dealer location. */
  locationKm: Float64Array | null;
  geometry: OriginGeometry | null;
  /** Whether a range without a facet of its own is active (its rows count toward no facet). */
  otherRanges: boolean;
  /** Model codes the brand/model filter lets through, when there is one. */
  allowedModels: number[] | null;
  /**
   * The dealer filter's dealer code; −1 for a dealer with no listing (nothing matches); null
   * without the filter. It has no facet: rows of other dealers fail it hard, like free text.
   */
  dealer: number | null;
}

const EURO_CENTS = 100;
const INT32_MAX = 2 ** 31 - 1;

export function compileQuery(index: BuiltIndex, request: SearchRequest, nowMs: number): CompiledQuery {
  const { store } = index;
  const targets: (FacetTarget | null)[] = new Array<FacetTarget | null>(FILTER_BITS).fill(null);
  const query: CompiledQuery = {
    segment: request.mobilityType === 'alle' ? SEGMENT_COUNT : SEGMENT_OF[request.mobilityType],
    packFilters: [],
    codeFilters: [],
    rangeFilters: [],
    text: request.text ?? null,
    targets,
    origin: null,
    locationKm: null,
    geometry: null,
    otherRanges: false,
    allowedModels: null,
    dealer: request.dealer === undefined ? null : (store.dictionaries.dealerIndex.get(request.dealer) ?? -1),
  };

  const fieldFilters: FieldFilter[] = [];
  for (const key of ENUM_FILTER_KEYS) {
    const values = request[key] as readonly string[];
    if (values.length === 0) continue;
    const all: readonly string[] = ENUM_FILTERS[key];
    const positions = values.map((value) => all.indexOf(value));
    if (MASK_FIELDS.has(key)) {
      const wanted = positions.reduce((mask, position) => mask | (1 << position), 0);
      fieldFilters.push({ field: key, bit: ENUM_BIT.get(key) ?? OTHER_BIT, allowed: (code) => (code & wanted) !== 0, describe: values.join(',') });
    } else {
      const codes = new Set(positions.map((position) => position + 1));
      fieldFilters.push({ field: key, bit: ENUM_BIT.get(key) ?? OTHER_BIT, allowed: (code) => codes.has(code), describe: values.join(',') });
    }
  }
  if (request.napOnly) fieldFilters.push({ field: 'nap', bit: NAP_BIT, allowed: (code) => code === 1, describe: 'yes' });
  if (request.onlineToFinance) fieldFilters.push({ field: 'financeable', bit: FINANCE_BIT, allowed: (code) => code === 1, describe: 'yes' });
  for (const [flag, field] of SHARING_FLAGS) if (request[flag]) fieldFilters.push({ field, bit: OTHER_BIT, allowed: (code) => code === 1, describe: 'yes' });
  if (request.brand.length > 0 || request.model.length > 0) {
    const table = cached(index, `model|${index.version}|${store.dictionaries.modelSlugs.length}|${request.brand.join(',')}|${request.model.join(',')}`, () =>
      brandModelTable(index, request),
    );
    query.codeFilters.push({ name: 'MODEL', column: store.model, table });
    query.allowedModels = allowedCodes(table, store.dictionaries.modelSlugs.length);
    targets[BRAND_MODEL_BIT] = { kind: 'model' };
  }

  for (const key of Object.keys(store.range) as RangeKey[]) {
    const range = request[key];
    if (!range) continue;
    const facet = isBucketed(key) ? RANGE_FACET_FIELD[key] : undefined;
    const bucketed = isBucketed(key) ? coveredBuckets(RANGE_BUCKETS[key], range.min, range.max) : null;
    if (facet && bucketed) {
      // The bounds are bucket edges: the filter is a lookup in the pack that holds the buckets.
      fieldFilters.push({ field: facet, bit: RANGE_BIT[key] ?? OTHER_BIT, allowed: bucketed, describe: `${range.min}-${range.max}` });
      continue;
    }
    const scale = key === 'price' ? EURO_CENTS : 1;
    const low = Math.min(INT32_MAX, (range.min ?? 0) * scale);
    const high = Math.min(INT32_MAX, range.max === undefined ? INT32_MAX : range.max * scale);
    const bit = RANGE_BIT[key] ?? OTHER_BIT;
    if (bit === OTHER_BIT) query.otherRanges = true;
    query.rangeFilters.push({ key, column: store.range[key], low, span: high - low, bit });
    if (facet) targets[bit] = { kind: 'field', field: facet };
  }

  for (const filter of fieldFilters) targets[filter.bit] = { kind: 'field', field: filter.field };
  const sharing =
    (Object.keys(store.range) as RangeKey[]).filter((key) => request[key] && RANGE_BIT[key] === undefined).length +
    [...SHARING_ENUMS].filter((key) => request[key].length > 0).length +
    SHARING_FLAGS.filter(([flag]) => request[flag]).length;
  if (sharing > 1) {
    targets[OTHER_BIT] = null;
    query.otherRanges = true;
  }
  store.packTables.forEach((table, pack) => {
    const onPack = fieldFilters.filter((filter) => FIELD_LOCATION.get(filter.field)?.pack === pack);
    if (onPack.length > 0) query.packFilters.push({ pack, table: packFailTable(index, pack, onPack) });
  });

  if (request.addedSince) {
    const firstDay = addedSinceFirstDay(request.addedSince, nowMs);
    query.rangeFilters.push({ key: 'day', column: store.day, low: Math.max(0, firstDay), span: INT32_MAX - Math.max(0, firstDay), bit: ADDED_BIT });
    targets[ADDED_BIT] = { kind: 'day' };
  }

  const origin = request.postalCode ? locatePostcode(request.postalCode) : null;
  if (origin) {
    const geometry = index.geometry.get(store.dictionaries, origin);
    query.origin = origin;
    query.geometry = geometry;
    query.locationKm = geometry.km;
    if (request.radius) {
      const widest = RADIUS_STEPS.indexOf(request.radius);
      const table = cached(index, `radius|${origin.latitude},${origin.longitude}|${geometry.step.length}|${widest}`, () => {
        const failBits = new Uint32Array(Math.max(1, geometry.step.length));
        for (let location = 0; location < geometry.step.length; location++) if ((geometry.step[location] ?? NO_STEP) > widest) failBits[location] = 1 << DISTANCE_BIT;
        return failBits;
      });
      query.codeFilters.push({ name: 'LOCATION', column: store.location, table });
      targets[DISTANCE_BIT] = { kind: 'location' };
    }
  }
  return query;
}

/** The codes below `size` a filter table lets through (no fail bit). */
export function allowedCodes(table: Uint32Array, size: number): number[] {
  const codes: number[] = [];
  for (let code = 0; code < size && code < table.length; code++) if (table[code] === 0) codes.push(code);
  return codes;
}

/** Filter tables are kept across queries: people repeat filters far more than they invent new ones. */
function cached(index: BuiltIndex, key: string, make: () => Uint32Array): Uint32Array {
  const existing = index.tableCache.get(key);
  if (existing) return existing;
  const table = make();
  if (index.tableCache.size >= TABLE_CACHE_SIZE) index.tableCache.clear();
  index.tableCache.set(key, table);
  return table;
}

interface FieldFilter {
  field: FacetFieldKey;
  bit: number;
  allowed: (code: number) => boolean;
  /** What the filter lets through, as a cache key. */
  describe: string;
}

const TABLE_CACHE_SIZE = 256;

/**
 * The fail bits of every code of a pack under the filters on its fields. Requests repeat (the same
 * price steps, the same fuels), so tables are kept per pack, filters and pack size.
 */
function packFailTable(index: BuiltIndex, pack: number, filters: FieldFilter[]): Uint32Array {
  const table = index.store.packTables[pack];
  const size = table?.size ?? 0;
  // The field is part of the key: filters that share a bit on one pack (the switches of issue 20) differ only by it.
  const key = `${pack}|${size}|${filters.map((filter) => `${filter.field}:${filter.bit}:${filter.describe}`).join('|')}`;
  return cached(index, key, () => makePackFailTable(index, pack, filters, size));
}

function makePackFailTable(index: BuiltIndex, pack: number, filters: FieldFilter[], size: number): Uint32Array {
  const table = index.store.packTables[pack];
  const failBits = new Uint32Array(Math.max(1, size));
  for (const filter of filters) {
    const spec = fieldSpec(filter.field);
    const allowed = new Uint8Array(spec.cardinality);
    for (let code = 0; code < spec.cardinality; code++) allowed[code] = filter.allowed(code) ? 1 : 0;
    const codes = table?.fieldCodes[FIELD_LOCATION.get(filter.field)?.slot ?? 0] ?? new Uint16Array(0);
    const bit = 1 << filter.bit;
    for (let code = 0; code < size; code++) if (allowed[codes[code] ?? 0] === 0) failBits[code] = (failBits[code] ?? 0) | bit;
  }
  return failBits;
}

/**
 * Brand and model together, as people choose them: a selected model implies its brand, and a
 * brand without any of its models selected means every model of that brand. A model slug that
 * several brands use (a "500") applies to the selected brands that have live listings of it, or to
 * all brands when none do. A model no live listing has narrows the selected brands to nothing
 * (an old link to a sold-out model answers "none", not "every listing of the brand").
 */
function brandModelTable(index: BuiltIndex, request: SearchRequest): Uint32Array {
  const { dictionaries } = index.store;
  const brands = new Set<number>();
  for (const slug of request.brand) {
    const brand = dictionaries.brandIndex.get(slug);
    if (brand !== undefined) brands.add(brand);
  }
  const models = new Set<number>();
  const brandsWithModels = new Set<number>();
  for (const slug of request.model) {
    // Only models with live listings count: the answer must not depend on listings since removed.
    const codes = (dictionaries.modelsBySlug.get(slug) ?? []).filter((code) => (index.modelLive[code] ?? 0) > 0);
    const ofSelectedBrands = codes.filter((code) => brands.has(dictionaries.modelBrand[code] ?? -1));
    for (const code of ofSelectedBrands.length > 0 ? ofSelectedBrands : codes) {
      models.add(code);
      brandsWithModels.add(dictionaries.modelBrand[code] ?? -1);
    }
    // A model no listing has (an old link) still narrows the selected brands: to nothing.
    if (codes.length === 0) for (const brand of brands) brandsWithModels.add(brand);
  }
  const table = new Uint32Array(Math.max(1, dictionaries.modelSlugs.length));
  for (let code = 0; code < dictionaries.modelSlugs.length; code++) {
    const brand = dictionaries.modelBrand[code] ?? -1;
    const allowed = models.has(code) || (brands.has(brand) && !brandsWithModels.has(brand));
    if (!allowed) table[code] = 1 << BRAND_MODEL_BIT;
  }
  return table;
}

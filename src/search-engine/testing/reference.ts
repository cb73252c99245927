/**
 * A deliberately naive search over plain documents: one predicate per filter, every facet by
 * filtering the whole list again without its own predicate, sorting with a comparator. The
 * engine's tests compare every answer against it on random data.
 */
import { ENUM_FILTER_KEYS, type EnumFilterKey, type RangeKey } from '@/lib/search-request/fields';
import type { SearchRequest } from '@/lib/search-request/schema';
import { slugify } from '@/lib/search-request/slug';
import { haversineKm, locatePostcode } from '@/lib/geo/coordinates';
import { ADDED_SINCE, MOBILITY_TYPES, RADIUS_KM, RADIUS_STEPS } from '@/lib/vehicle/enums';
import { RANGE_BUCKETS, bucketOf, type BucketScale, type BucketedRangeKey } from '../buckets';
import type { SearchDocument } from '../document';
import { ADDED_SINCE_DAYS, amsterdamDay } from '../dutch-day';
import { qualityScore, quantizeQuality, assuranceScore } from '../quality';
import { matchQuality, tokenize } from '../text';

type Predicate = (doc: SearchDocument) => boolean;

/** Enum filters without a fail bit of their own (compile.ts), named like the ranges that share one. */
const SHARING_ENUMS: readonly EnumFilterKey[] = ['priceRating', 'driveType', 'imported', 'accessories'];
const filterName = (key: EnumFilterKey) => (SHARING_ENUMS.includes(key) ? `other-${key}` : key);

/**
 * The filters that share the engine's OTHER fail bit (compile.ts): the ranges without a facet and
 * the price rating and the motor position. A facet of one of them ignores its own filter only
 * when it is alone there.
 */
function sharedBitFilters(filters: Map<string, Predicate>): string[] {
  return [...filters.keys()].filter((name) => name.startsWith('other-'));
}
type Counts = Record<string, number>;

/** The switches of issue 20 share the OTHER bit (compile.ts): each with what a listing must have. */
const SHARED_BIT_FLAGS = [
  ['vatDeductible', (doc: SearchDocument) => doc.vatDeductible],
  ['onlineToLease', (doc: SearchDocument) => doc.leasePrice !== null && doc.leasePrice > 0],
  ['pluginHybrid', (doc: SearchDocument) => doc.pluginHybrid],
] as const;

/** The ranges with a fail bit of their own (compile.ts); every other range shares the OTHER bit. */
const BIT_OWNING_RANGES: readonly RangeKey[] = ['price', 'buildYear', 'mileage', 'powerPk'];

export interface ReferenceAnswer {
  /** Every match, in the request's order. */
  ids: number[];
  facets: Record<string, Counts>;
  /** Text relevance per id (text searches only). */
  scores: Map<number, number>;
  distance: Map<number, number>;
}

const RANGE_VALUE: Record<RangeKey, (doc: SearchDocument) => number | null> = {
  price: (doc) => doc.price,
  buildYear: (doc) => doc.year,
  modelYear: (doc) => doc.modelYear,
  mileage: (doc) => doc.mileage,
  powerPk: (doc) => doc.powerPk,
  engineCapacity: (doc) => doc.engineCapacity,
  batteryCapacity: (doc) => doc.batteryCapacity,
  frameHeight: (doc) => doc.frameHeight,
  maximumMass: (doc) => doc.maximumMass,
  emptyMass: (doc) => doc.emptyMass,
  berths: (doc) => doc.berths,
  lengthCm: (doc) => doc.lengthCm,
  doors: (doc) => doc.doors,
  seats: (doc) => doc.seats,
  gears: (doc) => doc.gears,
  cylinders: (doc) => doc.cylinders,
  leasePrice: (doc) => doc.leasePrice,
};

function enumValues(doc: SearchDocument, key: EnumFilterKey): string[] {
  const value = doc[key as keyof SearchDocument];
  if (Array.isArray(value)) return value as string[];
  return typeof value === 'string' ? [value] : [];
}

function textScore(doc: SearchDocument, text: string): number {
  const docTokens = tokenize([doc.brand, doc.model, doc.variant ?? '', doc.title].join(' '));
  const queryTokens = tokenize(text);
  let score = 0;
  for (const [position, queryToken] of queryTokens.entries()) {
    const best = Math.max(0, ...docTokens.map((token) => matchQuality(queryToken, token, position === queryTokens.length - 1)));
    if (best === 0) return 0;
    score += best;
  }
  return queryTokens.length === 0 ? 0 : score;
}

function brandModelPredicate(docs: readonly SearchDocument[], request: SearchRequest): Predicate {
  const brandOf = (doc: SearchDocument) => slugify(doc.brand) || '-';
  const modelOf = (doc: SearchDocument) => slugify(doc.model) || '-';
  const brands = new Set(request.brand);
  const selected = new Set<string>();
  const brandsWithModels = new Set<string>();
  for (const model of request.model) {
    const pairs = new Set(docs.filter((doc) => modelOf(doc) === model).map((doc) => `${brandOf(doc)}/${model}`));
    const inSelectedBrands = [...pairs].filter((pair) => brands.has(pair.split('/')[0] ?? ''));
    for (const pair of inSelectedBrands.length > 0 ? inSelectedBrands : pairs) {
      selected.add(pair);
      brandsWithModels.add(pair.split('/')[0] ?? '');
    }
    if (pairs.size === 0) for (const brand of brands) brandsWithModels.add(brand);
  }
  return (doc) => selected.has(`${brandOf(doc)}/${modelOf(doc)}`) || (brands.has(brandOf(doc)) && !brandsWithModels.has(brandOf(doc)));
}

function medians(docs: readonly SearchDocument[]): (doc: SearchDocument) => number | null {
  const groups = new Map<string, number[]>();
  const keys = (doc: SearchDocument) => [`${slugify(doc.brand) || '-'}/${slugify(doc.model) || '-'}/${doc.year}`, `${slugify(doc.brand) || '-'}/${slugify(doc.model) || '-'}`];
  for (const doc of docs) for (const key of keys(doc)) groups.set(key, [...(groups.get(key) ?? []), doc.price]);
  const median = (key: string) => {
    const prices = groups.get(key);
    if (!prices || prices.length < 5) return null;
    return [...prices].sort((a, b) => a - b)[prices.length >> 1] ?? null;
  };
  return (doc) => {
    const [byYear, byModel] = keys(doc);
    return median(byYear ?? '') ?? median(byModel ?? '');
  };
}

/** A document's bucket on a scale, as a facet value (null: no value). */
function bucket(scale: BucketScale, value: (doc: SearchDocument) => number | null): (doc: SearchDocument) => (string | null)[] {
  return (doc) => {
    const v = value(doc);
    return [v === null ? null : String(bucketOf(scale, v))];
  };
}

export function referenceSearch(docs: readonly SearchDocument[], request: SearchRequest, now: number): ReferenceAnswer {
  const filters = new Map<string, Predicate>();
  const hard: Predicate[] = [];
  if (request.mobilityType !== 'alle') hard.push((doc) => doc.mobilityType === request.mobilityType);
  // One dealer's stock: no facet counts the other dealers' listings.
  if (request.dealer !== undefined) hard.push((doc) => doc.dealerId === request.dealer);
  const scores = new Map<number, number>();
  if (request.text) {
    const text = request.text;
    for (const doc of docs) scores.set(doc.id, textScore(doc, text));
    hard.push((doc) => (scores.get(doc.id) ?? 0) > 0);
  }
  for (const key of ENUM_FILTER_KEYS) {
    const wanted = new Set<string>(request[key] as readonly string[]);
    // The price rating and the motor position share the fail bit of the ranges without a facet (compile.ts), so they are named like them.
    if (wanted.size > 0) filters.set(filterName(key), (doc) => enumValues(doc, key).some((value) => wanted.has(value)));
  }
  if (request.brand.length > 0 || request.model.length > 0) filters.set('brandModel', brandModelPredicate(docs, request));
  for (const key of Object.keys(RANGE_VALUE) as RangeKey[]) {
    const range = request[key];
    if (!range) continue;
    const scale = key === 'price' ? 100 : 1;
    const name = BIT_OWNING_RANGES.includes(key) ? key : `other-${key}`;
    filters.set(name, (doc) => {
      const value = RANGE_VALUE[key](doc);
      return value !== null && value >= (range.min ?? 0) * scale && value <= (range.max ?? Infinity) * scale;
    });
  }
  if (request.napOnly) filters.set('napOnly', (doc) => doc.hasNap);
  if (request.onlineToFinance) filters.set('onlineToFinance', (doc) => doc.financeable);
  for (const [flag, holds] of SHARED_BIT_FLAGS) if (request[flag]) filters.set(`other-${flag}`, holds);
  const origin = request.postalCode ? locatePostcode(request.postalCode) : null;
  const distance = new Map<number, number>();
  if (origin) for (const doc of docs) distance.set(doc.id, haversineKm(origin, doc));
  if (origin && request.radius) {
    const radius = RADIUS_KM[request.radius];
    filters.set('radius', (doc) => (distance.get(doc.id) ?? Infinity) <= radius);
  }
  const today = amsterdamDay(now);
  if (request.addedSince) {
    const firstDay = today - ADDED_SINCE_DAYS[request.addedSince];
    filters.set('addedSince', (doc) => amsterdamDay(doc.addedAt) >= firstDay);
  }

  const passingAllBut = (except: string | null) =>
    docs.filter((doc) => hard.every((predicate) => predicate(doc)) && [...filters].every(([name, predicate]) => name === except || predicate(doc)));

  const count = (subset: SearchDocument[], valuesOf: (doc: SearchDocument) => (string | null)[]): Counts => {
    const counts: Counts = {};
    for (const doc of subset) for (const value of valuesOf(doc)) if (value !== null) counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  };

  const ownShared = (name: string) => (sharedBitFilters(filters).join() === name ? name : null);
  const facets: Record<string, Counts> = {};
  for (const key of ENUM_FILTER_KEYS) facets[key] = count(passingAllBut(SHARING_ENUMS.includes(key) ? ownShared(filterName(key)) : key), (doc) => enumValues(doc, key));
  const brandModel = passingAllBut('brandModel');
  facets.brand = count(brandModel, (doc) => [slugify(doc.brand) || '-']);
  facets.model = count(brandModel, (doc) => [`${slugify(doc.brand) || '-'}/${slugify(doc.model) || '-'}`]);
  for (const key of Object.keys(RANGE_BUCKETS) as BucketedRangeKey[]) {
    const own = BIT_OWNING_RANGES.includes(key) ? key : ownShared(`other-${key}`);
    // Price buckets are in euros, the document's price in cents.
    const value = key === 'price' ? (doc: SearchDocument) => Math.floor(doc.price / 100) : RANGE_VALUE[key];
    facets[key] = count(passingAllBut(own), bucket(RANGE_BUCKETS[key], value));
  }
  facets.switches = {
    napOnly: passingAllBut('napOnly').filter((doc) => doc.hasNap).length,
    onlineToFinance: passingAllBut('onlineToFinance').filter((doc) => doc.financeable).length,
    ...Object.fromEntries(SHARED_BIT_FLAGS.map(([flag, holds]) => [flag, passingAllBut(ownShared(`other-${flag}`)).filter(holds).length])),
  };
  const recent = passingAllBut('addedSince');
  facets.addedSince = Object.fromEntries(
    ADDED_SINCE.map((choice) => [choice, recent.filter((doc) => amsterdamDay(doc.addedAt) >= today - ADDED_SINCE_DAYS[choice]).length]),
  );
  if (origin) {
    const near = passingAllBut('radius');
    facets.radius = Object.fromEntries(RADIUS_STEPS.map((step) => [step, near.filter((doc) => (distance.get(doc.id) ?? Infinity) <= RADIUS_KM[step]).length]));
  }

  const medianOf = medians(docs);
  const quality = new Map(docs.map((doc) => [doc.id, quantizeQuality(qualityScore(doc, medianOf(doc)))]));
  const rowOrder = (a: SearchDocument, b: SearchDocument) =>
    MOBILITY_TYPES.indexOf(a.mobilityType) - MOBILITY_TYPES.indexOf(b.mobilityType) ||
    (quality.get(b.id) ?? 0) - (quality.get(a.id) ?? 0) ||
    a.id - b.id;
  const last = Number.POSITIVE_INFINITY;
  const ascending = (value: (doc: SearchDocument) => number | null) => (a: SearchDocument, b: SearchDocument) =>
    (value(a) ?? last) - (value(b) ?? last);
  const descending = (value: (doc: SearchDocument) => number | null) => (a: SearchDocument, b: SearchDocument) => {
    const [first, second] = [value(a), value(b)];
    if (first === null || second === null) return (first === null ? 1 : 0) - (second === null ? 1 : 0);
    return second - first;
  };
  // Text order: relevance, then the quality score without its lowest byte (as documented), then row order.
  const coarseQuality = (doc: SearchDocument) => (0xffffffff - (quality.get(doc.id) ?? 0)) >>> 8;
  const yearMonth = (doc: SearchDocument) => doc.year * 16 + doc.month;
  const primary: Record<SearchRequest['sort'], (a: SearchDocument, b: SearchDocument) => number> = {
    besteResultaat: request.text
      ? (a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || coarseQuality(a) - coarseQuality(b)
      : request.mobilityType === 'alle'
        ? (a, b) => (quality.get(b.id) ?? 0) - (quality.get(a.id) ?? 0)
        : () => 0,
    laatstToegevoegd: (a, b) => Math.floor(b.addedAt / 1000) - Math.floor(a.addedAt / 1000),
    zekerheden: (a, b) => assuranceScore(b) - assuranceScore(a),
    prijsOplopend: ascending((doc) => doc.price),
    prijsAflopend: descending((doc) => doc.price),
    bouwjaarOplopend: ascending(yearMonth),
    bouwjaarAflopend: descending(yearMonth),
    kilometerstandOplopend: ascending((doc) => doc.mileage),
    kilometerstandAflopend: descending((doc) => doc.mileage),
    modeljaarOplopend: ascending((doc) => doc.modelYear),
    modeljaarAflopend: descending((doc) => doc.modelYear),
    afstand: origin ? ascending((doc) => distance.get(doc.id) ?? null) : () => 0,
    prijsbeoordeling: ascending((doc) => doc.dealRatio),
  };
  const compare = primary[request.sort];
  const matches = passingAllBut(null).sort((a, b) => compare(a, b) || rowOrder(a, b));
  return { ids: matches.map((doc) => doc.id), facets, scores, distance };
}


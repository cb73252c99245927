/**
 * fast-check generators of listings and of requests that hit them: small vocabularies so filters,
 * ties and shared model names (a "500" of two brands) are common.
 */
import fc from 'fast-check';
import { ENUM_FILTERS } from '@/lib/search-request/fields';
import { parseSearchRequest, type SearchRequest, type SearchRequestInput } from '@/lib/search-request/schema';
import { ADDED_SINCE, KINDS_BY_MOBILITY, MOBILITY_TYPES, MOBILITY_TYPES_WITH_ALL, RADIUS_STEPS, SORT_ORDERS, kwToPk } from '@/lib/vehicle/enums';
import type { SearchDocument } from '../document';

export const NOW = Date.UTC(2025, 5, 15, 10, 30);
const DAY = 86_400_000;

const BRANDS = ['Volkswagen', 'Audi', 'Citroën', 'Mercedes-Benz', 'Gazelle', 'Fiat'];
const MODELS = ['Golf', 'A4', 'C3', '500', 'E-Klasse', 'Ultimate C8'];
const VARIANTS = ['1.5 TSI Highline', 'Sportback', 'Automaat', 'Comfortline Business'];
/** Dealer locations: Utrecht, Amsterdam, Groningen, Maastricht, Zwolle, Breda, Den Helder. */
const LOCATIONS: [number, number][] = [
  [52.0907, 5.1214],
  [52.3676, 4.9041],
  [53.2194, 6.5665],
  [50.8514, 5.691],
  [52.5168, 6.083],
  [51.5719, 4.7683],
  [52.9563, 4.7601],
];

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null, freq: 3 });
const oneOf = <T>(values: readonly T[]) => fc.constantFrom(...values);
const some = <T>(values: readonly T[], max: number) => fc.subarray([...values], { maxLength: Math.min(max, values.length) });

const documentWithoutId = fc.record({
  mobilityType: oneOf(MOBILITY_TYPES),
  kindPick: fc.nat(5),
  brand: oneOf(BRANDS),
  model: oneOf(MODELS),
  variant: maybe(oneOf(VARIANTS)),
  bodyType: maybe(oneOf(['hatchback', 'sedan', 'naked', 'stadsfiets', 'integraal'] as const)),
  fuel: some(ENUM_FILTERS.fuel, 2),
  transmission: maybe(oneOf(ENUM_FILTERS.transmission)),
  colour: maybe(oneOf(ENUM_FILTERS.colour)),
  condition: oneOf(ENUM_FILTERS.condition),
  usageState: oneOf(ENUM_FILTERS.usageState),
  energyLabel: maybe(oneOf(ENUM_FILTERS.energyLabel)),
  drivingLicence: maybe(oneOf(ENUM_FILTERS.drivingLicence)),
  driveWheels: maybe(oneOf(ENUM_FILTERS.driveWheels)),
  motorBrand: maybe(oneOf(ENUM_FILTERS.motorBrand)),
  frameMaterial: maybe(oneOf(ENUM_FILTERS.frameMaterial)),
  frameType: maybe(oneOf(ENUM_FILTERS.frameType)),
  brakeType: maybe(oneOf(ENUM_FILTERS.brakeType)),
  batteryPosition: maybe(oneOf(ENUM_FILTERS.batteryPosition)),
  driveType: maybe(oneOf(ENUM_FILTERS.driveType)),
  bedLayout: maybe(oneOf(ENUM_FILTERS.bedLayout)),
  kitchenLayout: maybe(oneOf(ENUM_FILTERS.kitchenLayout)),
  seatingLayout: maybe(oneOf(ENUM_FILTERS.seatingLayout)),
  warrantyTypes: some(ENUM_FILTERS.warrantyTypes, 2),
  certainties: some(ENUM_FILTERS.certainties, 4),
  price: fc.oneof(fc.constantFrom(0, 499_900, 1_000_000, 1_500_050), fc.integer({ min: 0, max: 9_000_000 })),
  year: fc.integer({ min: 1985, max: 2025 }),
  month: fc.integer({ min: 1, max: 12 }),
  modelYear: maybe(fc.integer({ min: 1985, max: 2026 })),
  mileage: maybe(fc.oneof(fc.constantFrom(0, 50_000, 100_000), fc.integer({ min: 0, max: 400_000 }))),
  powerKw: maybe(fc.integer({ min: 5, max: 420 })),
  engineCapacity: maybe(fc.integer({ min: 50, max: 6000 })),
  batteryCapacity: maybe(fc.integer({ min: 200, max: 1300 })),
  frameHeight: maybe(fc.integer({ min: 40, max: 65 })),
  maximumMass: maybe(fc.integer({ min: 500, max: 5000 })),
  emptyMass: maybe(fc.integer({ min: 300, max: 4000 })),
  berths: maybe(fc.integer({ min: 1, max: 12 })),
  lengthCm: maybe(fc.integer({ min: 300, max: 1000 })),
  doors: maybe(fc.integer({ min: 2, max: 5 })),
  seats: maybe(fc.integer({ min: 1, max: 9 })),
  gears: maybe(fc.oneof(fc.integer({ min: 1, max: 10 }), fc.constantFrom(21, 24, 27))),
  cylinders: maybe(fc.integer({ min: 1, max: 12 })),
  leasePrice: maybe(fc.integer({ min: 40, max: 900 })),
  imported: oneOf(ENUM_FILTERS.imported),
  accessories: some(ENUM_FILTERS.accessories, 4),
  vatDeductible: fc.boolean(),
  pluginHybrid: fc.boolean(),
  location: oneOf(LOCATIONS),
  // One dealer often holds most of a set (its filter is then scanned), the others a few rows each (their posting lists are visited).
  dealerId: fc.oneof({ weight: 3, arbitrary: fc.constant(1) }, { weight: 2, arbitrary: fc.integer({ min: 2, max: 6 }) }),
  ageMs: fc.integer({ min: 0, max: 70 * DAY }),
  hasNap: fc.boolean(),
  financeable: fc.boolean(),
  photosCount: fc.nat(20),
  // A rating comes with its ratio; the ratio's few values make ties (and their row order) common.
  rated: maybe(fc.record({ rating: oneOf(ENUM_FILTERS.priceRating), ratio: fc.constantFrom(0.85, 0.93, 1, 1.2) })),
});

export const documentsArbitrary = (maxLength: number): fc.Arbitrary<SearchDocument[]> =>
  fc.array(documentWithoutId, { minLength: Math.min(40, maxLength), maxLength }).map((drafts) =>
    drafts.map(({ kindPick, location, ageMs, rated, ...draft }, index) => {
      const kinds = KINDS_BY_MOBILITY[draft.mobilityType];
      return {
        ...draft,
        powerPk: draft.powerKw === null ? null : kwToPk(draft.powerKw),
        id: index * 3 + 1,
        code: `ab${String(index).padStart(5, '0')}`,
        kind: kinds[kindPick % kinds.length] ?? 'personenwagen',
        title: [draft.brand, draft.model, draft.variant].filter(Boolean).join(' '),
        latitude: location[0],
        longitude: location[1],
        addedAt: NOW - ageMs,
        priceRating: rated?.rating ?? null,
        dealRatio: rated?.ratio ?? null,
      };
    }),
  );

const range = (values: readonly number[]) =>
  fc.option(fc.record({ min: fc.option(oneOf(values), { nil: undefined }), max: fc.option(oneOf(values), { nil: undefined }) }, { requiredKeys: [] }), {
    nil: undefined,
  });

const candidates = {
  brand: some(['volkswagen', 'audi', 'citroen', 'mercedes-benz', 'gazelle', 'fiat', 'lada'], 2),
  model: some(['golf', 'a4', 'c3', '500', 'e-klasse', 'testarossa'], 2),
  bodyType: some(['hatchback', 'sedan', 'naked', 'stadsfiets'] as const, 2),
  kind: some(['personenwagen', 'ebike', 'camper'] as const, 2),
  fuel: some(ENUM_FILTERS.fuel, 3),
  transmission: some(ENUM_FILTERS.transmission, 2),
  colour: some(ENUM_FILTERS.colour, 3),
  condition: some(ENUM_FILTERS.condition, 1),
  warrantyTypes: some(ENUM_FILTERS.warrantyTypes, 3),
  certainties: some(ENUM_FILTERS.certainties, 4),
  motorBrand: some(ENUM_FILTERS.motorBrand, 4),
  seatingLayout: some(ENUM_FILTERS.seatingLayout, 3),
  priceRating: some(ENUM_FILTERS.priceRating, 2),
  price: range([0, 4999, 5000, 10000, 15000, 40000, 90000]),
  // Step values (answered from the packs) mixed with values between steps (answered from the columns).
  buildYear: range([1985, 1990, 2005, 2015, 2020, 2030]),
  mileage: range([0, 50000, 100000, 123456, 200000]),
  powerPk: range([50, 75, 80, 150, 300]),
  // Counts on and between their steps; a lease price between steps is answered from the column.
  doors: range([2, 3, 5]),
  seats: range([2, 5, 7]),
  gears: range([1, 4, 6, 21]),
  cylinders: range([3, 4, 7]),
  leasePrice: range([100, 175, 300]),
  imported: some(ENUM_FILTERS.imported, 1),
  accessories: some(ENUM_FILTERS.accessories, 2),
  vatDeductible: fc.boolean(),
  onlineToLease: fc.boolean(),
  pluginHybrid: fc.boolean(),
  // 85 lies past the last frame height step: answered from the column.
  frameHeight: range([40, 47, 52, 60, 85]),
  // 12 berths and 1,200 Wh lie past the last step: answered from the column.
  berths: range([2, 4, 12]),
  batteryCapacity: range([300, 500, 625, 1200]),
  lengthCm: range([500, 640, 750]),
  maximumMass: range([1000, 1350, 1499, 3500]),
  driveType: some(ENUM_FILTERS.driveType, 2),
  modelYear: range([2000, 2020]),
  napOnly: fc.boolean(),
  onlineToFinance: fc.boolean(),
  postalCode: oneOf(['3511 AB', '1012', '9711', '6211', '4331']),
  radius: oneOf(RADIUS_STEPS),
  addedSince: oneOf(ADDED_SINCE),
  // 9 is a dealer without listings.
  dealer: oneOf([1, 2, 3, 5, 9]),
  text: oneOf(['golf', 'volkswagn', 'citroen c3', 'merc', 'highline', 'a4 sportback', 'gof', 'ultimate c8', '1.5 tsi', 'zzz', 'mercedes-benz e', 'hoghlone', 'comfortlien']),
};
type CandidateKey = keyof typeof candidates;
const CANDIDATE_KEYS = Object.keys(candidates) as CandidateKey[];

/** Requests with a few filters each (most combinations of many filters match nothing). */
export const engineRequestArbitrary: fc.Arbitrary<SearchRequest> = fc
  .record({
    values: fc.record(candidates),
    // A postal code often comes with a radius: pick them together now and then.
    keys: fc.oneof(
      { weight: 6, arbitrary: fc.subarray(CANDIDATE_KEYS, { maxLength: 3 }) },
      { weight: 1, arbitrary: fc.constant<CandidateKey[]>(['postalCode', 'radius']) },
      { weight: 2, arbitrary: fc.constantFrom<CandidateKey[]>(['brand', 'model'], ['brand', 'model', 'colour'], ['model', 'price']) },
      { weight: 2, arbitrary: fc.constantFrom<CandidateKey[]>(['dealer'], ['dealer', 'brand'], ['dealer', 'fuel', 'price'], ['dealer', 'postalCode', 'radius']) },
    ),
    mobilityType: fc.oneof(fc.constant('alle' as const), oneOf(MOBILITY_TYPES_WITH_ALL)),
    sort: oneOf(SORT_ORDERS),
    page: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 4 })),
  })
  .map(({ values, keys, mobilityType, sort, page }) => {
    const input: Record<string, unknown> = { mobilityType, sort, page, postalCode: sort === 'afstand' ? values.postalCode : undefined };
    for (const key of keys) input[key] = values[key];
    return parseSearchRequest(input as SearchRequestInput);
  })
  .filter((result): result is { ok: true; request: SearchRequest } => result.ok)
  .map((result) => result.request);

/** Requests that always carry free text (typos, prefixes, accents, several words). */
export const textRequestArbitrary: fc.Arbitrary<SearchRequest> = fc
  .tuple(engineRequestArbitrary, candidates.text)
  .map(([request, text]) => parseSearchRequest({ ...request, text } as SearchRequestInput))
  .filter((result): result is { ok: true; request: SearchRequest } => result.ok)
  .map((result) => result.request);

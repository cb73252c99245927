/**
 * fast-check generators of search requests, shared by the codec's property tests and the engine's
 * tests. They produce raw inputs the way clients write them (labels with accents, single values,
 * reversed ranges), so the properties also exercise normalisation.
 */
import fc from 'fast-check';
import { ADDED_SINCE, MOBILITY_TYPES_WITH_ALL, RADIUS_STEPS, SORT_ORDERS } from '@/lib/vehicle/enums';
import { DEALER_ID_MAX, ENUM_FILTERS, ENUM_FILTER_KEYS, FLAG_KEYS, RANGE_KEYS } from './fields';
import { parseSearchRequest, type SearchRequest, type SearchRequestInput } from './schema';
import { swallowsAnotherSegment } from './url-grammar';

const brandLabels = ['Volkswagen', 'Mercedes-Benz', 'Citroën', 'Lynk & Co', 'BMW', 'Škoda', 'Alfa Romeo', 'Gazelle', 'Harley-Davidson', 'Bürstner'];

// Slugs a URL can carry: not starting with another segment's word (see swallowsAnotherSegment).
const slugLike = fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,7}){0,2}$/).filter((slug) => !swallowsAnotherSegment(slug));
const brandValue = fc.oneof(fc.constantFrom(...brandLabels), slugLike);

const wordUnit = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789éëïüçñ'.split(''));
const word = fc.string({ unit: wordUnit, minLength: 1, maxLength: 9 });
const separator = fc.constantFrom(' ', '  ', '-', ', ', '/', '.');
const text = fc
  .array(fc.tuple(word, separator), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.map(([w, s]) => w + s).join(''))
  .filter((value) => value.trim().length <= 100);

const range = fc.record({ min: fc.option(fc.nat({ max: 300_000 }), { nil: undefined }), max: fc.option(fc.nat({ max: 300_000 }), { nil: undefined }) }, { requiredKeys: [] });

const postalCode = fc
  .tuple(fc.integer({ min: 1000, max: 9999 }), fc.option(fc.stringMatching(/^[A-Za-z]{2}$/), { nil: undefined }), fc.constantFrom('', ' '))
  .map(([digits, letters, space]) => (letters ? `${digits}${space}${letters}` : String(digits)));

const enumLists = Object.fromEntries(
  ENUM_FILTER_KEYS.map((key) => [key, fc.subarray([...ENUM_FILTERS[key]] as string[], { maxLength: Math.min(3, ENUM_FILTERS[key].length) })]),
) as Record<string, fc.Arbitrary<string[]>>;
const ranges = Object.fromEntries(RANGE_KEYS.map((key) => [key, range])) as Record<string, typeof range>;

export const searchRequestInputArbitrary: fc.Arbitrary<SearchRequestInput> = fc.record(
  {
    mobilityType: fc.constantFrom(...MOBILITY_TYPES_WITH_ALL),
    dealer: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: DEALER_ID_MAX })),
    brand: fc.array(brandValue, { maxLength: 3 }),
    model: fc.array(slugLike, { maxLength: 3 }),
    ...enumLists,
    ...ranges,
    text,
    postalCode,
    radius: fc.constantFrom(...RADIUS_STEPS),
    addedSince: fc.constantFrom(...ADDED_SINCE),
    ...(Object.fromEntries(FLAG_KEYS.map((key) => [key, fc.boolean()])) as Record<(typeof FLAG_KEYS)[number], fc.Arbitrary<boolean>>),
    sort: fc.constantFrom(...SORT_ORDERS),
    page: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })),
  },
  { requiredKeys: ['mobilityType'] },
) as fc.Arbitrary<SearchRequestInput>;

/** Normalised requests (inputs the schema rejects are skipped). */
export const searchRequestArbitrary: fc.Arbitrary<SearchRequest> = searchRequestInputArbitrary
  .map((input) => parseSearchRequest(input))
  .filter((result): result is { ok: true; request: SearchRequest } => result.ok)
  .map((result) => result.request);

/**
 * The search request: one zod schema, the single source of truth for the JSON API, the URL codec
 * and the search engine. Parsing is lenient where leniency cannot change what a person meant and
 * strict where a value is simply not part of the vocabulary:
 *
 * - unknown keys are ignored as long as one key is ours (a body of none is another shape: 400);
 *   `null` counts as absent; a single value is accepted where a list is
 *   expected; duplicates are removed and lists sorted into one canonical order;
 * - a value outside an enumeration (colour "paars") makes the request malformed (HTTP 400), while
 *   any brand or model slug is valid ("lada" simply has no listings and gives an empty result);
 * - a range with min > max is swapped; bounds above RANGE_MAX are clamped; negative or fractional
 *   bounds are malformed;
 * - free text longer than TEXT_MAX_LENGTH is malformed; it is lowercased and reduced to words;
 * - a radius without a postal code is dropped, and sort 'afstand' without a postal code falls back
 *   to 'besteResultaat' (there is nothing to measure from);
 * - any page ≥ 1 is valid; a page past the end gives an empty page with the right total;
 * - a dealer is one dealer id (a positive integer); an id no listing has gives an empty result;
 * - power is `powerPk`; a `powerKw` range (older clients, saved searches stored before decision 037)
 *   is converted bound by bound to whole pk and dropped; `powerPk` wins when both are sent.
 *
 * See docs/decisions/003-search-url-grammar.md and 037-old-urls-new-filters-pk.md.
 */
import { z } from 'zod';
import { normalisePostcode } from '@/lib/geo/postcode';
import { ADDED_SINCE, MOBILITY_TYPES_WITH_ALL, kwToPk, RADIUS_STEPS, SORT_ORDERS } from '@/lib/vehicle/enums';
import {
  DEALER_ID_MAX,
  ENUM_FILTERS,
  ENUM_FILTER_KEYS,
  FLAG_KEYS,
  MULTI_SELECT_MAX_VALUES,
  RANGE_KEYS,
  RANGE_MAX,
  SLUG_VALUE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  type EnumFilterKey,
  type FlagKey,
  type RangeKey,
} from './fields';
import { NOT_PLAIN, PLAIN_FIELDS, POSTAL_CODE_INPUT_MAX_LENGTH, normalRange, normaliseSearchText } from './plain-fields';
import type { SearchRequestInput } from './request-input';
import { slugify } from './slug';
import { swallowsAnotherSegment } from './url-grammar';

const absentIfNull = (value: unknown) => (value === null ? undefined : value);
const asList = (value: unknown) => (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]);

function enumList<const T extends readonly [string, ...string[]]>(values: T) {
  const order = new Map<string, number>(values.map((value, index) => [value, index]));
  return z.preprocess(
    asList,
    z
      .array(z.enum(values))
      .max(MULTI_SELECT_MAX_VALUES)
      .transform((list) => [...new Set(list)].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))),
  );
}

const slugList = z.preprocess(
  asList,
  z
    .array(z.string().max(SLUG_VALUE_MAX_LENGTH))
    .max(MULTI_SELECT_MAX_VALUES)
    .transform((list) => list.map(slugify))
    .refine((list) => list.every((slug) => slug.length > 0), 'A brand or model needs at least one letter or digit')
    .refine((list) => !list.some(swallowsAnotherSegment), 'A brand or model cannot start with another filter\'s URL word')
    .transform((list) => [...new Set(list)].sort()),
);

const bound = z
  .number()
  .int()
  .nonnegative()
  .transform((value) => Math.min(value, RANGE_MAX));

export { normaliseSearchText };

export interface Range {
  min?: number;
  max?: number;
}

const range = z.preprocess(
  absentIfNull,
  z
    .object({ min: z.preprocess(absentIfNull, bound.optional()), max: z.preprocess(absentIfNull, bound.optional()) })
    .optional()
    .transform((value): Range | undefined => (value ? normalRange(value.min, value.max) : undefined)),
);

const text = z.preprocess(
  absentIfNull,
  z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().max(TEXT_MAX_LENGTH))
    .transform(normaliseSearchText)
    // Lowercasing can lengthen a few letters; the normal form must fit too, or its URL would not parse.
    .pipe(z.string().max(TEXT_MAX_LENGTH))
    .transform((value) => value || undefined)
    .optional(),
);

const postalCode = z.preprocess(
  absentIfNull,
  z
    .string()
    .max(POSTAL_CODE_INPUT_MAX_LENGTH)
    .transform((value, context) => {
      const normalised = normalisePostcode(value);
      if (normalised === null) {
        context.issues.push({ code: 'custom', message: 'Not a Dutch postal code', input: value });
        return z.NEVER;
      }
      return normalised;
    })
    .optional(),
);

const flag = z.preprocess(absentIfNull, z.boolean().default(false));

const enumFilterShape = Object.fromEntries(ENUM_FILTER_KEYS.map((key) => [key, enumList(ENUM_FILTERS[key])])) as unknown as {
  [K in EnumFilterKey]: ReturnType<typeof enumList<(typeof ENUM_FILTERS)[K]>>;
};
const rangeShape = Object.fromEntries(RANGE_KEYS.map((key) => [key, range])) as unknown as Record<RangeKey, typeof range>;
const flagShape = Object.fromEntries(FLAG_KEYS.map((key) => [key, flag])) as unknown as Record<FlagKey, typeof flag>;

const searchRequestFields = z.object({
  mobilityType: z.preprocess(absentIfNull, z.enum(MOBILITY_TYPES_WITH_ALL).default('alle')),
  dealer: z.preprocess(absentIfNull, z.number().int().min(1).max(DEALER_ID_MAX).optional()),
  brand: slugList,
  model: slugList,
  ...enumFilterShape,
  ...rangeShape,
  text,
  postalCode,
  radius: z.preprocess(absentIfNull, z.enum(RADIUS_STEPS).optional()),
  addedSince: z.preprocess(absentIfNull, z.enum(ADDED_SINCE).optional()),
  ...flagShape,
  sort: z.preprocess(absentIfNull, z.enum(SORT_ORDERS).default('besteResultaat')),
  page: z.preprocess(absentIfNull, z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(1)),
});

/**
 * `powerKw` as older clients and stored saved searches send it: each bound converted to whole pk.
 * A malformed bound is handed on unconverted so that the range schema reports it (a 400).
 */
function powerKwToPk(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || !('powerKw' in input)) return input;
  const { powerKw, ...rest } = input as Record<string, unknown>;
  if (rest.powerPk !== undefined && rest.powerPk !== null) return rest;
  if (powerKw === null || powerKw === undefined) return rest;
  if (typeof powerKw !== 'object' || Array.isArray(powerKw)) return { ...rest, powerPk: powerKw };
  const converted: Record<string, unknown> = { ...(powerKw as Record<string, unknown>) };
  for (const end of ['min', 'max'] as const) {
    const value = converted[end];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) converted[end] = kwToPk(Math.min(value, RANGE_MAX));
  }
  return { ...rest, powerPk: converted };
}

type ParsedFields = z.output<typeof searchRequestFields>;

/**
 * The rules between fields: a radius or a distance order needs a postal code to measure from.
 * Absent fields are left out, not kept as undefined.
 */
function betweenFields(request: ParsedFields): ParsedFields {
  const placed = request.postalCode !== undefined;
  const normalised: Record<string, unknown> = {};
  const fields: Record<string, unknown> = request;
  // for…in, not Object.entries: no list of pairs for some 45 fields at every parse.
  for (const key in fields) {
    const value = fields[key];
    if (value === undefined || (!placed && key === 'radius')) continue;
    normalised[key] = !placed && key === 'sort' && value === 'afstand' ? 'besteResultaat' : value;
  }
  return normalised as ParsedFields;
}

export const searchRequestSchema = z.preprocess(powerKwToPk, searchRequestFields).transform(betweenFields);

export type { SearchRequestInput };

/** The normalised request every consumer works with. */
export type SearchRequest = z.output<typeof searchRequestSchema>;

export type SearchRequestParse = { ok: true; request: SearchRequest } | { ok: false; issues: z.core.$ZodIssue[] };

type FieldKey = keyof typeof searchRequestFields.shape;
const FIELD_KEYS = Object.keys(searchRequestFields.shape) as FieldKey[];
const KNOWN_KEYS = new Set<string>([...FIELD_KEYS, 'powerKw']);

/**
 * A body in another shape (`{"MobilityType":"auto","Brand":["volkswagen"]}`, as older clients of
 * the site send) would otherwise pass as an empty request and answer every listing unfiltered. One
 * known key is enough to stay lenient about the rest; none at all is not our request.
 */
function hasNoKnownKey(input: unknown): boolean {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return false;
  const keys = Object.keys(input);
  return keys.length > 0 && !keys.some((key) => KNOWN_KEYS.has(key));
}

/**
 * Each field with what it becomes when absent (read once from its own schema: [] for a list, false
 * for a flag, a default, or nothing) and its plain parse (plain-fields.ts), in the schema's order.
 */
const FIELD_PLAN = FIELD_KEYS.map((key) => {
  const absent: unknown = searchRequestFields.shape[key].parse(undefined);
  return { key, absent, absentList: Array.isArray(absent), plain: PLAIN_FIELDS[key] };
});
// betweenFields' rules applied in one pass below need the postal code read before what depends on it.
if (!(FIELD_KEYS.indexOf('postalCode') < FIELD_KEYS.indexOf('radius') && FIELD_KEYS.indexOf('postalCode') < FIELD_KEYS.indexOf('sort'))) throw new Error('postalCode must come before radius and sort');

/**
 * The same parse as `searchRequestSchema`, field by field with the same schemas, where only the
 * fields the input has are run through zod: a request names a few of its 45 fields, and parsing
 * the absent ones as well made most of its cost and garbage (every keystroke in the search box
 * parses up to nine). A field in a plain shape skips zod as well (plain-fields.ts), and the rules
 * between fields are applied on the way instead of in a second copy. Undefined when a field is
 * malformed: the whole schema then says why.
 */
function parseFieldsPresent(input: unknown): SearchRequest | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const source = powerKwToPk(input) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const { key, absent, absentList, plain } of FIELD_PLAN) {
    const value = source[key];
    let parsed: unknown;
    if (value === undefined || value === null) {
      // A fresh list each time: callers add to the lists of the request they are handed.
      parsed = absentList ? [] : absent;
    } else {
      parsed = plain ? plain(value) : NOT_PLAIN;
      if (parsed === NOT_PLAIN) {
        const result = searchRequestFields.shape[key].safeParse(value);
        if (!result.success) return undefined;
        parsed = result.data;
      }
    }
    if (parsed === undefined) continue;
    if (key === 'radius' && fields.postalCode === undefined) continue;
    fields[key] = key === 'sort' && parsed === 'afstand' && fields.postalCode === undefined ? 'besteResultaat' : parsed;
  }
  return fields as SearchRequest;
}

export function parseSearchRequest(input: unknown): SearchRequestParse {
  if (hasNoKnownKey(input)) {
    return { ok: false, issues: [{ code: 'custom', message: 'None of the keys is a search request field', path: [], input }] };
  }
  const request = parseFieldsPresent(input);
  if (request) return { ok: true, request };
  const result = searchRequestSchema.safeParse(input);
  return result.success ? { ok: true, request: result.data } : { ok: false, issues: result.error.issues };
}

/** The normal form of an input already known to be valid (throws otherwise). */
export function normaliseSearchRequest(input: SearchRequestInput): SearchRequest {
  return parseFieldsPresent(input) ?? searchRequestSchema.parse(input);
}

/**
 * The request for a whole list: every filter empty, with lists of its own, as callers build on it
 * (every field is absent, so no zod runs: parseFieldsPresent).
 */
export function emptySearchRequest(mobilityType: SearchRequest['mobilityType'] = 'alle'): SearchRequest {
  return normaliseSearchRequest({ mobilityType });
}

/**
 * The search request's fields in the shapes our own code and well-behaved clients send them
 * (a list of known values, a range of whole numbers, a slug, a boolean), normalised without zod.
 * A keystroke in the search box parses up to nine requests, and zod's per-field parse was a
 * quarter of a suggestion's time (session 28's profile): its contexts and issue lists are
 * garbage even when nothing is wrong. Anything else answers NOT_PLAIN and zod parses it, so zod
 * still names what is wrong and decides every unusual shape; schema.test.ts checks that both give
 * the same request for any input (decision 053).
 */
import { normalisePostcode } from '@/lib/geo/postcode';
import { ADDED_SINCE, MOBILITY_TYPES_WITH_ALL, RADIUS_STEPS, SORT_ORDERS } from '@/lib/vehicle/enums';
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
} from './fields';
import { isSlug, slugify } from './slug';
import { swallowsAnotherSegment } from './url-grammar';

/** The answer of a plain parse that leaves the value to zod. */
export const NOT_PLAIN: unique symbol = Symbol('not plain');

/** A present (not null, not undefined) value's normal form, or NOT_PLAIN. */
type PlainField = (value: unknown) => unknown;

/** Lowercase words of letters and digits ("1.5" keeps its dot); every other character separates words. */
export function normaliseSearchText(raw: string): string {
  return raw
    .toLowerCase()
    .split(/[^\p{L}\p{N}.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter((word) => word.length > 0)
    .join(' ');
}

const oneOf = (values: readonly string[]): PlainField => {
  const known = new Set(values);
  return (value) => (typeof value === 'string' && known.has(value) ? value : NOT_PLAIN);
};

const wholeNumber = (min: number, max: number): PlainField => (value) => (Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max ? value : NOT_PLAIN);

const listOf = (value: unknown): readonly unknown[] | undefined => (Array.isArray(value) ? (value.length <= MULTI_SELECT_MAX_VALUES ? value : undefined) : [value]);

const enumList = (values: readonly string[]): PlainField => {
  const order = new Map(values.map((value, index) => [value, index]));
  return (value) => {
    const list = listOf(value);
    if (!list) return NOT_PLAIN;
    // A loop, not every(): every() skips the holes of a sparse array, which zod refuses.
    for (let at = 0; at < list.length; at++) if (!order.has(list[at] as string)) return NOT_PLAIN;
    return [...new Set(list as string[])].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  };
};

const slugList: PlainField = (value) => {
  const list = listOf(value);
  if (!list) return NOT_PLAIN;
  const slugs: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string' || item.length > SLUG_VALUE_MAX_LENGTH) return NOT_PLAIN;
    // A slug is its own slug: the Unicode normalisation slugify starts with is the costly part.
    const slug = isSlug(item) ? item : slugify(item);
    if (slug.length === 0 || swallowsAnotherSegment(slug)) return NOT_PLAIN;
    slugs.push(slug);
  }
  return [...new Set(slugs)].sort();
};

/** A range's normal form from valid bounds: nothing when both are absent, reversed bounds swapped, absent ones left out. */
export function normalRange(min: number | undefined, max: number | undefined): { min?: number; max?: number } | undefined {
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  const result: { min?: number; max?: number } = {};
  if (min !== undefined) result.min = min;
  if (max !== undefined) result.max = max;
  return result;
}

/** The longest postal code input read (with spaces around it); longer is malformed. */
export const POSTAL_CODE_INPUT_MAX_LENGTH = 20;

/** A bound as the range takes it: absent, or a whole number ≥ 0 (clamped); NOT_PLAIN otherwise. */
const rangeBound = (value: unknown): number | undefined | typeof NOT_PLAIN => {
  if (value === undefined || value === null) return undefined;
  return Number.isSafeInteger(value) && (value as number) >= 0 ? Math.min(value as number, RANGE_MAX) : NOT_PLAIN;
};

const range: PlainField = (value) => {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return NOT_PLAIN;
  const { min: rawMin, max: rawMax } = value as { min?: unknown; max?: unknown };
  const min = rangeBound(rawMin);
  const max = rangeBound(rawMax);
  if (min === NOT_PLAIN || max === NOT_PLAIN) return NOT_PLAIN;
  return normalRange(min, max);
};

const text: PlainField = (value) => {
  if (typeof value !== 'string') return NOT_PLAIN;
  const trimmed = value.trim();
  if (trimmed.length > TEXT_MAX_LENGTH) return NOT_PLAIN;
  const normal = normaliseSearchText(trimmed);
  if (normal.length > TEXT_MAX_LENGTH) return NOT_PLAIN;
  return normal || undefined;
};

const postalCode: PlainField = (value) => (typeof value === 'string' && value.length <= POSTAL_CODE_INPUT_MAX_LENGTH ? (normalisePostcode(value) ?? NOT_PLAIN) : NOT_PLAIN);

const flag: PlainField = (value) => (typeof value === 'boolean' ? value : NOT_PLAIN);

/** Every field of the request by its key; a field missing here is parsed by zod alone. */
export const PLAIN_FIELDS: Readonly<Record<string, PlainField>> = {
  mobilityType: oneOf(MOBILITY_TYPES_WITH_ALL),
  dealer: wholeNumber(1, DEALER_ID_MAX),
  brand: slugList,
  model: slugList,
  ...Object.fromEntries(ENUM_FILTER_KEYS.map((key) => [key, enumList(ENUM_FILTERS[key])])),
  ...Object.fromEntries(RANGE_KEYS.map((key) => [key, range])),
  text,
  postalCode,
  radius: oneOf(RADIUS_STEPS),
  addedSince: oneOf(ADDED_SINCE),
  ...Object.fromEntries(FLAG_KEYS.map((key) => [key, flag])),
  sort: oneOf(SORT_ORDERS),
  page: wholeNumber(1, Number.MAX_SAFE_INTEGER),
};

/**
 * Search request ⇄ canonical Dutch URL. `searchRequestToUrl` writes the one canonical URL of a
 * request; `parseSearchPath` reads any URL of the grammar (canonical or not, including the older
 * site's aliases) into the normalised request, or says precisely why it is not a search URL.
 * Property-tested: parse(write(r)) equals r for every normalised r, and write(parse(u)) === u for
 * every canonical u.
 */
import { ENUM_FILTERS, type EnumFilterKey, type RangeKey } from './fields';
import { parseSearchRequest, type SearchRequest } from './schema';
import { isSlug } from './slug';

export { searchRequestToPath, searchRequestToUrl } from './url-writer';
import { kwToPk } from '@/lib/vehicle/enums';
import {
  ADDED_SINCE_FROM_SLUG,
  BERTHS_AT_LEAST_PREFIX,
  DROPPED_PREFIXES,
  ENUM_VALUE_ALIASES,
  EXACT_COUNT_PREFIXES,
  KILOWATT_PREFIXES,
  LEGACY_ROOTS,
  MODEL_KEYWORDS_PREFIX,
  PREFIXED,
  RADIUS_FROM_SLUG,
  ROOT_TO_MOBILITY,
  SORT_FROM_SLUG,
  WORDS,
  endsWithVehicleCode,
  enumSlug,
  type Segment,
} from './url-grammar';

export type SearchPathError =
  | { kind: 'notASearchPath' }
  | { kind: 'vehicleDetailPath' }
  | { kind: 'unknownSegment'; segment: string }
  | { kind: 'duplicateSegment'; segment: string }
  | { kind: 'invalidValue'; segment: string }
  | { kind: 'invalidPage'; value: string };

export type SearchPathParse = { ok: true; request: SearchRequest } | { ok: false; error: SearchPathError };

export type SearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined> | undefined;

/** Raw request fields collected from segments before the schema normalises them. */
interface Draft {
  mobilityType: string;
  lists: Map<string, string[]>;
  ranges: Map<RangeKey, { min?: number; max?: number }>;
  singles: Map<string, string | number | boolean>;
  /** The old site's exact counts per range (`versnellingen-6`), made ranges at the end. */
  counts: Map<RangeKey, number[]>;
  /** The old site's model keywords, added to the free text. */
  modelKeywords: string[];
}

type SegmentOutcome = 'ok' | SearchPathError;

export function parseSearchPath(pathname: string, searchParams?: SearchParamsLike): SearchPathParse {
  const rawSegments = pathname.split('/').filter((segment) => segment.length > 0);
  const root = (rawSegments[0] ?? '').toLowerCase();
  const mobilityType = ROOT_TO_MOBILITY.get(root) ?? LEGACY_ROOTS[root];
  if (mobilityType === undefined) return fail({ kind: 'notASearchPath' });
  if (endsWithVehicleCode(pathname.replace(/\/+$/, '').toLowerCase())) return fail({ kind: 'vehicleDetailPath' });

  const draft: Draft = { mobilityType, lists: new Map(), ranges: new Map(), singles: new Map(), counts: new Map(), modelKeywords: [] };
  for (const raw of rawSegments.slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw).toLowerCase();
    } catch {
      return fail({ kind: 'invalidValue', segment: raw });
    }
    const outcome = readSegment(segment, draft);
    if (outcome !== 'ok') return fail(outcome);
  }

  const counted = applyCounts(draft);
  if (counted !== 'ok') return fail(counted);
  if (draft.modelKeywords.length > 0) {
    const text = draft.singles.get('text');
    draft.singles.set('text', [typeof text === 'string' ? text : '', ...draft.modelKeywords].join(' ').trim());
  }

  const page = readPage(searchParams);
  if (typeof page !== 'number') return fail(page);

  const input: Record<string, unknown> = { mobilityType: draft.mobilityType, page };
  for (const [field, values] of draft.lists) input[field] = values;
  for (const [field, range] of draft.ranges) input[field] = range;
  for (const [field, value] of draft.singles) input[field] = value;
  const parsed = parseSearchRequest(input);
  if (!parsed.ok) return fail({ kind: 'invalidValue', segment: parsed.issues.map((issue) => issue.path.join('.')).join(', ') });
  return { ok: true, request: parsed.request };
}

/** A full relative URL ("/auto/merk-audi?page=2") rather than path and parameters apart. */
export function parseSearchUrl(url: string): SearchPathParse {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return parseSearchPath(url);
  return parseSearchPath(url.slice(0, queryStart), new URLSearchParams(url.slice(queryStart + 1)));
}

function fail(error: SearchPathError): SearchPathParse {
  return { ok: false, error };
}

function readSegment(segment: string, draft: Draft): SegmentOutcome {
  const word = WORDS.get(segment);
  if (word) {
    if (word.type === 'dropped') return 'ok';
    if (word.type === 'flag') return setSingle(draft, word.field, true, segment);
    addToList(draft, word.field, word.value);
    return 'ok';
  }
  const alias = readAlias(segment, draft);
  if (alias !== null) return alias;
  const spec = PREFIXED.find((candidate) => segment.startsWith(candidate.prefix));
  if (!spec) return { kind: 'unknownSegment', segment };
  const value = segment.slice(spec.prefix.length);
  if (value.length === 0) return { kind: 'invalidValue', segment };
  return readPrefixed(spec, value, segment, draft);
}

function readPrefixed(spec: Extract<Segment, { prefix: string }>, value: string, segment: string, draft: Draft): SegmentOutcome {
  switch (spec.type) {
    case 'enum': {
      const enumValues = readEnum(spec.field, value);
      if (enumValues === undefined) return { kind: 'invalidValue', segment };
      for (const enumValue of enumValues) addToList(draft, spec.field, enumValue);
      return 'ok';
    }
    case 'slug':
      if (!isSlug(value)) return { kind: 'invalidValue', segment };
      addToList(draft, spec.field, value);
      return 'ok';
    case 'bound': {
      const number = readNumber(value);
      if (number === null) return { kind: 'invalidValue', segment };
      return setBound(draft, spec.field, spec.end, number, segment);
    }
    case 'dealer': {
      // Range (≥ 1, 32 bits) is the schema's to check; here only the form: digits.
      const id = readNumber(value);
      return id === null ? { kind: 'invalidValue', segment } : setSingle(draft, 'dealer', id, segment);
    }
    case 'postalCode':
      return setSingle(draft, 'postalCode', value, segment);
    case 'radius':
      return setFromMap(draft, 'radius', RADIUS_FROM_SLUG.get(value), segment);
    case 'text':
      return setSingle(draft, 'text', value.split('-').join(' '), segment);
    case 'addedSince':
      return setFromMap(draft, 'addedSince', ADDED_SINCE_FROM_SLUG.get(value), segment);
    case 'sort':
      return setFromMap(draft, 'sort', SORT_FROM_SLUG.get(value), segment);
  }
}

function readAlias(segment: string, draft: Draft): SegmentOutcome | null {
  for (const [prefix, end] of Object.entries(KILOWATT_PREFIXES)) {
    if (!segment.startsWith(prefix)) continue;
    const kw = readNumber(segment.slice(prefix.length));
    if (kw === null) return { kind: 'invalidValue', segment };
    return setBound(draft, 'powerPk', end, kwToPk(kw), segment);
  }
  if (segment.startsWith(BERTHS_AT_LEAST_PREFIX)) {
    const berths = readNumber(segment.slice(BERTHS_AT_LEAST_PREFIX.length));
    if (berths !== null) return setBound(draft, 'berths', 'min', berths, segment);
  }
  for (const [prefix, { field }] of Object.entries(EXACT_COUNT_PREFIXES)) {
    if (!segment.startsWith(prefix)) continue;
    const count = readNumber(segment.slice(prefix.length));
    if (count === null) break; // `versnellingen-vanaf-6`: the canonical range words.
    draft.counts.set(field, [...(draft.counts.get(field) ?? []), count]);
    return 'ok';
  }
  if (segment.startsWith(MODEL_KEYWORDS_PREFIX)) {
    const words = segment.slice(MODEL_KEYWORDS_PREFIX.length).split('-').filter((word) => word.length > 0);
    if (words.length === 0) return { kind: 'invalidValue', segment };
    draft.modelKeywords.push(words.join(' '));
    return 'ok';
  }
  if (DROPPED_PREFIXES.some((prefix) => segment.startsWith(prefix) && segment.length > prefix.length)) return 'ok';
  return null;
}

/** The exact counts as ranges: several counts of one kind become the range from the smallest to the largest. */
function applyCounts(draft: Draft): SegmentOutcome {
  for (const [field, counts] of draft.counts) {
    if (draft.ranges.has(field)) return { kind: 'duplicateSegment', segment: field };
    const orMoreFrom = Object.values(EXACT_COUNT_PREFIXES).find((spec) => spec.field === field)?.orMoreFrom;
    const min = Math.min(...counts);
    const max = Math.max(...counts);
    draft.ranges.set(field, orMoreFrom !== undefined && max >= orMoreFrom ? { min } : { min, max });
  }
  return 'ok';
}

function readEnum(field: EnumFilterKey, slug: string): readonly string[] | undefined {
  const values: readonly string[] = ENUM_FILTERS[field];
  const value = values.find((candidate) => enumSlug(field, candidate) === slug);
  return value === undefined ? ENUM_VALUE_ALIASES[field]?.[slug] : [value];
}

function readNumber(value: string): number | null {
  return /^[0-9]{1,15}$/.test(value) ? Number(value) : null;
}

function addToList(draft: Draft, field: string, value: string): void {
  const list = draft.lists.get(field) ?? [];
  list.push(value);
  draft.lists.set(field, list);
}

function setBound(draft: Draft, field: RangeKey, end: 'min' | 'max', value: number, segment: string): SegmentOutcome {
  const range = draft.ranges.get(field) ?? {};
  if (range[end] !== undefined) return { kind: 'duplicateSegment', segment };
  range[end] = value;
  draft.ranges.set(field, range);
  return 'ok';
}

function setSingle(draft: Draft, field: string, value: string | number | boolean, segment: string): SegmentOutcome {
  if (draft.singles.has(field)) return { kind: 'duplicateSegment', segment };
  draft.singles.set(field, value);
  return 'ok';
}

function setFromMap(draft: Draft, field: string, value: string | undefined, segment: string): SegmentOutcome {
  return value === undefined ? { kind: 'invalidValue', segment } : setSingle(draft, field, value, segment);
}

function readPage(searchParams: SearchParamsLike): number | SearchPathError {
  const raw = searchParams instanceof URLSearchParams ? searchParams.getAll('page') : toList(searchParams?.page);
  if (raw.length === 0) return 1;
  const value = raw[0] ?? '';
  if (raw.length > 1 || !/^[0-9]{1,16}$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    return { kind: 'invalidPage', value: raw.join(',') };
  }
  return Number(value);
}

function toList(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

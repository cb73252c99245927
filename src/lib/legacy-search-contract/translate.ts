/**
 * The old request → ours (decision 035): a body in the old site's dialect becomes the input of
 * `parseSearchRequest`, which validates and normalises it like any request of ours. The engine
 * never sees an old name. Pure.
 */
import { bicycleFuelToKind } from './bicycle-fuel';
import { LEGACY_KEYS, pascalKey, type CountRange, type KeyTarget } from './keys';
import { LegacyRequestError, readValue, readValues } from './values';
import { LEGACY_MOBILITY, LEGACY_MOBILITY_ALIASES } from './vocabulary';

export interface LegacyTranslation {
  /** Our request input (not yet validated: `parseSearchRequest` does that). */
  input: Record<string, unknown>;
  /** Old filters over data we do not hold, left out of the search (decision 035). */
  dropped: string[];
  /** Keys neither dialect knows; ignored as our own dialect ignores them. */
  ignored: string[];
}

export type LegacyTranslationResult = ({ ok: true } & LegacyTranslation) | { ok: false; reason: string };

interface Work extends LegacyTranslation {
  ranges: Map<string, CountRange>;
  certainties: Set<string>;
  keywords: string[];
  modelKeywords: string[];
}

function wholeNumber(key: string, value: unknown, prefix = ''): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const digits = prefix && value.toLowerCase().startsWith(prefix.toLowerCase()) ? value.slice(prefix.length) : value;
    if (/^\s*\d+\s*$/.test(digits)) return Number(digits);
  }
  throw new LegacyRequestError(`${key}: not a whole number`);
}

function flagValue(key: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new LegacyRequestError(`${key}: not true or false`);
}

function text(key: string, value: unknown): string {
  if (typeof value === 'string') return value;
  throw new LegacyRequestError(`${key}: not text`);
}

function mobilityOf(value: unknown): string {
  const key = text('MobilityType', value).trim().toLowerCase();
  const found = LEGACY_MOBILITY.find(([legacy]) => legacy === key)?.[1] ?? LEGACY_MOBILITY_ALIASES[key];
  if (!found) throw new LegacyRequestError(`MobilityType: unknown value ${key}`);
  return found;
}

/** The smallest range that holds every chosen count ("Six" and "Seven" → 6 to 7). */
function countsHull(key: string, value: unknown, names: Readonly<Record<string, CountRange>>): CountRange {
  const ranges = (Array.isArray(value) ? value : [value]).map((entry: unknown): CountRange => {
    if (typeof entry === 'number' || (typeof entry === 'string' && /^\d+$/.test(entry))) {
      const count = wholeNumber(key, entry);
      return { min: count, max: count };
    }
    const name = typeof entry === 'string' ? Object.keys(names).find((candidate) => candidate.toLowerCase() === entry.toLowerCase()) : undefined;
    const range = name === undefined ? undefined : names[name];
    if (!range) throw new LegacyRequestError(`${key}: unknown value ${String(entry)}`);
    return range;
  });
  if (ranges.length === 0) return {};
  const hull: CountRange = {};
  if (ranges.every((range) => range.min !== undefined)) hull.min = Math.min(...ranges.map((range) => range.min ?? 0));
  if (ranges.every((range) => range.max !== undefined)) hull.max = Math.max(...ranges.map((range) => range.max ?? 0));
  return hull;
}

function isEmpty(value: unknown): boolean {
  return value === false || value === '' || (Array.isArray(value) && value.length === 0);
}

function rangeOf(work: Work, field: string): CountRange {
  const range = work.ranges.get(field) ?? {};
  work.ranges.set(field, range);
  return range;
}

function apply(work: Work, key: string, target: KeyTarget, value: unknown): void {
  const { input } = work;
  switch (target.kind) {
    case 'mobility':
      input.mobilityType = mobilityOf(value);
      return;
    case 'brand':
    case 'model':
      for (const entry of Array.isArray(value) ? value : [value]) text(key, entry);
      input[target.kind] = value;
      return;
    case 'text':
      work.keywords.push(text(key, value));
      return;
    case 'modelText':
      work.modelKeywords.push(text(key, value));
      return;
    case 'postalCode':
      input.postalCode = text(key, value);
      return;
    case 'page':
      input.page = wholeNumber(key, value);
      return;
    case 'single': {
      const ours = readValue(target.table, value);
      if (ours?.[0] === undefined) work.dropped.push(key);
      else input[target.table.field] = ours[0];
      return;
    }
    case 'enum': {
      const ours = readValues(target.table, value);
      if (ours.length === 0) {
        if (!isEmpty(value)) work.dropped.push(key);
        return;
      }
      const before = Array.isArray(input[target.table.field]) ? (input[target.table.field] as unknown[]) : [];
      input[target.table.field] = [...new Set([...before, ...ours])];
      return;
    }
    case 'min':
    case 'max':
      rangeOf(work, target.field)[target.kind] = wholeNumber(key, value, target.prefix);
      return;
    case 'counts': {
      const hull = countsHull(key, value, target.names);
      if (hull.min !== undefined || hull.max !== undefined) work.ranges.set(target.field, hull);
      return;
    }
    case 'flag':
      if (flagValue(key, value)) input[target.field] = true;
      return;
    case 'certainty':
      if (flagValue(key, value)) for (const certainty of target.values) work.certainties.add(certainty);
      return;
    case 'accepted':
      return;
    case 'dropped':
      if (!isEmpty(value)) work.dropped.push(key);
      return;
  }
}

/** Our request input for a body in the old dialect, or why it cannot be read. */
export function translateLegacyRequest(body: Readonly<Record<string, unknown>>): LegacyTranslationResult {
  const work: Work = { input: {}, dropped: [], ignored: [], ranges: new Map(), certainties: new Set(), keywords: [], modelKeywords: [] };
  try {
    for (const [key, value] of Object.entries(body)) {
      if (value === null || value === undefined) continue;
      const target = LEGACY_KEYS.get(pascalKey(key));
      if (target) apply(work, key, target, value);
      else work.ignored.push(key);
    }
  } catch (error) {
    if (error instanceof LegacyRequestError) return { ok: false, reason: error.message };
    throw error;
  }
  const { input } = work;
  for (const [field, range] of work.ranges) input[field] = range;
  if (work.certainties.size > 0) input.certainties = [...work.certainties];
  const words = [...work.keywords, ...work.modelKeywords].map((words) => words.trim()).filter(Boolean);
  if (words.length > 0) input.text = words.join(' ');
  bicycleFuelToKind(input);
  return { ok: true, input, dropped: work.dropped, ignored: work.ignored };
}

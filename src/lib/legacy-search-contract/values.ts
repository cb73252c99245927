/** Reading and writing one enumeration value between the old vocabulary and ours (tables in vocabulary.ts). */
import { ENUM_FILTERS } from '@/lib/search-request/fields';
import { ADDED_SINCE, RADIUS_STEPS, SORT_ORDERS } from '@/lib/vehicle/enums';
import type { ValueTable } from './vocabulary';

/** A request in the old dialect that we cannot read: answered 400 'The search request is malformed'. */
export class LegacyRequestError extends Error {}

const SINGLE_VOCABULARIES: Readonly<Record<string, readonly string[]>> = { addedSince: ADDED_SINCE, radius: RADIUS_STEPS, sort: SORT_ORDERS };

/** Our values of a table's field: the request schema's vocabulary, or the table's own where the schema has none. */
export function ourVocabulary(table: ValueTable): readonly string[] {
  const fromSchema = (ENUM_FILTERS as Readonly<Record<string, readonly string[] | undefined>>)[table.field] ?? SINGLE_VOCABULARIES[table.field];
  if (fromSchema) return fromSchema;
  return table.rows.flatMap(([, ours]) => (ours === null ? [] : [ours]));
}

interface Lookup {
  byLegacy: Map<string, readonly string[] | null>;
  byOurs: Map<string, string>;
}
const lookups = new WeakMap<ValueTable, Lookup>();

function lookupOf(table: ValueTable): Lookup {
  let lookup = lookups.get(table);
  if (!lookup) {
    const byLegacy = new Map<string, readonly string[] | null>();
    for (const [legacy, ours] of table.rows) byLegacy.set(legacy.toLowerCase(), ours === null ? null : [ours]);
    for (const [legacy, ours] of Object.entries(table.aliases ?? {})) byLegacy.set(legacy.toLowerCase(), ours);
    const byOurs = new Map(ourVocabulary(table).map((value) => [value.toLowerCase(), value]));
    lookup = { byLegacy, byOurs };
    lookups.set(table, lookup);
  }
  return lookup;
}

/**
 * Our value(s) for one old value, matched without regard to case; null for an old value we hold
 * no data for. A value neither vocabulary knows makes the request malformed.
 */
export function readValue(table: ValueTable, raw: unknown): readonly string[] | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') throw new LegacyRequestError(`${table.field}: not a value`);
  const key = String(raw).trim().toLowerCase();
  const { byLegacy, byOurs } = lookupOf(table);
  const legacy = byLegacy.get(key);
  if (legacy !== undefined) return legacy;
  const ours = byOurs.get(key);
  if (ours !== undefined) return [ours];
  throw new LegacyRequestError(`${table.field}: unknown value ${String(raw)}`);
}

/** Every value of a list (or of one value), deduplicated; values we hold no data for are left out. */
export function readValues(table: ValueTable, raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [raw];
  return [...new Set(list.flatMap((value: unknown) => readValue(table, value) ?? []))];
}

/** The old name of our value: the table's, or our value in PascalCase where the old vocabulary had none. */
export function legacyName(table: ValueTable, ours: string): string {
  const row = table.rows.find(([, value]) => value === ours);
  if (row) return row[0];
  return ours.charAt(0).toUpperCase() + ours.slice(1);
}

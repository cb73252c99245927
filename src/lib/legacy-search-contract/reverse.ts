/**
 * Our request → the old dialect (decision 035): the body an old client would send for the same
 * search. The round-trip tests hold every table row to old → ours → old; the facets answer names
 * its options with it.
 */
import type { SearchRequest } from '@/lib/search-request/schema';
import { bicycleFuelsOfKinds } from './bicycle-fuel';
import { LEGACY_KEYS, type CountRange, type KeyTarget } from './keys';
import { legacyName } from './values';
import { LEGACY_MOBILITY } from './vocabulary';

type Request = Readonly<Record<string, unknown>>;

const isRange = (value: unknown): value is CountRange => value !== null && typeof value === 'object' && !Array.isArray(value);
const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

/** The old names of a count range: the one name that is exactly it, else every name inside it. */
export function countNames(range: CountRange, names: Readonly<Record<string, CountRange>>): string[] {
  const entries = Object.entries(names);
  const exact = entries.find(([, candidate]) => candidate.min === range.min && candidate.max === range.max);
  if (exact) return [exact[0]];
  const inside = (candidate: CountRange) =>
    (range.min === undefined || (candidate.min ?? Number.NEGATIVE_INFINITY) >= range.min) && (range.max === undefined || (candidate.max ?? Number.POSITIVE_INFINITY) <= range.max);
  return entries.filter(([, candidate]) => inside(candidate)).map(([name]) => name);
}

function fromTarget(key: string, target: KeyTarget, request: Request, body: Record<string, unknown>): void {
  switch (target.kind) {
    case 'enum': {
      const values = listOf(request[target.table.field]);
      if (values.length > 0) body[key] = [...new Set(values.map((value) => legacyName(target.table, value)))];
      return;
    }
    case 'single': {
      const value = request[target.table.field];
      if (typeof value === 'string') body[key] = legacyName(target.table, value);
      return;
    }
    case 'min':
    case 'max': {
      const range = request[target.field];
      const bound = isRange(range) ? range[target.kind] : undefined;
      if (bound !== undefined) body[key] = target.prefix ? `${target.prefix}${bound}` : bound;
      return;
    }
    case 'counts': {
      const range = request[target.field];
      if (isRange(range)) body[key] = target.field === 'berths' && range.min !== undefined && range.min === range.max ? range.min : countNames(range, target.names);
      return;
    }
    case 'flag':
      if (request[target.field] === true) body[key] = true;
      return;
    case 'certainty': {
      const certainties = listOf(request.certainties);
      if (target.values.some((value) => certainties.includes(value))) body[key] = true;
      return;
    }
    default:
      return;
  }
}

/** Keys that name the same thing twice; the reverse writes the first (HasNapOrBit for motorcycles, as the client does). */
const SECOND_NAMES = new Set(['IsPluginHybride']);

export function toLegacyRequest(request: SearchRequest): Record<string, unknown> {
  // A bicycle's kinds are the old site's bicycle fuels.
  const fields: Request =
    request.mobilityType === 'bicycle' && request.kind.length > 0 ? { ...request, fuel: [...new Set([...request.fuel, ...bicycleFuelsOfKinds(request.kind)])] } : (request as unknown as Request);
  const body: Record<string, unknown> = {};
  const mobility = LEGACY_MOBILITY.find(([, ours]) => ours === request.mobilityType);
  if (mobility) body.MobilityType = mobility[0];
  if (request.brand.length > 0) body.Brand = [...request.brand];
  if (request.model.length === 1) body.Model = request.model[0];
  else if (request.model.length > 1) body.Model = [...request.model];
  if (request.text) body.Keywords = request.text;
  if (request.postalCode) body.PostalCode = request.postalCode;
  if (request.page > 1) body.PageNumber = request.page;
  for (const [key, target] of LEGACY_KEYS) {
    if (SECOND_NAMES.has(key)) continue;
    if (key === 'HasNapWeblabel' && request.mobilityType === 'motor') continue;
    if (key === 'HasNapOrBit' && request.mobilityType !== 'motor') continue;
    fromTarget(key, target, fields, body);
  }
  return body;
}

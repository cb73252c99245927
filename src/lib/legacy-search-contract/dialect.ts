/**
 * Which dialect a search body speaks (decision 035). Ours is camelCase too, so the old one is told
 * by what only it has: a PascalCase key it knows (`MobilityType`, `PriceFrom`), a key of its own in
 * camelCase (`priceFrom`, `pageNumber`, `sortOrder`, `inStock`, `keywords`), a mobility type of its
 * own (`auto`, `fiets`, `camper`: `motor` is both), or a PascalCase value (`Hatchback`) under a key
 * both dialects share. Anything else is ours and is answered exactly as before.
 */
import { ENUM_FILTER_KEYS, RANGE_KEYS } from '@/lib/search-request/fields';
import { LEGACY_KEYS, pascalKey } from './keys';
import { LEGACY_MOBILITY } from './vocabulary';

/** Every key of our request, including the filters of issue 20 (whether or not this build's schema has them yet). */
const OUR_KEYS: ReadonlySet<string> = new Set<string>([
  'mobilityType', 'dealer', 'brand', 'model', 'text', 'postalCode', 'radius', 'addedSince', 'onlineToFinance', 'napOnly', 'sort', 'page',
  ...ENUM_FILTER_KEYS,
  ...RANGE_KEYS,
  'doors', 'seats', 'gears', 'cylinders', 'leasePrice', 'powerPk', 'powerKw', 'vatDeductible', 'onlineToLease', 'pluginHybrid', 'imported', 'accessories',
]);

const OLD_ONLY_MOBILITY = new Set(LEGACY_MOBILITY.filter(([legacy, ours]) => legacy !== ours).map(([legacy]) => legacy));

function startsUpper(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Z]/.test(value);
}

function speaksOld(key: string, value: unknown): boolean {
  const target = LEGACY_KEYS.get(pascalKey(key));
  if (!target) return false;
  if (startsUpper(key) || !OUR_KEYS.has(key)) return true;
  if (target.kind === 'mobility') return typeof value === 'string' && OLD_ONLY_MOBILITY.has(value.trim().toLowerCase());
  if (target.kind === 'enum') return (Array.isArray(value) ? value : [value]).some(startsUpper);
  return false;
}

export function isLegacySearchBody(body: unknown): body is Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  return Object.entries(body).some(([key, value]) => speaksOld(key, value));
}

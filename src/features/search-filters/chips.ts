/**
 * The filter cloud: one chip per active filter value, each with the request that removes just
 * that value (the page renders it as a link to that request's canonical URL).
 */
import { ENUM_FILTER_KEYS, FLAG_KEYS, RANGE_KEYS, type EnumFilterKey, type RangeKey } from '@/lib/search-request/fields';
import type { Range, SearchRequest } from '@/lib/search-request/schema';
import { setFlag, setRange, setSingle, toggleEnum, toggleSlug, type FlagKey } from './request-edit';

export interface Chip {
  /** Stable and unique within one request, for React keys and tests. */
  id: string;
  label: string;
  without: SearchRequest;
}

export interface ChipLabels {
  dealer(id: number): string;
  brand(slug: string): string;
  model(slug: string): string;
  enumValue(key: EnumFilterKey, value: string): string;
  range(key: RangeKey, range: Range): string;
  postalCode(value: string): string;
  radius(value: NonNullable<SearchRequest['radius']>): string;
  addedSince(value: NonNullable<SearchRequest['addedSince']>): string;
  flag(key: FlagKey): string;
  text(value: string): string;
}

/** Chips in the order a person reads the URL: whose stock, what, which make, how much, the rest. */
const ENUM_ORDER: readonly EnumFilterKey[] = ['kind', 'bodyType', ...ENUM_FILTER_KEYS.filter((key) => key !== 'kind' && key !== 'bodyType')];

export function requestChips(request: SearchRequest, labels: ChipLabels, modelsOfBrand: (brand: string) => readonly string[] = () => []): Chip[] {
  const chips: Chip[] = [];
  if (request.dealer !== undefined) chips.push({ id: 'dealer', label: labels.dealer(request.dealer), without: setSingle(request, 'dealer', undefined) });
  const enumChips = (key: EnumFilterKey) => {
    for (const value of request[key] as readonly string[]) chips.push({ id: `${key}:${value}`, label: labels.enumValue(key, value), without: toggleEnum(request, key, value) });
  };
  enumChips('kind');
  enumChips('bodyType');
  for (const slug of request.brand) chips.push({ id: `brand:${slug}`, label: labels.brand(slug), without: toggleSlug(request, 'brand', slug, modelsOfBrand(slug)) });
  for (const slug of request.model) chips.push({ id: `model:${slug}`, label: labels.model(slug), without: toggleSlug(request, 'model', slug) });
  for (const key of RANGE_KEYS) {
    const range = request[key];
    if (range) chips.push({ id: `range:${key}`, label: labels.range(key, range), without: setRange(setRange(request, key, 'min', undefined), key, 'max', undefined) });
  }
  for (const key of ENUM_ORDER.slice(2)) enumChips(key);
  if (request.postalCode) {
    const label = request.radius ? `${labels.postalCode(request.postalCode)} · ${labels.radius(request.radius)}` : labels.postalCode(request.postalCode);
    chips.push({ id: 'postalCode', label, without: setSingle(request, 'postalCode', undefined) });
  }
  if (request.addedSince) chips.push({ id: 'addedSince', label: labels.addedSince(request.addedSince), without: setSingle(request, 'addedSince', undefined) });
  for (const key of FLAG_KEYS) {
    if (request[key]) chips.push({ id: key, label: labels.flag(key), without: setFlag(request, key, false) });
  }
  if (request.text) chips.push({ id: 'text', label: labels.text(request.text), without: setSingle(request, 'text', undefined) });
  return chips;
}

/**
 * Edits of a normalised search request, each returning a normalised request (lists in the
 * schema's canonical order, no empty ranges, page 1). They run in the browser on every tap, so
 * they keep the request normal by construction instead of re-parsing it with zod; the tests
 * check every edit against the schema.
 */
import { ENUM_FILTERS, ENUM_FILTER_KEYS, FLAG_KEYS, RANGE_KEYS, type EnumFilterKey, type FlagKey, type RangeKey } from '@/lib/search-request/fields';
import type { Range, SearchRequest } from '@/lib/search-request/schema';

export type SingleKey = 'postalCode' | 'radius' | 'addedSince' | 'text' | 'dealer';
export type { FlagKey };

/** A changed filter shows a different list: start again at its first page. */
function firstPage(request: SearchRequest): SearchRequest {
  return { ...request, page: 1 };
}

export function toggleEnum<K extends EnumFilterKey>(request: SearchRequest, key: K, value: string): SearchRequest {
  const vocabulary: readonly string[] = ENUM_FILTERS[key];
  if (!vocabulary.includes(value)) return request;
  const current: readonly string[] = request[key];
  const next = current.includes(value) ? current.filter((entry) => entry !== value) : vocabulary.filter((entry) => entry === value || current.includes(entry));
  return firstPage({ ...request, [key]: next });
}

/**
 * Brands and models are slugs in alphabetical order. Dropping a brand drops its models too
 * (`modelsOfBrand`): a model without its brand would silently keep filtering.
 */
export function toggleSlug(request: SearchRequest, key: 'brand' | 'model', slug: string, modelsOfBrand: readonly string[] = []): SearchRequest {
  const current = request[key];
  if (current.includes(slug)) {
    const next = { ...request, [key]: current.filter((entry) => entry !== slug) };
    if (key === 'brand') next.model = request.model.filter((model) => !modelsOfBrand.includes(model));
    return firstPage(next);
  }
  return firstPage({ ...request, [key]: [...current, slug].sort() });
}

export function setRange(request: SearchRequest, key: RangeKey, end: 'min' | 'max', value: number | undefined): SearchRequest {
  const range: Range = { ...request[key] };
  if (value === undefined) delete range[end];
  else range[end] = value;
  const next: SearchRequest = { ...request };
  if (range.min === undefined && range.max === undefined) delete next[key];
  else if (range.min !== undefined && range.max !== undefined && range.min > range.max) next[key] = { min: range.max, max: range.min };
  else next[key] = range;
  return firstPage(next);
}

/** `postalCode` must already be normalised ("1234 AB" or "1234"); undefined removes it. */
export function setSingle<K extends SingleKey>(request: SearchRequest, key: K, value: SearchRequest[K] | undefined): SearchRequest {
  const next: SearchRequest = { ...request };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value;
  return firstPage(withoutOrphans(next));
}

export function setFlag(request: SearchRequest, key: FlagKey, value: boolean): SearchRequest {
  return firstPage({ ...request, [key]: value });
}

/** Radius and distance sort mean nothing without a postal code (the schema drops them too). */
function withoutOrphans(request: SearchRequest): SearchRequest {
  if (request.postalCode !== undefined) return request;
  const next = { ...request };
  delete next.radius;
  if (next.sort === 'afstand') next.sort = 'besteResultaat';
  return next;
}

/** Every filter off; the mobility type and the sort order stay. */
export function clearFilters(request: SearchRequest): SearchRequest {
  const next: SearchRequest = { ...request, brand: [], model: [], page: 1 };
  for (const key of FLAG_KEYS) next[key] = false;
  for (const key of ENUM_FILTER_KEYS) (next as Record<EnumFilterKey, readonly string[]>)[key] = [];
  for (const key of RANGE_KEYS) delete next[key];
  delete next.text;
  delete next.postalCode;
  delete next.addedSince;
  delete next.dealer;
  return withoutOrphans(next);
}

/** Whether any filter is set (sort and page are not filters). */
export function hasFilters(request: SearchRequest): boolean {
  return (
    request.brand.length > 0 ||
    request.model.length > 0 ||
    ENUM_FILTER_KEYS.some((key) => request[key].length > 0) ||
    RANGE_KEYS.some((key) => request[key] !== undefined) ||
    request.text !== undefined ||
    request.postalCode !== undefined ||
    request.addedSince !== undefined ||
    request.dealer !== undefined ||
    FLAG_KEYS.some((key) => request[key])
  );
}

import { blankSearchRequest } from '@/lib/search-request/blank';
import type { SearchRequest } from '@/lib/search-request/schema';
import { slugify } from '@/lib/search-request/slug';
import { searchRequestToUrl } from '@/lib/search-request/url-writer';
import type { MobilityType } from '@/lib/vehicle/enums';
import { soortBySegment } from './quick-search-options';

/**
 * The quick search of the home pages as a canonical list URL, written by the search URL codec:
 * landing segment (body type or kind), merk-, model-, prijs-vanaf-, prijs-tot-en-met-, bouwjaar-vanaf-.
 *
 *   /auto/merk-volkswagen/model-golf/prijs-tot-en-met-15000/bouwjaar-vanaf-2018
 *   /fietsen/voertuigsoort-elektrische-fiets/merk-gazelle
 */
export interface QuickSearch {
  mobility: MobilityType;
  /** A landing segment from QUICK_SEARCH_KINDS of this mobility type. */
  soort?: string;
  brand?: string;
  model?: string;
  priceFrom?: number;
  priceTo?: number;
  yearFrom?: number;
}

/** Brand and model slugs as search URLs write them (one rule for the whole site: the codec's). */
export const toSlug = slugify;

function wholeEuros(value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return undefined;
  return Math.floor(value);
}

/**
 * The quick search as a normalised search request. Built without the schema (the quick search runs
 * in the browser, where zod would cost ~30 KB), so it normalises the little it can set itself:
 * slugs, whole positive euros, a reversed price range swapped, a model only with its brand.
 */
export function quickSearchRequest(search: QuickSearch): SearchRequest {
  const request = blankSearchRequest(search.mobility);
  const soort = search.soort ? soortBySegment(search.mobility, toSlug(search.soort)) : undefined;
  if (soort) request[soort.field] = [soort.code] as SearchRequest['kind'] & SearchRequest['bodyType'];
  const brand = search.brand ? toSlug(search.brand) : '';
  // A model without its brand does not identify anything: Golf and Golf Plus, Honda and Honda.
  const model = brand && search.model ? toSlug(search.model) : '';
  if (brand) request.brand = [brand];
  if (model) request.model = [model];
  const from = wholeEuros(search.priceFrom);
  const to = wholeEuros(search.priceTo);
  if (from !== undefined || to !== undefined) {
    const [min, max] = from !== undefined && to !== undefined && from > to ? [to, from] : [from, to];
    request.price = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
  }
  const yearFrom = search.yearFrom !== undefined && Number.isInteger(search.yearFrom) && search.yearFrom > 0 ? search.yearFrom : undefined;
  if (yearFrom !== undefined) request.buildYear = { min: yearFrom };
  return request;
}

export function quickSearchUrl(search: QuickSearch): string {
  return searchRequestToUrl(quickSearchRequest(search));
}

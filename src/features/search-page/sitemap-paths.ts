/**
 * The result pages the sitemap lists: each list root, every brand with listings under it, the
 * menu landings and themed landings that have results. Only pages that `isIndexable` allows.
 * Pure: the caller counts (the search service), so this is testable without an index.
 */
import { normaliseSearchRequest, type SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToPath } from '@/lib/search-request/url-codec';
import { MOBILITY_TYPES } from '@/lib/vehicle/enums';
import { MENU_FILTER_LANDINGS, THEMED_LANDINGS, landingPath, landingRequest } from '@/lib/search-request/landings';

export interface Counter {
  total: (request: SearchRequest) => number;
  /** Brand slugs with listings for a request, most listings first. */
  brands: (request: SearchRequest) => { value: string; count: number }[];
}

export function sitemapPaths(counter: Counter, year: number): string[] {
  const paths: string[] = [];
  for (const mobilityType of MOBILITY_TYPES) {
    const root = normaliseSearchRequest({ mobilityType });
    if (counter.total(root) === 0) continue;
    paths.push(searchRequestToPath(root));
    for (const brand of counter.brands(root)) {
      if (brand.count > 0) paths.push(searchRequestToPath(normaliseSearchRequest({ mobilityType, brand: [brand.value] })));
    }
  }
  for (const input of MENU_FILTER_LANDINGS) {
    const request = normaliseSearchRequest(input);
    if (counter.total(request) > 0) paths.push(searchRequestToPath(request));
  }
  for (const landing of THEMED_LANDINGS) {
    if (counter.total(landingRequest(landing, year)) > 0) paths.push(landingPath(landing));
  }
  return [...new Set(paths)];
}

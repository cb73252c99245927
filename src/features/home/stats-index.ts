/**
 * The home pages' figures read from this node's search index instead of the database: the index
 * holds every active listing already, and answers the same counts in milliseconds. The database's
 * aggregates (stats-db.ts) cost PostgreSQL about 2 s of processor per refresh at 200,000 listings
 * (1 s of it for the distinct dealers), every 30 s a home page was shown, beside the pages it was
 * serving; a count under the quick search cost a scan of the listings each. The database source
 * stays as the reference the integration tests hold this one to (tests/integration/home-stats.test.ts;
 * decision 049).
 */
import { MULTI_SELECT_MAX_VALUES } from '@/lib/search-request/fields';
import { emptySearchRequest, type SearchRequest } from '@/lib/search-request/schema';
import type { MobilityType } from '@/lib/vehicle/enums';
import type { SearchFacets } from '@/search-engine/facets';
import { toSlug } from './quick-search-url';
import type { HomeStatsSource, ListingCountFilter, StatsRows } from './stats-model';

/** What the figures need of the search service. */
export interface StatsIndex {
  search(request: SearchRequest, options: { facets?: boolean; limit?: number }): { total: number; facets: SearchFacets | null };
  dealerCount(request: SearchRequest): number;
}

const present = (options: readonly { value: string; count: number }[]) => options.filter((option) => option.count > 0).map(({ value, count }) => ({ value, count }));
const slugs = (names: readonly string[]) => [...new Set(names.map(toSlug))].sort();

function rowsOf(index: StatsIndex, mobility: MobilityType): StatsRows {
  const request = emptySearchRequest(mobility);
  const { total, facets } = index.search(request, { limit: 0 });
  const brands = facets?.brand.filter((brand) => brand.count > 0) ?? [];
  const brandLabel = new Map(brands.map((brand) => [brand.value, brand.label]));
  const brandModels: StatsRows['brandModels'] = [];
  // The index lists the models of the chosen makes only, as many makes at a time as a request may choose.
  for (let start = 0; start < brands.length; start += MULTI_SELECT_MAX_VALUES) {
    const chosen = brands.slice(start, start + MULTI_SELECT_MAX_VALUES).map((brand) => brand.value).sort();
    for (const model of index.search({ ...request, brand: chosen }, { limit: 0 }).facets?.model ?? []) {
      if (model.count > 0) brandModels.push({ brand: brandLabel.get(model.brand) ?? model.brand, model: model.label, count: model.count });
    }
  }
  return { total, dealers: index.dealerCount(request), brandModels, kinds: present(facets?.kind ?? []), bodyTypes: present(facets?.bodyType ?? []) };
}

function requestOf(filter: ListingCountFilter): SearchRequest {
  const request = emptySearchRequest(filter.mobility);
  // The filter's kind and body type are codes of the same enums the request holds.
  if (filter.kind !== undefined) request.kind = [filter.kind] as SearchRequest['kind'];
  if (filter.bodyType !== undefined) request.bodyType = [filter.bodyType] as SearchRequest['bodyType'];
  if (filter.brands !== undefined) request.brand = slugs(filter.brands);
  if (filter.models !== undefined) request.model = slugs(filter.models);
  if (filter.maxPriceCents !== undefined) request.price = { max: filter.maxPriceCents / 100 };
  if (filter.minYear !== undefined) request.buildYear = { min: filter.minYear };
  return request;
}

export function indexStatsSource(index: () => Promise<StatsIndex>): HomeStatsSource {
  return {
    async rows(mobility) {
      return rowsOf(await index(), mobility);
    },
    async count(filter) {
      return (await index()).search(requestOf(filter), { facets: false, limit: 0 }).total;
    },
  };
}

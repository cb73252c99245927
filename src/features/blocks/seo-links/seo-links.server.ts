import 'server-only';
import { searchService } from '@/features/search/server';
import { emptySearchRequest } from '@/lib/search-request/schema';
import type { MobilityType } from '@/lib/vehicle/enums';
import type { SearchRequest } from '@/lib/search-request/schema';
import type { SearchOptions, SearchResult } from '@/search-engine/engine';
import { SEO_MODEL_BRANDS, seoLinks, topBrands, type ModelCount, type SeoLinks } from './seo-links-model';

type Service = Awaited<ReturnType<typeof searchService>>;

export interface FacetSearch {
  search(request: SearchRequest, options?: SearchOptions): Pick<SearchResult, 'facets'>;
}

/**
 * Remembered per vehicle type until the index changes: the engine answers in about a millisecond,
 * but a home page asks for seven facet searches, and between changes their answer is the same.
 */
const remembered = new Map<MobilityType, { service: Service; version: number; links: SeoLinks }>();

const COUNTS_ONLY = { facets: true, limit: 0 } as const;

export async function popularSearchLinks(mobility: MobilityType): Promise<SeoLinks> {
  const service = await searchService();
  const version = service.appliedChanges;
  const hit = remembered.get(mobility);
  if (hit && hit.service === service && hit.version === version) return hit.links;
  const links = popularLinksFrom(service, mobility);
  remembered.set(mobility, { service, version, links });
  return links;
}

/** The links from the index as it is now: one facet search for the brands, one per top brand for its models. */
export function popularLinksFrom(engine: FacetSearch, mobility: MobilityType): SeoLinks {
  const base = emptySearchRequest(mobility);
  const brands = engine.search(base, COUNTS_ONLY).facets?.brand ?? [];
  // A model's count is a facet of its brand's search (the engine counts models of a chosen brand).
  const models: ModelCount[] = topBrands(brands, SEO_MODEL_BRANDS).flatMap((brand) => engine.search({ ...base, brand: [brand.value] }, COUNTS_ONLY).facets?.model ?? []);
  return seoLinks(mobility, brands, models);
}

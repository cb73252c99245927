import 'server-only';
import { cache } from 'react';
import { searchService, type SearchPage } from '@/features/search/server';
import { suggestAlternatives, type Alternative } from '@/features/search';
import type { SearchFacets } from '@/search-engine/facets';
import type { MobilityTypeOrAll } from '@/lib/vehicle/enums';
import type { ThemedLanding } from '@/lib/search-request/landings';
import { resolveSearchRoute, type RouteSearchParams } from './resolve-route';
import { labelFromSlug, type Labels } from '@/lib/search-request/result-subject';

export type LoadedSearch =
  | { kind: 'notFound' }
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; page: SearchPage; landing: ThemedLanding | null; labels: Labels; alternatives: Alternative[] };

export interface SearchRouteProps {
  params: Promise<{ segments?: string[] }>;
  searchParams: Promise<RouteSearchParams>;
}

/**
 * Metadata and page both need the search; React's per-request cache runs it once. The arguments
 * are strings because the cache compares them by identity.
 */
const load = cache(async (mobility: MobilityTypeOrAll, segmentsKey: string, queryKey: string): Promise<LoadedSearch> => {
  const segments = JSON.parse(segmentsKey) as string[];
  const query = JSON.parse(queryKey) as RouteSearchParams;
  const route = resolveSearchRoute(mobility, segments, query, amsterdamYear(new Date()));
  if (route.kind !== 'search') return route;
  const service = await searchService();
  const page = await service.page(route.request);
  // Past the last page there is nothing to show and nothing to index.
  if (page.total > 0 && route.request.page > page.pageCount) return { kind: 'notFound' };
  // A dealer's stock is titled with its name; an id no dealer has is no page (the list items, read above, usually hold the name).
  const dealer = route.request.dealer === undefined ? null : await service.dealerName(route.request.dealer);
  if (route.request.dealer !== undefined && !dealer) return { kind: 'notFound' };
  const alternatives = page.total === 0 ? suggestAlternatives(service, route.request) : [];
  return { kind: 'page', page, landing: route.landing, labels: { ...labelsFrom(page.facets), ...(dealer && { dealer }) }, alternatives };
});

export async function loadSearch(mobility: MobilityTypeOrAll, props: SearchRouteProps): Promise<LoadedSearch> {
  const [{ segments = [] }, query] = await Promise.all([props.params, props.searchParams]);
  return load(mobility, JSON.stringify(segments), JSON.stringify(query));
}

function labelsFrom(facets: SearchFacets | null): Labels {
  const brands = new Map(facets?.brand.map((option) => [option.value, option.label]));
  const models = new Map(facets?.model.map((option) => [option.value, option.label]));
  return {
    brand: (slug) => known(brands.get(slug), slug),
    model: (slug) => known(models.get(slug), slug),
  };
}

// Made once: building an Intl formatter costs more than the rest of resolving a route.
const amsterdamYearFormat = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Amsterdam' });

function amsterdamYear(now: Date): number {
  return Number(amsterdamYearFormat.format(now));
}

/** A facet echoes a selected slug without listings as its own label ("lada"); write it as a name then. */
function known(label: string | undefined, slug: string): string {
  return label && label !== slug ? label : labelFromSlug(slug);
}

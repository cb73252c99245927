import 'server-only';
import { searchService } from '@/features/search/server';
import { emptySearchRequest, type SearchRequest } from '@/lib/search-request/schema';
import type { MobilityTypeOrAll } from '@/lib/vehicle/enums';
import type { BrandFacetOption } from '@/search-engine/facets';

/** How stale the popular makes may be while listings change: they should not move during a visit. */
const REFRESH_MS = 10 * 60_000;

type Service = Awaited<ReturnType<typeof searchService>>;
interface Entry {
  version: number;
  at: number;
  brands: readonly BrandFacetOption[];
}

const caches = new WeakMap<Service, Map<string, Entry>>();

/** What narrows the "Populair" group besides the vehicle type: the kind and the body type (caravan, camper, vouwwagen; e-bike). */
export type PopularScope = Pick<SearchRequest, 'kind' | 'bodyType'>;

/**
 * The brand counts of the whole vehicle type (its unfiltered list root), narrowed to the kinds
 * and body types the request chose: they decide the "Populair" group on every page of that type
 * and kind. Narrowed, because the makes differ by kind: read from all camping, a vouwwagen make
 * stood in the caravans' group with 0 listings. Other filters do not change the group, so a
 * ticked make never jumps (issue 18). One facet count per type and scope, redone only after the
 * stock changed and at most every ten minutes.
 */
export async function typeBrandCounts(mobilityType: MobilityTypeOrAll, scope: PopularScope = { kind: [], bodyType: [] }, now = Date.now()): Promise<readonly BrandFacetOption[]> {
  const service = await searchService();
  let perRoot = caches.get(service);
  if (!perRoot) {
    perRoot = new Map();
    caches.set(service, perRoot);
  }
  // The schema keeps these lists sorted and unique, so one choice has one key.
  const key = [mobilityType, scope.kind.join(','), scope.bodyType.join(',')].join(' ');
  const entry = perRoot.get(key);
  if (entry && (entry.version === service.appliedChanges || now - entry.at < REFRESH_MS)) return entry.brands;
  const root: SearchRequest = { ...emptySearchRequest(mobilityType), kind: [...scope.kind], bodyType: [...scope.bodyType] };
  const brands = service.search(root, { facets: true, limit: 0 }).facets?.brand ?? [];
  perRoot.set(key, { version: service.appliedChanges, at: now, brands });
  return brands;
}

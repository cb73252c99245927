import 'server-only';
import { searchService } from '@/features/search/server';
import { emptySearchRequest } from '@/lib/search-request/schema';
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

const caches = new WeakMap<Service, Map<MobilityTypeOrAll, Entry>>();

/**
 * The brand counts of the whole vehicle type (its unfiltered list root), which decide the
 * "Populair" group on every page of that type. One facet count per type, redone only after the
 * stock changed and at most every ten minutes.
 */
export async function typeBrandCounts(mobilityType: MobilityTypeOrAll, now = Date.now()): Promise<readonly BrandFacetOption[]> {
  const service = await searchService();
  let perType = caches.get(service);
  if (!perType) {
    perType = new Map();
    caches.set(service, perType);
  }
  const entry = perType.get(mobilityType);
  if (entry && (entry.version === service.appliedChanges || now - entry.at < REFRESH_MS)) return entry.brands;
  const brands = service.search(emptySearchRequest(mobilityType), { facets: true, limit: 0 }).facets?.brand ?? [];
  perType.set(mobilityType, { version: service.appliedChanges, at: now, brands });
  return brands;
}

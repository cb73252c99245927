/**
 * Search roots of the site we replace that are not ours (decision 037): `/camper` was its whole
 * camping list, ours is `/kamperen`. Every URL under such a root answers with one 308 to the
 * canonical URL of the same search under our root (aliases and all resolved in that one step), or
 * a 404 where our own root would answer one.
 */
import type { MobilityTypeOrAll } from '@/lib/vehicle/enums';
import { landingPath } from '@/lib/search-request/landings';
import { searchRequestToPath } from '@/lib/search-request/url-writer';
import { resolveSearchRoute, type RouteSearchParams } from './resolve-route';

export type LegacyRootRoute = { kind: 'redirect'; location: string } | { kind: 'notFound' };

export function resolveLegacyRoot(mobility: MobilityTypeOrAll, rawSegments: readonly string[], searchParams: RouteSearchParams, year: number): LegacyRootRoute {
  const route = resolveSearchRoute(mobility, rawSegments, searchParams, year);
  if (route.kind !== 'search') return route;
  // Already the canonical words: the same search under our root, with the same query.
  const path = route.landing ? landingPath(route.landing) : searchRequestToPath(route.request);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
  }
  const search = query.toString();
  return { kind: 'redirect', location: search ? `${path}?${search}` : path };
}

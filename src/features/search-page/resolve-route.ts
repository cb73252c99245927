/**
 * From a list route's path segments and query to what the page does: render a search, redirect
 * to the one canonical URL, or answer 404. Unknown segments and vehicle-detail-looking paths are a
 * 404, never an empty 200; alias and out-of-order URLs redirect permanently to the canonical one,
 * keeping unrelated query parameters (utm_*, iframe).
 */
import type { SearchRequest } from '@/lib/search-request/schema';
import { parseSearchPath, searchRequestToPath, type SearchParamsLike } from '@/lib/search-request/url-codec';
import { SEARCH_ROOT } from '@/lib/search-request/url-grammar';
import type { MobilityTypeOrAll } from '@/lib/vehicle/enums';
import { findLanding, landingPath, landingRequest, type ThemedLanding } from '@/lib/search-request/landings';

export type SearchRoute =
  | { kind: 'search'; request: SearchRequest; landing: ThemedLanding | null }
  | { kind: 'redirect'; location: string }
  | { kind: 'notFound' };

export type RouteSearchParams = Record<string, string | string[] | undefined>;

/** `segments` are the route's catch-all params as the router gives them (Next 16: still percent-encoded). */
export function resolveSearchRoute(mobility: MobilityTypeOrAll, rawSegments: readonly string[], searchParams: RouteSearchParams, year: number): SearchRoute {
  const root = SEARCH_ROOT[mobility];
  const segments = rawSegments.map(safeDecode);
  if (segments.some((segment) => segment === null)) return { kind: 'notFound' };
  const rawPage = pageParam(searchParams);
  // The page parameter is read by the codec from the root path alone, so landings share its rules.
  const pageOnly = parseSearchPath(root, pageQuery(rawPage));
  if (!pageOnly.ok) return { kind: 'notFound' };
  const page = pageOnly.request.page;

  return resolveDecoded(root, segments as string[], searchParams, rawPage, page, year);
}

function resolveDecoded(root: string, segments: readonly string[], searchParams: RouteSearchParams, rawPage: readonly string[], page: number, year: number): SearchRoute {
  const landing = segments.length === 1 ? findLanding(`${root}/${(segments[0] ?? '').toLowerCase()}`) : undefined;
  if (landing) {
    const path = landingPath(landing);
    if (`${root}/${segments[0]}` !== path || !pageIsCanonical(rawPage, page)) return redirect(path, page, searchParams);
    return { kind: 'search', request: landingRequest(landing, year, page), landing };
  }

  const pathname = [root, ...segments.map(encodeURIComponent)].join('/');
  const parsed = parseSearchPath(pathname, pageQuery(rawPage));
  if (!parsed.ok) return { kind: 'notFound' };
  const canonicalPath = searchRequestToPath(parsed.request);
  if (!samePath(canonicalPath, [root, ...segments].join('/')) || !pageIsCanonical(rawPage, page)) {
    return redirect(canonicalPath, page, searchParams);
  }
  return { kind: 'search', request: parsed.request, landing: null };
}

function pageParam(searchParams: RouteSearchParams): string[] {
  const value = searchParams.page;
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function pageQuery(raw: readonly string[]): SearchParamsLike {
  const query = new URLSearchParams();
  for (const value of raw) query.append('page', value);
  return query;
}

function pageIsCanonical(raw: readonly string[], page: number): boolean {
  return raw.length === 0 || (page > 1 && raw[0] === String(page));
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Compared decoded: the canonical path is percent-encoded, and "é" and "%C3%A9" are the same segment. */
function samePath(canonicalPath: string, decodedPath: string): boolean {
  return canonicalPath.split('/').map((segment) => safeDecode(segment) ?? segment).join('/') === decodedPath;
}

function redirect(path: string, page: number, searchParams: RouteSearchParams): SearchRoute {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  for (const [key, value] of Object.entries(searchParams)) {
    if (key === 'page' || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
  }
  const search = query.toString();
  return { kind: 'redirect', location: search ? `${path}?${search}` : path };
}

/**
 * The search calls of product §7 as functions of the search service and the raw request, so the
 * integration tests run them against real databases without a web server and the route files
 * stay one line each. Every failure the caller can cause is an ApiError with the spec's message.
 */
import { ApiError, type ApiErrorCode } from '@/lib/api/errors';
import { parseSearchRequest, type SearchRequest } from '@/lib/search-request/schema';
import { parseSearchUrl, searchRequestToUrl } from '@/lib/search-request/url-codec';
import type { SearchPage, SearchService } from '@/features/search/service/search-service';
import { suggest, type Suggestion } from '@/features/search/service/suggestions';
import type { ListItem } from '@/features/search/service/list-item';
import type { SearchFacets } from '@/search-engine/facets';

/** More searches than a visitor keeps as recent or saved ones; refuses abuse of one call. */
export const MAX_SUGGESTION_REQUESTS = 20;
/** The largest index a navigation may ask for (any real list is far shorter). */
const MAX_NAVIGATION_INDEX = 1e9;

function searchRequestOf(body: unknown, code: ApiErrorCode = 'malformedSearchRequest'): SearchRequest {
  // The body must be a JSON object: an array, string or number is not a search request.
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(code, 'not an object');
  const parsed = parseSearchRequest(body);
  if (!parsed.ok) throw new ApiError(code, parsed.issues);
  return parsed.request;
}

/**
 * The search URL carried in a path after the call's own prefix, either as segments
 * (`…/navigate/auto/merk-bmw?page=2&index=3`) or encoded into one (`…/navigate/%2Fauto%2Fmerk-bmw`).
 * Query parameters of the call other than `index` belong to the search URL.
 */
export function searchUrlFromPath(requestUrl: string, prefix: string, code: ApiErrorCode): SearchRequest {
  const url = new URL(requestUrl);
  if (!url.pathname.startsWith(prefix)) throw new ApiError(code, 'wrong prefix');
  let carried: string;
  try {
    carried = decodeURIComponent(url.pathname.slice(prefix.length));
  } catch (cause) {
    throw new ApiError(code, cause);
  }
  if (carried.length > 2000) throw new ApiError(code, 'too long');
  const query = new URLSearchParams(url.search);
  query.delete('index');
  const full = (carried.startsWith('/') ? carried : `/${carried}`) + (carried.includes('?') || ![...query].length ? '' : `?${query}`);
  const parsed = parseSearchUrl(full);
  if (!parsed.ok) throw new ApiError(code, parsed.error);
  return parsed.request;
}

export interface FacetsAnswer {
  url: string;
  total: number;
  facets: SearchFacets;
}

export function facetsAnswer(service: SearchService, body: unknown): FacetsAnswer {
  const request = searchRequestOf(body);
  const result = service.search(request, { facets: true, limit: 0 });
  if (!result.facets) throw new Error('the engine returned no facets');
  return { url: searchRequestToUrl(request), total: result.total, facets: result.facets };
}

/** A page of results as the API answers it: the search page without its request and facets. */
export type ResultsAnswer = Omit<SearchPage, 'request' | 'facets'>;

export async function resultsAnswer(service: SearchService, body: unknown): Promise<ResultsAnswer> {
  const page = await service.page(searchRequestOf(body), { facets: false });
  return { url: page.url, total: page.total, page: page.page, pageCount: page.pageCount, pageSize: page.pageSize, items: page.items };
}

export interface RandomAnswer {
  total: number;
  /** One listing drawn uniformly from the matches; null when nothing matches. */
  item: ListItem | null;
}

export async function randomAnswer(service: SearchService, body: unknown, random: () => number = Math.random): Promise<RandomAnswer> {
  const request = searchRequestOf(body);
  const total = service.search(request, { facets: false, limit: 0 }).total;
  if (total === 0) return { total, item: null };
  const { item } = await service.itemAt(request, Math.min(total - 1, Math.floor(random() * total)));
  return { total, item };
}

export function searchUrlAnswer(body: unknown): { url: string } {
  return { url: searchRequestToUrl(searchRequestOf(body)) };
}

export function searchRequestAnswer(requestUrl: string, prefix: string): { url: string; request: SearchRequest } {
  const request = searchUrlFromPath(requestUrl, prefix, 'malformedSearchRequestUrl');
  return { url: searchRequestToUrl(request), request };
}

export interface NavigateAnswer {
  index: number;
  total: number;
  item: ListItem;
  /** Whether there is a listing before and after this one, for the detail page's arrows. */
  hasPrevious: boolean;
  hasNext: boolean;
  /** The result page the listing is on, to return to the list. */
  listUrl: string;
}

export async function navigateAnswer(service: SearchService, requestUrl: string, prefix: string): Promise<NavigateAnswer> {
  const request = searchUrlFromPath(requestUrl, prefix, 'invalidNavigationRequest');
  const raw = new URL(requestUrl).searchParams.getAll('index');
  const value = raw[0] ?? '';
  if (raw.length !== 1 || !/^[0-9]{1,10}$/.test(value) || Number(value) > MAX_NAVIGATION_INDEX) {
    throw new ApiError('invalidNavigationRequest', 'index must be one non-negative integer');
  }
  const index = Number(value);
  const { total, item } = await service.itemAt(request, index);
  if (!item) throw new ApiError('noVehicleAtIndex');
  const listUrl = searchRequestToUrl({ ...request, page: Math.floor(index / 24) + 1 });
  return { index, total, item, hasPrevious: index > 0, hasNext: index + 1 < total, listUrl };
}

export interface SuggestionsAnswer {
  suggestions: Suggestion[];
}

/**
 * Body: `{ requests: [...] }` or a bare array; each entry a search request, or
 * `{ request, since }` with `since` (epoch ms or ISO date) to count listings new since then.
 */
export function suggestionsAnswer(service: SearchService, body: unknown): SuggestionsAnswer {
  const list: unknown = Array.isArray(body) ? body : body !== null && typeof body === 'object' && 'requests' in body ? body.requests : undefined;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_SUGGESTION_REQUESTS) throw new ApiError('malformedSearchRequests', 'expected 1 to 20 requests');
  const entries = list.map((entry: unknown) => {
    if (entry !== null && typeof entry === 'object' && 'request' in entry) {
      const since = 'since' in entry ? readMoment(entry.since) : undefined;
      return { request: searchRequestOf(entry.request, 'malformedSearchRequests'), since };
    }
    return { request: searchRequestOf(entry, 'malformedSearchRequests'), since: undefined };
  });
  return { suggestions: entries.map(({ request, since }) => suggest(service, request, since)) };
}

function readMoment(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms) || ms < 0 || ms > 8.64e15) throw new ApiError('malformedSearchRequests', 'since is not a moment');
  return ms;
}

/**
 * The search a visitor came from, carried in the detail URL so previous/next can walk the list:
 *
 *   /auto/aanbod/{slug}-{code}?zoek={encodeURIComponent(result page URL)}&index={n}
 *
 * `zoek` is the result page's own URL (path and query, as `searchRequestToUrl` writes it), `index`
 * the listing's zero-based position in the whole result list ((page - 1) × 24 + position on the
 * page). Both are needed; anything malformed is ignored and the page renders without navigation.
 */
import { parseSearchUrl } from '@/lib/search-request/url-codec';
import type { SearchRequest } from '@/lib/search-request/schema';

export const SEARCH_PARAM = 'zoek';
export const INDEX_PARAM = 'index';
const MAX_URL_LENGTH = 2000;
const MAX_INDEX = 1_000_000;

export interface SearchContext {
  listUrl: string;
  request: SearchRequest;
  index: number;
}

type Param = string | string[] | undefined;
const single = (value: Param): string | undefined => (Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value);

export function parseSearchContext(params: Record<string, Param>): SearchContext | null {
  const listUrl = single(params[SEARCH_PARAM]);
  const rawIndex = single(params[INDEX_PARAM]);
  if (!listUrl || !rawIndex || !/^[0-9]{1,7}$/.test(rawIndex)) return null;
  const index = Number(rawIndex);
  if (index > MAX_INDEX || listUrl.length > MAX_URL_LENGTH || !listUrl.startsWith('/') || listUrl.startsWith('//')) return null;
  const parsed = parseSearchUrl(listUrl);
  if (!parsed.ok) return null;
  return { listUrl, request: parsed.request, index };
}

/** A detail URL that carries the search context along. */
export function withSearchContext(detailUrl: string, listUrl: string, index: number): string {
  const query = new URLSearchParams({ [SEARCH_PARAM]: listUrl, [INDEX_PARAM]: String(index) });
  return `${detailUrl}?${query.toString()}`;
}

/**
 * Suggestions: counts for a visitor's saved or recent searches (with how many listings are new
 * since a moment), and for a search without results the relaxed searches that do have results.
 */
import type { SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { relaxations } from './relax';
import type { SearchService } from './search-service';

export interface Alternative {
  request: SearchRequest;
  url: string;
  total: number;
  relaxed: { field: string; value?: string };
}

export interface Suggestion {
  request: SearchRequest;
  url: string;
  total: number;
  /** Matches added after the given moment; null when none was given. */
  newSince: number | null;
  /** Relaxed searches with results, most results first; only when this search has none. */
  alternatives: Alternative[];
}

export const MAX_ALTERNATIVES = 4;

/** The relaxed searches with results, most results first, one per distinct URL. */
export function suggestAlternatives(service: Pick<SearchService, 'search'>, request: SearchRequest, limit = MAX_ALTERNATIVES): Alternative[] {
  const seen = new Set<string>();
  const found: Alternative[] = [];
  for (const { request: relaxed, relaxed: what } of relaxations(request)) {
    const url = searchRequestToUrl(relaxed);
    if (seen.has(url)) continue;
    seen.add(url);
    const total = service.search(relaxed, { facets: false, limit: 0 }).total;
    if (total > 0) found.push({ request: relaxed, url, total, relaxed: what });
  }
  return found.sort((a, b) => b.total - a.total).slice(0, limit);
}

export function suggest(service: Pick<SearchService, 'search'>, request: SearchRequest, since?: number): Suggestion {
  const result = service.search(request, { facets: false, limit: 0, ...(since === undefined ? {} : { countAddedAfter: since }) });
  return {
    request,
    url: searchRequestToUrl(request),
    total: result.total,
    newSince: result.addedAfter,
    alternatives: result.total === 0 ? suggestAlternatives(service, request) : [],
  };
}

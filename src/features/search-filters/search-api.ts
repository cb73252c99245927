/**
 * The two search API calls the filters make from the browser. Answers are checked for the
 * fields used, so a changed API shows up as a failed count rather than a broken panel.
 */
import type { SearchRequest, SearchRequestInput } from '@/lib/search-request/schema';
import type { SearchFacets } from '@/search-engine/facets';

export interface FacetsAnswer {
  total: number;
  facets: SearchFacets;
  url: string;
}

async function post(path: string, body: unknown, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export async function fetchFacets(request: SearchRequest, signal: AbortSignal): Promise<FacetsAnswer> {
  const body = await post('/api/client/search/facets', request, signal);
  if (!isRecord(body) || typeof body.total !== 'number' || !isRecord(body.facets) || typeof body.url !== 'string') {
    throw new Error('facets answer without total, facets and url');
  }
  return { total: body.total, facets: body.facets as unknown as SearchFacets, url: body.url };
}

export interface SuggestionCount {
  url: string;
  total: number;
  newSince: number | null;
}

export async function fetchSuggestionCounts(items: readonly { request: SearchRequestInput; since: number }[], signal: AbortSignal): Promise<SuggestionCount[]> {
  const body = await post('/api/client/search/results/suggestions', { requests: items }, signal);
  if (!isRecord(body) || !Array.isArray(body.suggestions)) throw new Error('suggestions answer without suggestions');
  return body.suggestions.map((entry: unknown) => {
    if (!isRecord(entry) || typeof entry.url !== 'string' || typeof entry.total !== 'number') throw new Error('suggestion without url and total');
    return { url: entry.url, total: entry.total, newSince: typeof entry.newSince === 'number' ? entry.newSince : null };
  });
}

/**
 * Which search an editor may embed or write copy for (content pages' search blocks, the themed
 * landings' editorial text): a themed landing path (`/auto/gezinsauto`) or a canonical search URL
 * of the codec (`/fietsen/voertuigsoort-elektrische-fiets`, decision 003). Pure, so a unit test can
 * check every content file: a path that is not one of these fails the test, not a page.
 */
import { findLanding, landingRequest, type ThemedLanding } from '@/lib/search-request/landings';
import type { SearchRequest } from '@/lib/search-request/schema';
import { parseSearchPath, searchRequestToUrl } from '@/lib/search-request/url-codec';

export interface SearchTarget {
  /** The path as written, which is also the result page's URL. */
  path: string;
  request: SearchRequest;
  landing: ThemedLanding | null;
}

export type SearchTargetParse = { ok: true; target: SearchTarget } | { ok: false; reason: string };

/** `year`: the Amsterdam calendar year, which moves a landing like the youngtimer's. */
export function parseSearchTarget(path: string, year: number): SearchTargetParse {
  const trimmed = path.trim();
  const landing = findLanding(trimmed);
  if (landing) return { ok: true, target: { path: trimmed, request: landingRequest(landing, year), landing } };
  if (trimmed.includes('?')) return { ok: false, reason: `${trimmed}: a search block shows the first page, without a query string` };
  const parsed = parseSearchPath(trimmed);
  if (!parsed.ok) return { ok: false, reason: `${trimmed} is not a search URL (${parsed.error.kind})` };
  const canonical = searchRequestToUrl(parsed.request);
  if (canonical !== trimmed) return { ok: false, reason: `${trimmed} is not the canonical URL of its search; write ${canonical}` };
  if (parsed.request.mobilityType === 'alle') return { ok: false, reason: `${trimmed}: choose a vehicle type (/auto, /fietsen, /motoren or /kamperen)` };
  return { ok: true, target: { path: trimmed, request: parsed.request, landing: null } };
}

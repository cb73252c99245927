/**
 * The search calls for clients of the site we replace (decision 035): a body in the old dialect is
 * translated at this edge into our request, searched like any other, and answered in the old shape.
 * The route picks this path with `isLegacySearchBody`; a body of ours never comes here.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/connect';
import { dealers, listings } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import type { Translate } from '@/lib/i18n/translate';
import { log } from '@/lib/log';
import { toLegacyFacets, type LegacyFacets } from '@/lib/legacy-search-contract/facets';
import { toLegacyResults, type LegacyListingExtras, type LegacyResults } from '@/lib/legacy-search-contract/results';
import { translateLegacyRequest } from '@/lib/legacy-search-contract/translate';
import { parseSearchRequest, type SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import type { SearchService } from '@/features/search/service/search-service';

export interface LegacyContext {
  /** The site's address, for the absolute URLs of the old shape. */
  siteUrl: string;
  /** A translator of the `filters` namespace, for the facet labels. */
  t: Translate;
  /** What a list item lacks for the old shape (colour, dealer website), by listing id. */
  extras: (ids: readonly number[]) => Promise<ReadonlyMap<number, LegacyListingExtras>>;
  /** The current year, for the build-year steps; the clock's by default. */
  year?: number;
}

/** Our request for an old body; anything we cannot read is the spec's 400, never a 500. */
export function legacySearchRequest(body: Record<string, unknown>): SearchRequest {
  const translated = translateLegacyRequest(body);
  if (!translated.ok) throw new ApiError('malformedSearchRequest', translated.reason);
  // What an old client asked for that the search leaves out (decision 035), for whoever wonders why a search is wider.
  if (translated.dropped.length > 0 || translated.ignored.length > 0) log.info({ dropped: translated.dropped, ignored: translated.ignored }, 'old-dialect search: filters left out');
  const parsed = parseSearchRequest(translated.input);
  if (!parsed.ok) throw new ApiError('malformedSearchRequest', parsed.issues);
  return parsed.request;
}

export async function legacyResultsAnswer(service: SearchService, body: Record<string, unknown>, context: LegacyContext): Promise<LegacyResults> {
  const page = await service.page(legacySearchRequest(body), { facets: false });
  const extras = await context.extras(page.items.map((item) => item.id));
  return toLegacyResults(page.items, page.total, extras, context.siteUrl);
}

export function legacyFacetsAnswer(service: SearchService, body: Record<string, unknown>, context: LegacyContext): LegacyFacets {
  const request = legacySearchRequest(body);
  const result = service.search(request, { facets: true, limit: 0 });
  if (!result.facets) throw new Error('the engine returned no facets');
  return toLegacyFacets({
    source: result.facets,
    request,
    total: result.total,
    url: searchRequestToUrl(request),
    year: context.year ?? new Date().getFullYear(),
    t: context.t,
  });
}

/** The colour code and dealer website of each listing, one query for a page. */
export async function loadLegacyExtras(db: Db, ids: readonly number[]): Promise<Map<number, LegacyListingExtras>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: listings.id, colour: listings.colour, website: dealers.website })
    .from(listings)
    .innerJoin(dealers, eq(dealers.id, listings.dealerId))
    .where(inArray(listings.id, [...ids]));
  return new Map(rows.map(({ id, colour, website }) => [id, { colour, website: website?.trim() ? website : null }]));
}

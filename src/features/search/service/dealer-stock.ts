/**
 * The link from one of a dealer's listings to that dealer's whole stock as a search. Pure: it
 * asks the engine (a count costs a walk over the dealer's posting list, no database).
 *
 * Which list: all of the dealer's vehicles, because that is what "all N vehicles of this dealer"
 * promises and a dealer may sell cars and bicycles alike. When the dealer sells only the listing's
 * type, the same vehicles are shown under that type's root instead, whose filter panel offers the
 * type's own filters (fuel, transmission, frame height …) rather than only the shared ones.
 */
import { normaliseSearchRequest, type SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import type { MobilityType } from '@/lib/vehicle/enums';
import type { SearchOptions, SearchResult } from '@/search-engine/engine';

export interface DealerStockSearch {
  search(request: SearchRequest, options?: SearchOptions): Pick<SearchResult, 'total'>;
  has(id: number): boolean;
}

export interface DealerStockLink {
  url: string;
  /** Every active listing of the dealer, the current one included. */
  total: number;
}

const COUNT_ONLY: SearchOptions = { facets: false, limit: 0 };

/** Null when the listing is all the dealer has: a link to itself would say nothing. */
export function dealerStockLink(engine: DealerStockSearch, dealerId: number, listing: { id: number; mobilityType: MobilityType }): DealerStockLink | null {
  const all = normaliseSearchRequest({ mobilityType: 'alle', dealer: dealerId });
  const total = engine.search(all, COUNT_ONLY).total;
  // A listing no longer for sale is not in the index: then every listing counted is another one.
  const others = total - (engine.has(listing.id) ? 1 : 0);
  if (others < 1) return null;
  const ofType = normaliseSearchRequest({ mobilityType: listing.mobilityType, dealer: dealerId });
  const onlyThisType = engine.search(ofType, COUNT_ONLY).total === total;
  return { url: searchRequestToUrl(onlyThisType ? ofType : all), total };
}

import 'server-only';
import { searchService, type ListItem } from '@/features/search/server';
import { normaliseSearchRequest, type SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-writer';

export interface EbikeOffers {
  request: SearchRequest;
  /** The search's canonical URL (decision 003), never hand-written. */
  url: string;
  total: number;
  items: readonly ListItem[];
}

/** The e-bikes for sale up to the bike's adviesprijs: a real search, counted live, and a few cards. */
export function ebikesUpTo(priceEuros: number): SearchRequest {
  return normaliseSearchRequest({ mobilityType: 'bicycle', kind: ['ebike'], price: { max: priceEuros } });
}

export async function findEbikeOffers(priceEuros: number, cards = 3): Promise<EbikeOffers> {
  const service = await searchService();
  const request = ebikesUpTo(priceEuros);
  const result = service.search(request, { facets: false, limit: cards });
  return { request, url: searchRequestToUrl(request), total: result.total, items: await service.listItems(result.hits) };
}

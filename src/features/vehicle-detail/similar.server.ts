import 'server-only';
import { normaliseSearchRequest, type SearchRequestInput } from '@/lib/search-request/schema';
import { searchService, type ListItem } from '@/features/search/server';
import type { DetailListing } from '@/lib/vehicle/detail';

const PRICE_BAND = 0.25;

/**
 * Available vehicles like this one: the same brand and model first, topped up with the same kind
 * of vehicle in a price band around it. Never the listing itself.
 */
export async function similarVehicles(listing: Pick<DetailListing, 'id' | 'mobilityType' | 'kind' | 'brand' | 'model' | 'price'>, limit = 4): Promise<ListItem[]> {
  const service = await searchService();
  const euros = listing.price / 100;
  const requests: SearchRequestInput[] = [
    { mobilityType: listing.mobilityType, brand: listing.brand, model: listing.model },
    { mobilityType: listing.mobilityType, kind: listing.kind as SearchRequestInput['kind'], price: { min: Math.floor(euros * (1 - PRICE_BAND)), max: Math.ceil(euros * (1 + PRICE_BAND)) } },
    { mobilityType: listing.mobilityType },
  ];
  const found = new Map<number, ListItem>();
  for (const input of requests) {
    if (found.size >= limit) break;
    let request;
    try {
      request = normaliseSearchRequest(input);
    } catch {
      continue;
    }
    const page = await service.page(request, { facets: false });
    for (const item of page.items) {
      if (item.id !== listing.id && item.isActive && !found.has(item.id)) found.set(item.id, item);
      if (found.size >= limit) break;
    }
  }
  return [...found.values()];
}

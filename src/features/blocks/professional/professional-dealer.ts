/**
 * The member dealer of a professional of the month, found by its external id (the association's
 * register key the editor writes), and the link to its stock. A dealer that is not (or no longer)
 * in the database leaves the block without dealer facts and without a stock link.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/connect';
import { dealers } from '@/db/schema';
import { normaliseSearchRequest, type SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';

export interface ProfessionalDealer {
  id: number;
  name: string;
  city: string;
  reviewRating: number | null;
  reviewCount: number;
}

export interface DealerStock {
  /** `/aanbod/aanbieder-{id}`: every type the dealer sells. */
  href: string;
  total: number;
}

export async function findDealerByExternalId(db: Db, externalId: string): Promise<ProfessionalDealer | null> {
  const [row] = await db
    .select({ id: dealers.id, name: dealers.name, city: dealers.city, reviewRating: dealers.reviewRating, reviewCount: dealers.reviewCount })
    .from(dealers)
    .where(eq(dealers.externalId, externalId))
    .limit(1);
  return row ?? null;
}

/** The dealer's stock as a search; null when it has nothing for sale (a link to an empty list says nothing). */
export function dealerStock(dealerId: number, count: (request: SearchRequest) => number): DealerStock | null {
  const request = normaliseSearchRequest({ mobilityType: 'alle', dealer: dealerId });
  const total = count(request);
  return total > 0 ? { href: searchRequestToUrl(request), total } : null;
}

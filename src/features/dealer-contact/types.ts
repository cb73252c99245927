/** What every dealer-contact component needs to know about the vehicle and its dealer (defined with the detail model). */
import type { ContactDealer, ContactListing } from '@/lib/vehicle/detail';

export type { ContactDealer, ContactListing };

export interface DealerContactProps {
  listing: ContactListing;
  dealer: ContactDealer;
}

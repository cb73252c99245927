/** What the detail page reads: the listing row and the public columns of its dealer. */
import type { DealerRow, ListingRow } from '@/db/schema';
import type { MobilityType } from '@/lib/vehicle/enums';

export type { AllInDeal, ListingPackage } from '@/lib/vehicle/packages';

export type DetailDealer = Pick<
  DealerRow,
  'id' | 'name' | 'street' | 'houseNumber' | 'postalCode' | 'city' | 'latitude' | 'longitude' | 'phone' | 'website' | 'callTrackingCode' | 'trackedPhone' | 'reviewRating' | 'reviewCount' | 'openingHours'
>;

/** Every listing column, `packages` and `allInDeal` among them (decision 014). */
export type DetailListing = Omit<ListingRow, 'mobilityType' | 'externalId' | 'dealerId'> & { mobilityType: MobilityType };

export interface VehicleDetail {
  listing: DetailListing;
  dealer: DetailDealer;
}

/** The listing as the dealer-contact components take it (their props contract). */
export interface ContactListing {
  id: number;
  code: string;
  title: string;
  mobilityType: MobilityType;
  /** Euros. */
  price: number;
  /** Product §3 kind (personenwagen, caravan, vouwwagen, camper …); picks the saved-input group. */
  kind?: string;
}

export interface ContactDealer {
  id: number;
  name: string;
  /** As stored: "030-1234567". */
  phone: string;
  callTrackingCode: string | null;
  /** The tracked number in the dealer's data (decision 056); only decides whether the call-tracking script loads. */
  trackedPhone: string | null;
}

export function contactProps(detail: VehicleDetail): { listing: ContactListing; dealer: ContactDealer } {
  const { listing, dealer } = detail;
  return {
    listing: { id: listing.id, code: listing.code, title: listing.title, mobilityType: listing.mobilityType, price: listing.price / 100, kind: listing.kind },
    dealer: { id: dealer.id, name: dealer.name, phone: dealer.phone, callTrackingCode: dealer.callTrackingCode, trackedPhone: dealer.trackedPhone },
  };
}

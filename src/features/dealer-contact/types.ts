/** What every dealer-contact component needs to know about the vehicle and its dealer. */
export type ContactMobilityType = 'car' | 'bicycle' | 'motor' | 'caramper';

export interface ContactListing {
  id: number;
  code: string;
  title: string;
  mobilityType: ContactMobilityType;
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
}

export interface DealerContactProps {
  listing: ContactListing;
  dealer: ContactDealer;
}

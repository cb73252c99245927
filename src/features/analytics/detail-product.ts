import { VEHICLE_TYPE_NAME, type MobilityType } from '@/lib/vehicle/mobility';
import { analyticsProduct, type AnalyticsProduct } from './product';

/** The columns of a detail page's listing and dealer that the product model needs. */
export interface DetailProductSource {
  listing: { id: number; title: string; price: number; brand: string; model: string; mobilityType: MobilityType; bodyType: string; highlights: string[]; fuelTypes: string[] };
  dealer: { id: number; city: string };
}

/** The detail page's product: listing price is in cents; the highlights are its features. */
export function detailProduct({ listing, dealer }: DetailProductSource): AnalyticsProduct {
  return analyticsProduct({
    id: listing.id,
    name: listing.title,
    price: listing.price / 100,
    brand: listing.brand,
    model: listing.model,
    vehicleType: VEHICLE_TYPE_NAME[listing.mobilityType],
    bodyType: listing.bodyType,
    features: [...listing.highlights, ...listing.fuelTypes],
    fuel: listing.fuelTypes[0] ?? '',
    companyId: dealer.id,
    city: dealer.city,
  });
}

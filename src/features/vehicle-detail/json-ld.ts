/**
 * schema.org data of a detail page: a Car, Motorcycle or Vehicle with its Offer (price, condition,
 * availability) and the selling dealer. Pure, so it can be tested without a page.
 */
import type { DetailDealer, DetailListing } from '@/lib/vehicle/detail';

const KILOMETRES_PER_MILE = 1.609344;

const SCHEMA_TYPE: Record<DetailListing['mobilityType'], 'Car' | 'Motorcycle' | 'Vehicle'> = {
  car: 'Car',
  motor: 'Motorcycle',
  bicycle: 'Vehicle',
  caramper: 'Vehicle',
};

export type JsonLdListing = Pick<
  DetailListing,
  | 'mobilityType'
  | 'title'
  | 'description'
  | 'price'
  | 'isActive'
  | 'condition'
  | 'brand'
  | 'model'
  | 'variant'
  | 'year'
  | 'month'
  | 'modelYear'
  | 'mileage'
  | 'mileageUnit'
  | 'colourName'
  | 'bodyType'
  | 'fuelTypes'
  | 'transmission'
  | 'ownerCount'
  | 'engineCapacity'
  | 'powerKw'
  | 'doors'
  | 'seats'
  | 'code'
>;

export interface JsonLdInput {
  listing: JsonLdListing;
  dealer: Pick<DetailDealer, 'name' | 'street' | 'houseNumber' | 'postalCode' | 'city' | 'phone' | 'reviewRating' | 'reviewCount'>;
  /** Absolute URLs. */
  url: string;
  images: readonly string[];
  /** Dutch labels for coded values, so the data reads like the page. */
  labels: { bodyType?: string; fuel?: string; transmission?: string };
}

const drop = (record: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== null && value !== ''));

export function vehicleJsonLd({ listing, dealer, url, images, labels }: JsonLdInput): Record<string, unknown> {
  const km = listing.mileageUnit === 'mijl' ? Math.round(listing.mileage * KILOMETRES_PER_MILE) : listing.mileage;
  const motorised = listing.mobilityType === 'car' || listing.mobilityType === 'motor' || (listing.mobilityType === 'caramper' && listing.mileage > 0);
  const engine =
    listing.engineCapacity !== null || listing.powerKw !== null
      ? drop({
          '@type': 'EngineSpecification',
          engineDisplacement: listing.engineCapacity === null ? undefined : { '@type': 'QuantitativeValue', value: listing.engineCapacity, unitCode: 'CMQ' },
          enginePower: listing.powerKw === null ? undefined : { '@type': 'QuantitativeValue', value: listing.powerKw, unitCode: 'KWT' },
        })
      : undefined;
  const rating =
    dealer.reviewRating !== null && dealer.reviewCount > 0
      ? { '@type': 'AggregateRating', ratingValue: dealer.reviewRating, bestRating: 5, worstRating: 1, reviewCount: dealer.reviewCount }
      : undefined;
  return drop({
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[listing.mobilityType],
    name: listing.title,
    description: listing.description,
    url,
    sku: listing.code,
    image: images.length ? [...images] : undefined,
    brand: { '@type': 'Brand', name: listing.brand },
    model: listing.model,
    vehicleConfiguration: listing.variant,
    bodyType: labels.bodyType,
    color: listing.colourName,
    productionDate: String(listing.year),
    vehicleModelDate: listing.modelYear === null ? undefined : String(listing.modelYear),
    dateVehicleFirstRegistered: listing.mobilityType === 'bicycle' ? undefined : `${listing.year}-${String(listing.month).padStart(2, '0')}`,
    mileageFromOdometer: motorised && km > 0 ? { '@type': 'QuantitativeValue', value: km, unitCode: 'KMT' } : undefined,
    fuelType: labels.fuel,
    vehicleTransmission: labels.transmission,
    numberOfPreviousOwners: listing.ownerCount ?? undefined,
    numberOfDoors: listing.doors ?? undefined,
    seatingCapacity: listing.seats ?? undefined,
    vehicleEngine: engine,
    itemCondition: listing.condition === 'nieuw' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      url,
      price: (listing.price / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: listing.isActive ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      itemCondition: listing.condition === 'nieuw' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
      seller: drop({
        '@type': 'AutoDealer',
        name: dealer.name,
        telephone: dealer.phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: `${dealer.street} ${dealer.houseNumber}`,
          postalCode: dealer.postalCode,
          addressLocality: dealer.city,
          addressCountry: 'NL',
        },
        aggregateRating: rating,
      }),
    },
  });
}

export { serializeJsonLd } from '@/lib/seo/json-ld';

/**
 * The vehicle search result (list item) of product §3, as the API answers it and the result pages
 * render it, and its mapping from a listing row joined with its dealer. Pure: no database here,
 * the columns to select are declared next to the mapper so the two cannot drift apart.
 */
import { listings, dealers } from '@/db/schema';
import { slugify } from '@/lib/search-request/slug';
import { DETAIL_PATH_TYPE, type MobilityType, type PriceRating } from '@/lib/vehicle/enums';

export interface ListItemVehicle {
  brand: string;
  model: string;
  /** The variant ("1.5 TSI Highline"); product §3 calls it type. */
  type: string | null;
  /** Kilometres (miles converted), null for bicycles. */
  mileage: number | null;
  year: number;
  month: number;
  bodyType: string;
  /** Vehicle kind (personenwagen, ebike, caravan, …): the spec summaries differ per kind. */
  kind: string;
  fuelTypes: string[];
  engineCapacity: number | null;
  frameHeight: number | null;
  frameMaterial: string | null;
  frameType: string | null;
  wheelSize: number | null;
  gearCount: number | null;
  brakeType: string | null;
  driveType: string | null;
  batteryPosition: string | null;
  batteryCapacity: number | null;
  batteryType: string | null;
  maximumMass: number | null;
  emptyMass: number | null;
  /** Caravans and campers: how many sleep in it. */
  berths: number | null;
  powerKw: number | null;
  transmission: string | null;
}

export interface ListItem {
  id: number;
  /** The 7-character public code that ends the detail path. */
  code: string;
  mobilityType: MobilityType;
  title: string;
  /** Euros, two decimals at most. */
  price: number;
  priceExcludesVat: boolean;
  /** The first photo at /media/{name}; null when the listing has none. */
  imageUrl: string | null;
  photoCount: number;
  isActive: boolean;
  /** `{slug}-{code}`; the detail page is `detailUrl`. */
  friendlyUriPart: string;
  detailUrl: string;
  company: { id: number; name: string; city: string; phoneNumber: string; callTrackingCode: string | null };
  vehicle: ListItemVehicle;
  hasNapWeblabel: boolean;
  warrantyTypes: string[];
  certainties: string[];
  financeable: boolean;
  addedAt: string;
  /** Kilometres from the searched postal code, when one was given. */
  distanceKm: number | null;
  /** The market-price rating (decision 022), filled in by the search service; null when unrated. */
  priceRating: PriceRating | null;
}

const KILOMETRES_PER_MILE = 1.609344;
/** Long titles make unwieldy URLs; the code, not the words, identifies the listing. */
const SLUG_MAX_WORDS = 10;

/** The listing's readable URL part: its title as a slug, then its code. */
export function friendlyUriPart(title: string, code: string): string {
  const words = slugify(title).split('-').filter(Boolean).slice(0, SLUG_MAX_WORDS);
  return words.length ? `${words.join('-')}-${code}` : code;
}

export function detailPath(mobilityType: MobilityType, title: string, code: string): string {
  return `/${DETAIL_PATH_TYPE[mobilityType]}/aanbod/${friendlyUriPart(title, code)}`;
}

/** The columns a list item needs, for `db.select(LIST_ITEM_COLUMNS).from(listings).innerJoin(dealers, …)`. */
export const LIST_ITEM_COLUMNS = {
  id: listings.id,
  code: listings.code,
  mobilityType: listings.mobilityType,
  kind: listings.kind,
  title: listings.title,
  price: listings.price,
  priceExcludesVat: listings.priceExcludesVat,
  photos: listings.photos,
  isActive: listings.isActive,
  addedAt: listings.addedAt,
  brand: listings.brand,
  model: listings.model,
  variant: listings.variant,
  mileage: listings.mileage,
  mileageUnit: listings.mileageUnit,
  year: listings.year,
  month: listings.month,
  bodyType: listings.bodyType,
  fuelTypes: listings.fuelTypes,
  engineCapacity: listings.engineCapacity,
  frameHeight: listings.frameHeight,
  frameMaterial: listings.frameMaterial,
  frameType: listings.frameType,
  wheelSize: listings.wheelSize,
  gearCount: listings.gearCount,
  bicycleGears: listings.bicycleGears,
  brakeType: listings.brakeType,
  driveType: listings.driveType,
  batteryPosition: listings.batteryPosition,
  batteryCapacity: listings.batteryCapacity,
  batteryType: listings.batteryType,
  maximumMass: listings.maximumMass,
  emptyMass: listings.emptyMass,
  berths: listings.berths,
  powerKw: listings.powerKw,
  transmission: listings.transmission,
  hasNapWeblabel: listings.hasNapWeblabel,
  warrantyTypes: listings.warrantyTypes,
  certainties: listings.certainties,
  financingProvider: listings.financingProvider,
  dealerId: dealers.id,
  dealerName: dealers.name,
  dealerCity: dealers.city,
  dealerPhone: dealers.phone,
  dealerCallTrackingCode: dealers.callTrackingCode,
} as const;

type ColumnValue<C> = C extends { _: { data: infer D; notNull: infer N } } ? (N extends true ? D : D | null) : never;
export type ListItemRow = { [K in keyof typeof LIST_ITEM_COLUMNS]: ColumnValue<(typeof LIST_ITEM_COLUMNS)[K]> };

export function toListItem(row: ListItemRow, distanceKm: number | null = null): ListItem {
  const { mobilityType } = row;
  const mileage = mobilityType === 'bicycle' && row.mileage === 0 ? null : row.mileageUnit === 'mijl' ? Math.round(row.mileage * KILOMETRES_PER_MILE) : row.mileage;
  const firstPhoto = row.photos[0];
  return {
    id: row.id,
    code: row.code,
    mobilityType,
    title: row.title,
    price: row.price / 100,
    priceExcludesVat: row.priceExcludesVat,
    imageUrl: firstPhoto ? `/media/${firstPhoto}` : null,
    photoCount: row.photos.length,
    isActive: row.isActive,
    friendlyUriPart: friendlyUriPart(row.title, row.code),
    detailUrl: detailPath(mobilityType, row.title, row.code),
    company: { id: row.dealerId, name: row.dealerName, city: row.dealerCity, phoneNumber: row.dealerPhone, callTrackingCode: row.dealerCallTrackingCode },
    vehicle: {
      brand: row.brand,
      model: row.model,
      type: row.variant,
      mileage,
      year: row.year,
      month: row.month,
      bodyType: row.bodyType,
      kind: row.kind,
      fuelTypes: row.fuelTypes,
      engineCapacity: row.engineCapacity,
      frameHeight: row.frameHeight,
      frameMaterial: row.frameMaterial,
      frameType: row.frameType,
      wheelSize: row.wheelSize,
      gearCount: row.bicycleGears ?? row.gearCount,
      brakeType: row.brakeType,
      driveType: row.driveType,
      batteryPosition: row.batteryPosition,
      batteryCapacity: row.batteryCapacity,
      batteryType: row.batteryType,
      maximumMass: row.maximumMass,
      emptyMass: row.emptyMass,
      berths: row.berths,
      powerKw: row.powerKw,
      transmission: row.transmission,
    },
    hasNapWeblabel: row.hasNapWeblabel,
    warrantyTypes: row.warrantyTypes,
    certainties: row.certainties,
    financeable: row.financingProvider !== null && row.financingProvider.trim() !== '',
    addedAt: row.addedAt.toISOString(),
    distanceKm,
    priceRating: null,
  };
}

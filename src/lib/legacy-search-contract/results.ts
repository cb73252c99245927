/**
 * A page of our list items in the old results shape `{ results, count }` (decision 035), as the
 * old site answered it: string ids, absolute URLs, the old mobility type names, the old
 * enumeration spellings and certainty keys. Pure: the caller passes what a list item lacks
 * (colour, dealer website) and the site's address.
 */
import { kwToPk, type MobilityType } from '@/lib/vehicle/enums';
import { bicycleFuelsOfKinds } from './bicycle-fuel';
import { legacyName } from './values';
import { BODY_TYPE, FUEL, LEGACY_MOBILITY, TRANSMISSION } from './vocabulary';
import { CERTAINTY_KEYS } from './certainty-keys';

/** What the old shape needs of a list item (our ListItem has all of it). */
export interface LegacyListingSource {
  id: number;
  mobilityType: MobilityType;
  title: string;
  price: number;
  priceExcludesVat: boolean;
  imageUrl: string | null;
  friendlyUriPart: string;
  detailUrl: string;
  financeable: boolean;
  company: { name: string; city: string; phoneNumber: string; callTrackingCode: string | null };
  vehicle: {
    brand: string;
    model: string;
    mileage: number | null;
    year: number;
    month: number;
    bodyType: string;
    /** Our vehicle kind: a bicycle's old fuel (bicycle-fuel.ts). */
    kind: string;
    fuelTypes: readonly string[];
    engineCapacity: number | null;
    powerKw: number | null;
    transmission: string | null;
  };
  warrantyTypes: readonly string[];
  certainties: readonly string[];
}

/** What a list item lacks: the listing's colour code and its dealer's website. */
export interface LegacyListingExtras {
  colour: string | null;
  website: string | null;
}

export interface LegacyListing {
  id: string;
  mobilityType: string;
  url: string;
  friendlyUriPart: string;
  externalAdvertisementUrl: string | null;
  imageUrl: string | null;
  title: string;
  price: number;
  priceExcludesVat: boolean;
  isFinanceable: boolean;
  vehicle: {
    type: string;
    brand: string;
    model: string;
    mileage: number;
    mileageUnit: 'kilometer';
    year: number;
    month: number | null;
    fuelTypes: string[];
    fullyServiced: boolean;
    hasBovagChecklist: boolean;
    bovagWarranty: string | null;
    hasReturnWarranty: boolean;
    servicedOnDelivery: boolean;
    color: string | null;
    bodyType: string;
    transmissionType: string | null;
    engineCapacity: number | null;
    enginePower: number | null;
    warranties: string[];
    certaintyKeys: string[];
  };
  company: { name: string; city: string; phoneNumber: string; websiteUrl: string | null; callTrackingCode: string | null };
}

export interface LegacyResults {
  results: LegacyListing[];
  count: number;
}

/** The old site's `bovagWarranty` words for the BOVAG warranty certainties. */
const BOVAG_WARRANTY: Readonly<Record<string, string>> = {
  garantie24maanden: 'VierentwintigMaanden',
  garantie12maanden: 'TwaalfMaanden',
  garantie6maanden: 'ZesMaanden',
};

export const legacyMobilityType = (ours: MobilityType): string => LEGACY_MOBILITY.find(([, value]) => value === ours)?.[0] ?? ours;
const lowerFirst = (value: string) => value.charAt(0).toLowerCase() + value.slice(1);
/** A path of ours made absolute on the site's address. */
const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).toString();

export function toLegacyListing(item: LegacyListingSource, extras: LegacyListingExtras | undefined, siteUrl: string): LegacyListing {
  const certainties = new Set(item.certainties);
  const bovagWarranty = Object.keys(BOVAG_WARRANTY).find((certainty) => certainties.has(certainty));
  const type = legacyMobilityType(item.mobilityType);
  const { vehicle } = item;
  return {
    id: String(item.id),
    mobilityType: type,
    url: absolute(siteUrl, item.detailUrl),
    friendlyUriPart: item.friendlyUriPart,
    // The listing's page on the dealer's own site: we do not hold it.
    externalAdvertisementUrl: null,
    imageUrl: item.imageUrl === null ? null : absolute(siteUrl, item.imageUrl),
    title: item.title,
    // The old site answered whole euros.
    price: Math.round(item.price),
    priceExcludesVat: item.priceExcludesVat,
    isFinanceable: item.financeable,
    vehicle: {
      type,
      brand: vehicle.brand,
      model: vehicle.model,
      // Bicycles have no odometer; the old shape always held a number.
      mileage: vehicle.mileage ?? 0,
      mileageUnit: 'kilometer',
      year: vehicle.year,
      month: vehicle.month >= 1 && vehicle.month <= 12 ? vehicle.month : null,
      fuelTypes: (item.mobilityType === 'bicycle' ? bicycleFuelsOfKinds([vehicle.kind]) : vehicle.fuelTypes).map((fuel) => legacyName(FUEL, fuel)),
      fullyServiced: certainties.has('volledigOnderhouden'),
      hasBovagChecklist: item.certainties.some((certainty) => certainty.startsWith('puntencheck')),
      bovagWarranty: bovagWarranty === undefined ? null : (BOVAG_WARRANTY[bovagWarranty] ?? null),
      hasReturnWarranty: certainties.has('omruilgarantie'),
      servicedOnDelivery: certainties.has('afleverbeurt'),
      color: extras?.colour === undefined || extras.colour === null ? null : extras.colour === 'overigeKleuren' ? 'overig' : extras.colour.toLowerCase(),
      bodyType: lowerFirst(legacyName(BODY_TYPE, vehicle.bodyType)),
      transmissionType: vehicle.transmission === null ? null : legacyName(TRANSMISSION, vehicle.transmission),
      engineCapacity: vehicle.engineCapacity,
      enginePower: vehicle.powerKw === null ? null : kwToPk(vehicle.powerKw),
      warranties: [...item.warrantyTypes],
      certaintyKeys: CERTAINTY_KEYS.filter(([ours]) => certainties.has(ours)).map(([, legacy]) => legacy),
    },
    company: {
      name: item.company.name,
      city: item.company.city,
      phoneNumber: item.company.phoneNumber,
      websiteUrl: extras?.website ?? null,
      callTrackingCode: item.company.callTrackingCode,
    },
  };
}

export function toLegacyResults(items: readonly LegacyListingSource[], count: number, extras: ReadonlyMap<number, LegacyListingExtras>, siteUrl: string): LegacyResults {
  return { results: items.map((item) => toLegacyListing(item, extras.get(item.id), siteUrl)), count };
}

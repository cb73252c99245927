/**
 * Our listing detail (the same read the detail page makes) as the old site's detail model
 * (contract.ts). Pure: the caller passes the listing, its dealer and the public origin. Numbers go
 * out formatted the way the old client reads them back: it keeps the digits of `formattedValue`
 * ("49.874 km" → 49874), so every numeric value object carries exactly one number and its unit.
 */
import detailCopy from '../../../public/locales/nl/detail.json';
import vehicleCopy from '../../../public/locales/nl/vehicle.json';
import { formatInteger, formatPrice } from '@/lib/format/number';
import { formatPlate } from '@/lib/vehicle/license-plate';
import { applicableCertainties } from '@/lib/vehicle/certainties';
import type { DetailDealer, DetailListing } from '@/lib/vehicle/detail';
import { visibleSpecGroups } from '@/lib/vehicle/spec-groups';
import {
  LEGACY_CERTAINTY_KEY,
  LEGACY_GROUP,
  LEGACY_LABEL,
  LEGACY_MOBILITY_TYPE,
  LEGACY_WARRANTY_KEY,
  NO_FINANCING_PROVIDER,
  type LegacyCertaintyKey,
  type LegacyCompany,
  type LegacyDetailVehicle,
  type LegacyPrice,
  type LegacySpecificationGroup,
  type LegacyValue,
  type LegacyVdpAnswer,
} from './contract';

const KILOMETRES_PER_MILE = 1.609344;
const oneDecimal = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

type Labels = Record<string, Record<string, string>>;
const vehicleLabels = vehicleCopy as unknown as Labels;

/** Our Dutch label of a coded value; the code itself when the copy has none (a feed's new code). */
function labelOf(group: string, code: string): string {
  return vehicleLabels[group]?.[code] ?? code;
}

type LabelKey = keyof typeof LEGACY_LABEL;

/** A value object with a formatted value; "no value" when there is nothing to show. */
function text(label: LabelKey, formatted: string | null | undefined, value?: string | boolean): LegacyValue {
  if (formatted === null || formatted === undefined || formatted === '') return { label: LEGACY_LABEL[label], hasValue: false, formattedValue: '' };
  return value === undefined ? { label: LEGACY_LABEL[label], hasValue: true, formattedValue: formatted } : { label: LEGACY_LABEL[label], value, hasValue: true, formattedValue: formatted };
}

/** A code with its Dutch label: `value` is the code, `formattedValue` what our pages show. */
function coded(label: LabelKey, group: string, code: string | null | undefined): LegacyValue {
  return code ? text(label, labelOf(group, code), code) : text(label, null);
}

function yesNo(label: LabelKey, value: boolean | null): LegacyValue {
  return value === null ? text(label, null) : text(label, value ? LEGACY_LABEL.yes : LEGACY_LABEL.no, value);
}

/** A number with its unit ("1.598 cc"), or no value. */
function measure(label: LabelKey, value: number | null | undefined, unit: string): LegacyValue {
  return value === null || value === undefined ? text(label, null) : text(label, `${formatInteger(value)} ${unit}`);
}

/**
 * A price in euro cents. The client parses `formattedValueWithoutUnit` as Dutch euros ("19.850,-",
 * "19.850,50"), so it carries no currency sign and no (no-break) space, which it would not strip.
 */
function price(label: LabelKey, cents: number | null): LegacyPrice {
  if (cents === null) return { label: LEGACY_LABEL[label], hasValue: false, formattedValue: '', formattedValueWithoutUnit: '' };
  const withoutUnit = formatPrice(cents).replace(/^€\s*/u, '');
  return { label: LEGACY_LABEL[label], hasValue: true, formattedValue: `€ ${withoutUnit}`, formattedValueWithoutUnit: withoutUnit };
}

/** Metric horsepower, as the old site and its clients state power (issue 20). */
export function horsepower(kw: number): number {
  return Math.round(kw * 1.35962);
}

/** Kilometres, whatever the dealer entered: the client assumes kilometres for every detail. */
export function mileageInKm(mileage: number, unit: string): number {
  return unit === 'mijl' ? Math.round(mileage * KILOMETRES_PER_MILE) : mileage;
}

/** Our certainties and BOVAG warranty types as the old certainty keys, each once, certainties first. */
export function legacyCertaintyKeys(listing: Pick<DetailListing, 'mobilityType' | 'certainties' | 'warrantyTypes'>): LegacyCertaintyKey[] {
  const keys: LegacyCertaintyKey[] = [];
  for (const certainty of applicableCertainties(listing.mobilityType, listing.certainties)) {
    const key = (LEGACY_CERTAINTY_KEY as Record<string, LegacyCertaintyKey>)[certainty];
    if (key) keys.push(key);
  }
  for (const warranty of listing.warrantyTypes) {
    const key = LEGACY_WARRANTY_KEY[warranty];
    if (key) keys.push(key);
  }
  return [...new Set(keys)];
}

/** "12a" → house number "12", extension "a": the old address splits them. */
export function splitHouseNumber(houseNumber: string): { houseNumber: string; houseNumberExtension: string } {
  const match = /^(\d+)\s*-?\s*(.*)$/u.exec(houseNumber.trim());
  return match ? { houseNumber: match[1] ?? '', houseNumberExtension: match[2] ?? '' } : { houseNumber: houseNumber.trim(), houseNumberExtension: '' };
}

function company(dealer: DetailDealer): LegacyCompany {
  return {
    id: dealer.id,
    name: dealer.name,
    websiteUrl: dealer.website,
    contact: { phoneNumber: dealer.phone, callTrackingCode: dealer.callTrackingCode },
    // Every dealer of the association is in the Netherlands.
    address: {
      street: dealer.street,
      ...splitHouseNumber(dealer.houseNumber),
      postalCode: dealer.postalCode,
      city: dealer.city,
      countryCode: 'nl',
      coordinates: { latitude: dealer.latitude, longitude: dealer.longitude },
    },
    review: dealer.reviewRating === null ? { numberOfReviews: dealer.reviewCount } : { numberOfReviews: dealer.reviewCount, rating: dealer.reviewRating },
  };
}

function specificationGroups(listing: DetailListing): LegacySpecificationGroup[] {
  // Every specification with a value: an API client reads the build date and mileage here too.
  return visibleSpecGroups(listing.specificationGroups, { omit: new Set() }).map((group) => ({
    name: group.label,
    group: LEGACY_GROUP[group.key],
    specifications: group.specifications.map((spec) => ({ label: spec.label, hasValue: true, formattedValue: spec.value })),
  }));
}

const COMBUSTION_FUELS: ReadonlySet<string> = new Set(['benzine', 'diesel', 'gas']);

/** A hybrid: a hybrid fuel, or a combustion fuel and electricity together; null for vehicles without fuel. */
function isHybrid(fuelTypes: readonly string[]): boolean | null {
  if (fuelTypes.length === 0) return null;
  return fuelTypes.includes('hybride') || (fuelTypes.includes('elektriciteit') && fuelTypes.some((fuel) => COMBUSTION_FUELS.has(fuel)));
}

export interface LegacyDetailInput {
  /** `imported` is read where the listing records it (the import filter's column, issue 20). */
  listing: DetailListing & { imported?: boolean | null };
  dealer: DetailDealer;
  /** The public origin, "https://www.example.nl": the old model's URLs are absolute. */
  origin: string;
  /** The listing's canonical path (the search feature's detailPath). */
  path: string;
  /** schema.org JSON-LD of the listing, as the detail page builds it. */
  jsonLd: Record<string, unknown>;
}

export function legacyDetail({ listing: stored, dealer, origin, path, jsonLd }: LegacyDetailInput): LegacyVdpAnswer {
  // The certainties the vehicle's type can carry, as the detail page shows them.
  const listing = { ...stored, certainties: applicableCertainties(stored.mobilityType, stored.certainties) };
  const mobilityType = LEGACY_MOBILITY_TYPE[listing.mobilityType];
  const absolute = (target: string) => new URL(target, origin).toString();
  const certaintyKeys = legacyCertaintyKeys(listing);
  const financing = { provider: listing.financingProvider ?? NO_FINANCING_PROVIDER };
  const bicycle = listing.mobilityType === 'bicycle';
  const [primaryFuel, secondaryFuel] = listing.fuelTypes;
  const km = mileageInKm(listing.mileage, listing.mileageUnit);
  const consumption = listing.fuelConsumption === null ? null : `${oneDecimal.format(listing.fuelConsumption)} l/100 km`;
  const priceObject = price('price', listing.price);
  const options = listing.options.filter((option) => option.trim() !== '');
  const vehicle: LegacyDetailVehicle = {
    id: String(listing.id),
    mobilityType,
    url: absolute(path),
    advertisement: {
      title: text('title', listing.title),
      comments: text('comments', listing.description),
      price: priceObject,
      priceExcludesVat: listing.priceExcludesVat,
      company: company(dealer),
      financing,
      certainties: {
        hasReturnWarranty: yesNo('hasReturnWarranty', listing.certainties.includes('omruilgarantie')),
        // Neither scheme is one our listings record: no value rather than a guessed "Nee".
        hasBovagMaintenanceFree: text('hasBovagMaintenanceFree', null),
        hasBovagImportOdometerCheck: text('hasBovagImportOdometerCheck', null),
      },
      media: listing.photos.map((name) => ({ type: 'image' as const, url: absolute(`/media/${name}`) })),
      // The page offers the vehicle report for every listing with a licence plate.
      isEligibleForVehicleReport: Boolean(listing.licensePlate),
    },
    vehicle: {
      general: {
        brand: text('brand', listing.brand),
        model: text('model', listing.model),
        edition: text('edition', listing.variant),
        vehicleType: text('vehicleType', labelOf('mobilityType', listing.mobilityType), mobilityType),
        bodyType: coded('bodyType', 'bodyType', listing.bodyType),
        condition: coded('condition', 'condition', listing.condition),
        frameType: coded('frameType', 'frameType', listing.frameType),
        modelYear: text('modelYear', listing.modelYear === null ? null : String(listing.modelYear)),
      },
      fuel: {
        primaryFuelType: coded('primaryFuelType', 'fuel', primaryFuel),
        secondaryFuelType: coded('secondaryFuelType', 'fuel', secondaryFuel),
        isHybridVehicle: yesNo('isHybridVehicle', isHybrid(listing.fuelTypes)),
        fuelConsumptionCombined: text('fuelConsumptionCombined', consumption),
        energyLabel: coded('energyLabel', 'energyLabel', listing.energyLabel),
      },
      certaintyKeys,
      certainties: {
        // The NAP label exists for registered vehicles only: a bicycle has none to show.
        hasNapLabel: yesNo('hasNapLabel', bicycle ? null : listing.hasNapWeblabel),
        isFullyMaintained: yesNo('isFullyMaintained', listing.certainties.includes('volledigOnderhouden')),
      },
      financial: {
        price: priceObject,
        leasePrice: price('leasePrice', listing.leasePricePerMonth),
        // Ours is per quarter; the old model states the monthly average in whole euros.
        roadTax: price('roadTax', listing.roadTaxPerQuarter === null ? null : Math.round(listing.roadTaxPerQuarter / 300) * 100),
        fuelConsumption: text('fuelConsumption', consumption),
        // Company-car tax depends on the driver's first registration year; we do not record it.
        bijtellingPercentage: text('bijtellingPercentage', null),
        financing,
        vehicleId: String(listing.id),
      },
      history: {
        productionYear: text('productionYear', String(listing.year)),
        productionMonth: text('productionMonth', String(listing.month)),
        mileage: km > 0 ? text('mileage', `${formatInteger(km)} km`) : text('mileage', null),
        // Import is a question of registration: a bicycle has no value here, as on the old site.
        isImported: yesNo('isImported', bicycle ? null : (listing.imported ?? null)),
      },
      technical: {
        transmission: coded('transmission', 'transmission', listing.transmission),
        engineCapacity: measure('engineCapacity', listing.engineCapacity, 'cc'),
        gearCount: text('gearCount', String(bicycle ? (listing.bicycleGears ?? '') : (listing.gearCount ?? ''))),
      },
      performance: { enginePower: measure('enginePower', listing.powerKw === null ? null : horsepower(listing.powerKw), 'pk') },
      dimensions: { wheelSize: measure('wheelSize', listing.wheelSize === null ? null : Math.round(listing.wheelSize), 'inch') },
      weight: { emptyWeight: measure('emptyWeight', listing.emptyMass, 'kg'), maxWeight: measure('maxWeight', listing.maximumMass, 'kg') },
      interior: { bedCount: text('bedCount', listing.berths === null ? null : String(listing.berths)), sanitary: text('sanitary', null) },
      identification: {
        vehicleLicencePlate: text('vehicleLicencePlate', listing.licensePlate ? formatPlate(listing.licensePlate) : null),
        // The dealer's stock number is the feed's key, never shown in public.
        vehicleNumberExternal: text('vehicleNumberExternal', null),
      },
      specificationGroups: specificationGroups(listing),
      accessories: options.map((name) => ({ name })),
      optionGroups: options.length ? [{ name: detailCopy.sections.options, options }] : [],
    },
    structuredData: JSON.stringify(jsonLd),
  };
  return { pageProps: { mobilityType, vehicle } };
}

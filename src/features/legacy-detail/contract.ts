/**
 * The detail model of the site we replace, as its existing clients read it (issue 20, decision 036):
 * `GET /_next/data/{buildId}/nl-NL/vdp.json?mobilityType=&vehicleUrl=` answers `{ pageProps: { vehicle } }`.
 * Values are the old site's value objects `{ label, value?, hasValue, formattedValue }`; a client reads
 * `formattedValue` (numbers: its digits), `value` (codes and booleans) and `hasValue`. The tables here
 * are the old contract's vocabulary, not our copy: the labels are the ones the old answers carry, so
 * a client that shows them shows what it always showed.
 */
import type { LegacyCertaintyKey } from '@/lib/legacy-search-contract/certainty-keys';
import type { MobilityType } from '@/lib/vehicle/enums';

/** A value object; `value` only where the old site sends one (codes and yes/no). */
export interface LegacyValue {
  label: string;
  value?: string | boolean;
  hasValue: boolean;
  formattedValue: string;
}

/** A price: a client parses `formattedValueWithoutUnit` ("19.850,-") as Dutch whole euros. */
export interface LegacyPrice extends LegacyValue {
  formattedValueWithoutUnit: string;
}

export interface LegacySpecification {
  label: string;
  value?: string;
  hasValue: boolean;
  formattedValue: string;
}

export interface LegacySpecificationGroup {
  name: string;
  group: string;
  specifications: LegacySpecification[];
}

export interface LegacyCompany {
  id: number;
  name: string;
  websiteUrl: string | null;
  contact: { phoneNumber: string; callTrackingCode: string | null; isOpenNow?: boolean };
  address: {
    street: string;
    houseNumber: string;
    houseNumberExtension: string;
    postalCode: string;
    city: string;
    countryCode: string;
    coordinates: { latitude: number; longitude: number };
  };
  review: { numberOfReviews: number; rating?: number };
}

export interface LegacyDetailVehicle {
  id: string;
  mobilityType: LegacyMobilityType;
  url: string;
  advertisement: {
    title: LegacyValue;
    comments: LegacyValue;
    price: LegacyPrice;
    priceExcludesVat: boolean;
    company: LegacyCompany;
    financing: { provider: string };
    certainties: {
      hasReturnWarranty: LegacyValue;
      hasBovagMaintenanceFree: LegacyValue;
      hasBovagImportOdometerCheck: LegacyValue;
    };
    media: { type: 'image'; url: string }[];
    isEligibleForVehicleReport: boolean;
  };
  vehicle: {
    general: Record<'brand' | 'model' | 'edition' | 'vehicleType' | 'bodyType' | 'condition' | 'frameType' | 'modelYear', LegacyValue>;
    fuel: Record<'primaryFuelType' | 'secondaryFuelType' | 'isHybridVehicle' | 'fuelConsumptionCombined' | 'energyLabel', LegacyValue>;
    certaintyKeys: LegacyCertaintyKey[];
    certainties: Record<'hasNapLabel' | 'isFullyMaintained', LegacyValue>;
    financial: {
      price: LegacyPrice;
      leasePrice: LegacyPrice;
      roadTax: LegacyPrice;
      fuelConsumption: LegacyValue;
      bijtellingPercentage: LegacyValue;
      financing: { provider: string };
      vehicleId: string;
    };
    history: Record<'productionYear' | 'productionMonth' | 'mileage' | 'isImported', LegacyValue>;
    technical: Record<'transmission' | 'engineCapacity' | 'gearCount', LegacyValue>;
    performance: Record<'enginePower', LegacyValue>;
    dimensions: Record<'wheelSize', LegacyValue>;
    weight: Record<'emptyWeight' | 'maxWeight', LegacyValue>;
    interior: Record<'bedCount' | 'sanitary', LegacyValue>;
    identification: Record<'vehicleLicencePlate' | 'vehicleNumberExternal', LegacyValue>;
    specificationGroups: LegacySpecificationGroup[];
    accessories: { name: string }[];
    optionGroups: { name: string; options: string[] }[];
  };
  /** schema.org JSON-LD as a string, as the old answers carry it. */
  structuredData: string;
}

export interface LegacyVdpAnswer {
  pageProps: { mobilityType: LegacyMobilityType; vehicle: LegacyDetailVehicle };
}

/** The old site's mobility values: what the client sends as `mobilityType` and reads back. */
export const LEGACY_MOBILITY_TYPE = { car: 'auto', motor: 'motor', bicycle: 'fiets', caramper: 'camper' } as const satisfies Record<MobilityType, string>;
export type LegacyMobilityType = (typeof LEGACY_MOBILITY_TYPE)[MobilityType];

/**
 * Every spelling of a mobility type the old client understands (its `fromApiValue`), plus our own
 * codes and detail-path words, case-insensitively: a client built against either site gets through.
 */
const MOBILITY_SPELLINGS: Record<string, MobilityType> = {
  auto: 'car',
  car: 'car',
  motor: 'motor',
  motorcycle: 'motor',
  fiets: 'bicycle',
  bicycle: 'bicycle',
  camper: 'caramper',
  caramper: 'caramper',
  caravan: 'caramper',
  kampeervoertuig: 'caramper',
};

export function mobilityTypeOfLegacy(value: string): MobilityType | null {
  return MOBILITY_SPELLINGS[value.toLowerCase()] ?? null;
}

/** The old certainty keys: one table with the search items (src/lib/legacy-search-contract). */
export { LEGACY_CERTAINTY_KEY, type LegacyCertaintyKey } from '@/lib/legacy-search-contract/certainty-keys';

/** Our BOVAG warranty types as the old warranty certainty keys (a listing may carry the type without the certainty). */
export const LEGACY_WARRANTY_KEY: Readonly<Record<string, LegacyCertaintyKey>> = {
  bovag6maanden: 'BovagWarranty6Months',
  bovag12maanden: 'BovagWarranty12Months',
  bovag24maanden: 'BovagWarranty24Months',
};

/** Our specification-group keys as the old `group` names (the old site's names where it has the group). */
export const LEGACY_GROUP = {
  general: 'general',
  interiorExterior: 'interiorAndExterior',
  engine: 'technical',
  bicycle: 'bicycle',
  camping: 'camping',
  dimensions: 'dimensions',
  warranties: 'warranty',
} as const;

/** The labels the old answers carry on each value object (its vocabulary, kept as it was). */
export const LEGACY_LABEL = {
  title: 'Titel',
  comments: 'Toelichting aanbieder',
  price: 'Prijs',
  leasePrice: 'LeasePrijs',
  roadTax: 'Wegenbelasting (gem. p/m)',
  fuelConsumption: 'Brandstofverbruik (gem.)',
  bijtellingPercentage: 'Bijtellingspercentage',
  hasReturnWarranty: 'BOVAG Omruilgarantie',
  hasBovagMaintenanceFree: 'BOVAG Onderhoudsvrij',
  hasBovagImportOdometerCheck: 'BOVAG Import Tellercheck',
  brand: 'Merk',
  model: 'Model',
  edition: 'Commerciële uitvoering',
  vehicleType: 'Soort voertuig',
  bodyType: 'Categorie',
  condition: 'Staat',
  frameType: 'Frametype',
  modelYear: 'Modeljaar',
  primaryFuelType: 'Brandstof',
  secondaryFuelType: 'Nevenbrandstof',
  isHybridVehicle: 'Hybride',
  fuelConsumptionCombined: 'Verbruik gecombineerd',
  energyLabel: 'Energielabel',
  hasNapLabel: 'NAP-label',
  isFullyMaintained: '100% Onderhouden',
  productionYear: 'Bouwjaar',
  productionMonth: 'Bouwmaand',
  mileage: 'Kilometerstand',
  isImported: 'Geïmporteerd',
  transmission: 'Transmissie',
  engineCapacity: 'Motorinhoud',
  gearCount: 'Aantal versnellingen',
  enginePower: 'Vermogen',
  wheelSize: 'Wielmaat',
  emptyWeight: 'Gewicht ledig',
  maxWeight: 'Gewicht maximaal',
  bedCount: 'Slaapplaatsen',
  sanitary: 'Sanitair',
  vehicleLicencePlate: 'Kenteken',
  vehicleNumberExternal: 'Externe Nummer',
  yes: 'Ja',
  no: 'Nee',
} as const;

/** The old site's word for "no financing partner" (its answers say `{ provider: "none" }`). */
export const NO_FINANCING_PROVIDER = 'none';

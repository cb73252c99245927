/**
 * Maps a listing row (joined with its dealer's coordinates) to what the search engine indexes.
 * Values outside the shared vocabulary become null (or are dropped from lists) rather than failing:
 * a dealer feed with one odd value must not keep the listing out of search.
 */
import type { DealerRow, ListingRow } from '@/db/schema';
import {
  accessoriesOf,
  BATTERY_POSITIONS,
  BICYCLE_DRIVE_TYPES,
  BED_LAYOUTS,
  BODY_TYPES,
  BRAKE_TYPES,
  CERTAINTIES,
  COLOURS,
  CONDITIONS,
  DRIVE_WHEELS,
  DRIVING_LICENCES,
  EBIKE_MOTOR_BRANDS,
  ENERGY_LABELS,
  FRAME_MATERIALS,
  FRAME_TYPES,
  FUEL_TYPES,
  KINDS_BY_MOBILITY,
  KITCHEN_LAYOUTS,
  kwToPk,
  MOBILITY_TYPES,
  SEATING_LAYOUTS,
  TRANSMISSIONS,
  USAGE_STATES,
  WARRANTY_TYPES,
} from '@/lib/vehicle/enums';
import type { SearchDocument } from '@/search-engine/document';

const KILOMETRES_PER_MILE = 1.609344;

export type SearchableListing = Pick<
  ListingRow,
  | 'id'
  | 'code'
  | 'dealerId'
  | 'isActive'
  | 'addedAt'
  | 'mobilityType'
  | 'kind'
  | 'condition'
  | 'usageState'
  | 'title'
  | 'price'
  | 'financingProvider'
  | 'photos'
  | 'brand'
  | 'model'
  | 'variant'
  | 'bodyType'
  | 'colour'
  | 'year'
  | 'month'
  | 'modelYear'
  | 'mileage'
  | 'mileageUnit'
  | 'hasNapWeblabel'
  | 'fuelTypes'
  | 'energyLabel'
  | 'transmission'
  | 'powerKw'
  | 'engineCapacity'
  | 'driveWheels'
  | 'drivingLicence'
  | 'frameHeight'
  | 'frameMaterial'
  | 'frameType'
  | 'brakeType'
  | 'batteryPosition'
  | 'driveType'
  | 'batteryCapacity'
  | 'motorBrand'
  | 'maximumMass'
  | 'emptyMass'
  | 'berths'
  | 'lengthCm'
  | 'bedLayout'
  | 'kitchenLayout'
  | 'seatingLayout'
  | 'warrantyTypes'
  | 'certainties'
  | 'doors'
  | 'seats'
  | 'gearCount'
  | 'bicycleGears'
  | 'cylinders'
  | 'leasePricePerMonth'
  | 'imported'
  | 'options'
  | 'priceExcludesVat'
>;

export type DealerLocation = Pick<DealerRow, 'latitude' | 'longitude'>;

function oneOf<const T extends readonly string[]>(values: T, value: string | null | undefined): T[number] | null {
  return value !== null && value !== undefined && (values as readonly string[]).includes(value) ? (value as T[number]) : null;
}

function allOf<const T extends readonly string[]>(values: T, list: readonly string[] | null | undefined): T[number][] {
  return [...new Set((list ?? []).filter((value): value is T[number] => (values as readonly string[]).includes(value)))];
}

/** Combustion fuels that, with electricity beside them, make a plug-in hybrid. */
const PLUG_IN_PARTNERS: ReadonlySet<string> = new Set(['hybride', 'benzine', 'diesel']);

/**
 * A plug-in hybrid charges from the grid: electricity plus a hybrid or combustion fuel (a plain
 * hybride charges itself and is not one).
 */
export function isPluginHybrid(fuels: readonly string[]): boolean {
  return fuels.includes('elektriciteit') && fuels.some((fuel) => PLUG_IN_PARTNERS.has(fuel));
}

/** The search document of an active listing, or null when it cannot be searched (inactive, unknown type). */
export function toSearchDocument(listing: SearchableListing, dealer: DealerLocation): SearchDocument | null {
  const mobilityType = oneOf(MOBILITY_TYPES, listing.mobilityType);
  if (!listing.isActive || mobilityType === null) return null;
  const kinds = KINDS_BY_MOBILITY[mobilityType];
  const kind = kinds.find((candidate) => candidate === listing.kind) ?? kinds[0] ?? 'personenwagen';
  const mileage = listing.mileageUnit === 'mijl' ? Math.round(listing.mileage * KILOMETRES_PER_MILE) : listing.mileage;
  return {
    id: listing.id,
    code: listing.code,
    mobilityType,
    kind,
    brand: listing.brand,
    model: listing.model,
    variant: listing.variant,
    title: listing.title,
    bodyType: oneOf(BODY_TYPES, listing.bodyType),
    fuel: allOf(FUEL_TYPES, listing.fuelTypes),
    transmission: oneOf(TRANSMISSIONS, listing.transmission),
    colour: oneOf(COLOURS, listing.colour),
    condition: oneOf(CONDITIONS, listing.condition) ?? 'occasion',
    usageState: oneOf(USAGE_STATES, listing.usageState) ?? 'gebruikt',
    energyLabel: oneOf(ENERGY_LABELS, listing.energyLabel),
    drivingLicence: oneOf(DRIVING_LICENCES, listing.drivingLicence),
    driveWheels: oneOf(DRIVE_WHEELS, listing.driveWheels),
    motorBrand: oneOf(EBIKE_MOTOR_BRANDS, listing.motorBrand),
    frameMaterial: oneOf(FRAME_MATERIALS, listing.frameMaterial),
    frameType: oneOf(FRAME_TYPES, listing.frameType),
    brakeType: oneOf(BRAKE_TYPES, listing.brakeType),
    batteryPosition: oneOf(BATTERY_POSITIONS, listing.batteryPosition),
    driveType: oneOf(BICYCLE_DRIVE_TYPES, listing.driveType),
    bedLayout: oneOf(BED_LAYOUTS, listing.bedLayout),
    kitchenLayout: oneOf(KITCHEN_LAYOUTS, listing.kitchenLayout),
    seatingLayout: oneOf(SEATING_LAYOUTS, listing.seatingLayout),
    warrantyTypes: allOf(WARRANTY_TYPES, listing.warrantyTypes),
    certainties: allOf(CERTAINTIES, listing.certainties),
    price: listing.price,
    year: listing.year,
    month: listing.month,
    modelYear: listing.modelYear,
    // Bicycles carry no odometer: a 0 there means "not applicable", not "new".
    mileage: mobilityType === 'bicycle' && mileage === 0 ? null : mileage,
    powerKw: listing.powerKw,
    powerPk: listing.powerKw === null ? null : kwToPk(listing.powerKw),
    engineCapacity: listing.engineCapacity,
    batteryCapacity: listing.batteryCapacity,
    frameHeight: listing.frameHeight,
    maximumMass: listing.maximumMass,
    emptyMass: listing.emptyMass,
    berths: listing.berths,
    lengthCm: listing.lengthCm,
    doors: listing.doors,
    seats: listing.seats,
    gears: listing.gearCount ?? listing.bicycleGears,
    cylinders: listing.cylinders,
    // Cents to whole euros a month, like the price filter's euros; a lease of 0 is no lease.
    leasePrice: listing.leasePricePerMonth === null || listing.leasePricePerMonth <= 0 ? null : Math.round(listing.leasePricePerMonth / 100),
    imported: listing.imported ? 'ja' : 'nee',
    accessories: accessoriesOf(listing.options),
    vatDeductible: listing.priceExcludesVat,
    pluginHybrid: isPluginHybrid(listing.fuelTypes),
    dealerId: listing.dealerId,
    latitude: dealer.latitude,
    longitude: dealer.longitude,
    addedAt: listing.addedAt.getTime(),
    hasNap: listing.hasNapWeblabel,
    financeable: listing.financingProvider !== null && listing.financingProvider.trim() !== '',
    photosCount: listing.photos.length,
    // Rated against the whole market by the search service (decision 022), not per listing here.
    priceRating: null,
    dealRatio: null,
  };
}

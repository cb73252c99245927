import type { SpecificationGroup } from '@/db/schema';
import { formatDutchDate, formatEuros, formatMonthYear, formatOneDecimal, formatPower, formatWhole } from './format';
import type { ListingRecord } from './import-schema';
import { specGroupLabels, specLabels, vehicleLabel } from './labels';

/** A record as a type generator makes it; the generator adds specification groups, packages and the all-in deal. */
export type ListingDraft = Omit<ListingRecord, 'specificationGroups' | 'packages' | 'allInDeal'>;
type Spec = SpecificationGroup['specifications'][number];
type SpecKey = keyof typeof specLabels;

/** One specification, or nothing when the vehicle has no such value: groups list only what exists. */
function spec(key: SpecKey, value: string | number | boolean | null | undefined, formatted?: string): Spec | null {
  if (value === null || value === undefined || value === '') return null;
  return { key, label: specLabels[key], value, formattedValue: formatted ?? String(value), hasValue: true };
}

function group(key: SpecificationGroup['key'], specifications: (Spec | null)[]): SpecificationGroup | null {
  const present = specifications.filter((item): item is Spec => item !== null);
  return present.length ? { key, label: specGroupLabels[key], specifications: present } : null;
}

const BODY_LABEL_KEY: Record<ListingDraft['mobilityType'], SpecKey> = {
  car: 'bodyType',
  motor: 'motorBodyType',
  bicycle: 'bicycleBodyType',
  caramper: 'campingBodyType',
};

const OWNER_CODES = ['one', 'two', 'three', 'four', 'five'] as const;

function general(d: ListingDraft): SpecificationGroup | null {
  const registered = d.mobilityType === 'car' || d.mobilityType === 'motor' || d.kind === 'camper';
  return group('general', [
    spec('brand', d.brand),
    spec('model', d.model),
    spec('variant', d.variant),
    spec('kind', d.kind, vehicleLabel('kind', d.kind)),
    spec(BODY_LABEL_KEY[d.mobilityType], d.bodyType, vehicleLabel('bodyType', d.bodyType)),
    spec('condition', d.condition, vehicleLabel('condition', d.condition)),
    spec('usageState', d.usageState, vehicleLabel('usageState', d.usageState)),
    spec('year', d.year, String(d.year)),
    registered ? spec('firstRegistration', `${d.year}-${String(d.month).padStart(2, '0')}`, formatMonthYear(d.year, d.month)) : null,
    spec('modelYear', d.modelYear, d.modelYear === null ? undefined : String(d.modelYear)),
    d.mileage > 0 ? spec('mileage', d.mileage, `${formatWhole(d.mileage)} ${vehicleLabel('mileageUnit', d.mileageUnit)}`) : null,
    registered && d.mileage > 0 ? spec('napLabel', d.hasNapWeblabel, d.hasNapWeblabel ? 'Logisch' : 'Niet beschikbaar') : null,
    d.ownerCount === null ? null : spec('ownerCount', d.ownerCount, vehicleLabel('ownerCount', OWNER_CODES[d.ownerCount - 1] ?? 'sixMore')),
    spec('licensePlate', d.licensePlate),
    d.apkUntil ? spec('apkUntil', d.apkUntil, formatDutchDate(d.apkUntil)) : null,
  ]);
}

function interiorExterior(d: ListingDraft): SpecificationGroup | null {
  return group('interiorExterior', [
    spec('colour', d.colour, vehicleLabel('colour', d.colour)),
    spec('colourName', d.colourName),
    spec('doors', d.doors),
    spec('seats', d.seats),
  ]);
}

function engine(d: ListingDraft): SpecificationGroup | null {
  const [primary, secondary] = d.fuelTypes;
  return group('engine', [
    primary ? spec('fuel', primary, vehicleLabel('fuel', primary)) : null,
    secondary ? spec('secondaryFuel', secondary, vehicleLabel('fuel', secondary)) : null,
    d.engineCapacity === null ? null : spec('engineCapacity', d.engineCapacity, `${formatWhole(d.engineCapacity)} cc`),
    d.powerKw === null ? null : spec('power', d.powerKw, formatPower(d.powerKw)),
    spec('cylinders', d.cylinders),
    d.transmission ? spec('transmission', d.transmission, vehicleLabel('transmission', d.transmission)) : null,
    spec('gearCount', d.gearCount),
    d.driveWheels ? spec('driveWheels', d.driveWheels, vehicleLabel('driveWheels', d.driveWheels)) : null,
    d.fuelConsumption === null ? null : spec('fuelConsumption', d.fuelConsumption, `${formatOneDecimal(d.fuelConsumption)} l/100 km`),
    d.co2Emission === null ? null : spec('co2Emission', d.co2Emission, `${d.co2Emission} g/km`),
    d.energyLabel ? spec('energyLabel', d.energyLabel, vehicleLabel('energyLabel', d.energyLabel)) : null,
    d.electricRange === null ? null : spec('electricRange', d.electricRange, `${formatWhole(d.electricRange)} km`),
    d.towingCapacityBraked ? spec('towingCapacityBraked', d.towingCapacityBraked, `${formatWhole(d.towingCapacityBraked)} kg`) : null,
    d.roadTaxPerQuarter === null ? null : spec('roadTax', d.roadTaxPerQuarter, `${formatEuros(Math.round(d.roadTaxPerQuarter / 100))} per kwartaal`),
    d.drivingLicence ? spec('drivingLicence', d.drivingLicence, vehicleLabel('drivingLicence', d.drivingLicence)) : null,
  ]);
}

function bicycle(d: ListingDraft): SpecificationGroup | null {
  return group('bicycle', [
    d.frameHeight === null ? null : spec('frameHeight', d.frameHeight, `${d.frameHeight} cm`),
    d.frameMaterial ? spec('frameMaterial', d.frameMaterial, vehicleLabel('frameMaterial', d.frameMaterial)) : null,
    d.frameType ? spec('frameType', d.frameType, vehicleLabel('frameType', d.frameType)) : null,
    d.wheelSize === null ? null : spec('wheelSize', d.wheelSize, `${formatWhole(d.wheelSize)} inch`),
    d.bicycleGears === null ? null : spec('bicycleGears', d.bicycleGears),
    d.brakeType ? spec('brakeType', d.brakeType, vehicleLabel('brakeType', d.brakeType)) : null,
    d.driveType ? spec('driveType', d.driveType, vehicleLabel('bicycleDriveType', d.driveType)) : null,
    d.motorBrand ? spec('motorBrand', d.motorBrand, vehicleLabel('motorBrand', d.motorBrand)) : null,
    d.batteryPosition ? spec('batteryPosition', d.batteryPosition, vehicleLabel('batteryPosition', d.batteryPosition)) : null,
    d.batteryCapacity === null ? null : spec('batteryCapacity', d.batteryCapacity, `${formatWhole(d.batteryCapacity)} Wh`),
    d.batteryType ? spec('batteryType', d.batteryType, vehicleLabel('batteryType', d.batteryType)) : null,
  ]);
}

function camping(d: ListingDraft): SpecificationGroup | null {
  return group('camping', [
    spec('berths', d.berths),
    d.bedLayout ? spec('bedLayout', d.bedLayout, vehicleLabel('bedLayout', d.bedLayout)) : null,
    d.kitchenLayout ? spec('kitchenLayout', d.kitchenLayout, vehicleLabel('kitchenLayout', d.kitchenLayout)) : null,
    d.seatingLayout ? spec('seatingLayout', d.seatingLayout, vehicleLabel('seatingLayout', d.seatingLayout)) : null,
    d.lengthCm === null ? null : spec('length', d.lengthCm, `${formatOneDecimal(d.lengthCm / 100)} m`),
    d.emptyMass === null ? null : spec('emptyMass', d.emptyMass, `${formatWhole(d.emptyMass)} kg`),
    d.maximumMass === null ? null : spec('maximumMass', d.maximumMass, `${formatWhole(d.maximumMass)} kg`),
  ]);
}

function warranties(d: ListingDraft): SpecificationGroup | null {
  const bovag = d.warrantyTypes.find((type) => type.startsWith('bovag'));
  const months = bovag ? Number(bovag.replace(/\D/g, '')) : null;
  return group('warranties', [
    months ? spec('bovagWarranty', months, `${months} maanden`) : null,
    d.warrantyTypes.includes('fabrieksgarantie') ? spec('factoryWarranty', true, 'Ja') : null,
    d.warrantyTypes.includes('merkgarantie') ? spec('brandWarranty', true, 'Ja') : null,
  ]);
}

/** The specification groups of product §3 for a listing, in display order, with Dutch labels. */
export function buildSpecificationGroups(draft: ListingDraft): SpecificationGroup[] {
  const groups = [
    general(draft),
    interiorExterior(draft),
    draft.mobilityType === 'bicycle' ? bicycle(draft) : engine(draft),
    draft.mobilityType === 'caramper' ? camping(draft) : null,
    warranties(draft),
  ];
  return groups.filter((item): item is SpecificationGroup => item !== null);
}

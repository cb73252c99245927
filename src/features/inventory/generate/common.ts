import { photoNamesFor } from '@/features/media';
import type { MobilityType } from '@/lib/vehicle/enums';
import { colourNames, colourWeights, type ColourCode } from '../catalogue/colours';
import type { OptionContext, OptionRule } from '../catalogue/options';
import type { FINANCING_PROVIDERS } from '../import-schema';
import type { Random } from '../random';
import type { ListingDraft } from '../specification-groups';
import type { GeneratedDealer } from './dealers';

/** What every type generator gets: its own random stream, the reference time and the dealer. */
export interface ListingContext {
  random: Random;
  now: Date;
  dealer: GeneratedDealer;
  externalId: string;
}

export interface VehicleDate {
  year: number;
  month: number;
  ageMonths: number;
  ageYears: number;
}

/** A first-registration (or build) date `ageMonths` before now. */
export function dateFromAge(now: Date, ageMonths: number): VehicleDate {
  const total = now.getFullYear() * 12 + now.getMonth() - Math.max(0, Math.round(ageMonths));
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const age = now.getFullYear() * 12 + now.getMonth() - total;
  return { year, month, ageMonths: age, ageYears: age / 12 };
}

/** A random age in months whose year lies within [firstYear, lastYear] and not in the future. */
export function ageWithin(random: Random, now: Date, years: readonly [number, number], preferredAgeYears: number): number {
  const thisYear = now.getFullYear();
  const newest = Math.max(0, thisYear - Math.min(years[1], thisYear)) * 12;
  const oldest = Math.max(newest, (thisYear - years[0]) * 12 + now.getMonth());
  const wanted = Math.round(preferredAgeYears * 12 + random.int(0, 11));
  return Math.min(oldest, Math.max(newest, wanted));
}

export function pickColour(random: Random, mobilityType: MobilityType, kind: string): { colour: ColourCode; colourName: string } {
  const colour = random.weighted(colourWeights(mobilityType, kind));
  return { colour, colourName: random.pick(colourNames(mobilityType, colour)) };
}

export function pickOptions(random: Random, rules: readonly OptionRule[], context: OptionContext, boost: number): string[] {
  const chosen: string[] = [];
  for (const [name, probability, when] of rules) {
    if (when && !when(context)) continue;
    if (random.chance(Math.min(0.97, probability * boost))) chosen.push(name);
  }
  return chosen;
}

const PHOTO_COUNTS: Record<MobilityType, readonly [number, number]> = {
  car: [6, 12],
  bicycle: [3, 7],
  motor: [4, 10],
  caramper: [6, 12],
};

export function pickPhotos(random: Random, mobilityType: MobilityType, bodyType: string, colour: string): string[] {
  const [min, max] = PHOTO_COUNTS[mobilityType];
  return photoNamesFor({ mobilityType, bodyType, colour, count: random.int(min, max), offset: random.int(0, 8) });
}

const PROVIDERS: readonly (readonly [(typeof FINANCING_PROVIDERS)[number], number])[] = [
  ['findio', 45],
  ['santander', 25],
  ['defam', 20],
  ['financialLease', 10],
];

/** About a third of listings can be financed online; only from € 2.500. */
export function pickFinancing(random: Random, mobilityType: MobilityType, priceEuros: number, business: boolean): (typeof FINANCING_PROVIDERS)[number] | null {
  if (priceEuros < 2500) return null;
  const share = mobilityType === 'car' ? 0.38 : mobilityType === 'bicycle' ? 0.2 : 0.3;
  if (!random.chance(share)) return null;
  return business ? 'financialLease' : random.weighted(PROVIDERS);
}

/** The APK date dealers deliver with: a fresh test for older vehicles, the first due date for young ones. */
export function apkDate(random: Random, now: Date, date: VehicleDate, firstTestYears: number): string {
  const due = new Date(Date.UTC(date.year + firstTestYears, date.month - 1, random.int(1, 28)));
  const result = due.getTime() > now.getTime() + 30 * 86_400_000 ? due : new Date(now.getTime() + random.int(300, 400) * 86_400_000);
  return result.toISOString().slice(0, 10);
}

/** Owners so far: mostly one for young vehicles, more as they age. */
export function ownerCount(random: Random, ageYears: number): number {
  let owners = 1;
  const extra = ageYears / 5;
  for (let i = 0; i < 5; i++) if (random.chance(Math.min(0.8, extra / (i + 1.5)))) owners++;
  return Math.min(6, owners);
}

/** Mileage for an age: a yearly distance around `perYear`, log-normally spread. */
export function mileageFor(random: Random, ageYears: number, perYear: number, spread = 0.35): number {
  const yearly = perYear * Math.exp(random.normal() * spread);
  return Math.max(0, Math.round(yearly * Math.max(ageYears, 0.05)));
}

/** Ages of used vehicles, in years, weighted like the Dutch occasion market. */
export const USED_CAR_AGES: readonly (readonly [number, number])[] = [
  [0, 5], [1, 9], [2, 10], [3, 11], [4, 11], [5, 10], [6, 9], [7, 8], [8, 7], [9, 6], [10, 5], [11, 4], [12, 3], [13, 2.5], [14, 2], [15, 1.5],
];

/**
 * Whether a listing is an import, decided from its external id rather than drawn from the random
 * stream: a new draw would shift every later value of the seeded demo inventory (decision 037).
 * About one used car in ten on the Dutch market was first registered abroad; `share` is that part.
 */
export function isImport(externalId: string, share: number): boolean {
  let hash = 0x811c9dc5;
  for (let index = 0; index < externalId.length; index++) hash = Math.imul(hash ^ externalId.charCodeAt(index), 0x01000193);
  return (hash >>> 0) / 0x1_0000_0000 < share;
}

/** Every type-specific field empty; each type generator fills in what applies to it. */
export const NO_VEHICLE_SPECIFICS = {
  imported: false,
  leasePricePerMonth: null,
  financingProvider: null,
  dealerComments: null,
  modelYear: null,
  ownerCount: null,
  licensePlate: null,
  apkUntil: null,
  fuelTypes: [],
  energyLabel: null,
  transmission: null,
  gearCount: null,
  powerKw: null,
  engineCapacity: null,
  cylinders: null,
  driveWheels: null,
  doors: null,
  seats: null,
  co2Emission: null,
  fuelConsumption: null,
  electricRange: null,
  towingCapacityBraked: null,
  drivingLicence: null,
  roadTaxPerQuarter: null,
  frameHeight: null,
  frameMaterial: null,
  frameType: null,
  wheelSize: null,
  brakeType: null,
  driveType: null,
  batteryPosition: null,
  batteryCapacity: null,
  batteryType: null,
  motorBrand: null,
  bicycleGears: null,
  maximumMass: null,
  emptyMass: null,
  berths: null,
  bedLayout: null,
  kitchenLayout: null,
  seatingLayout: null,
  lengthCm: null,
} satisfies Partial<ListingDraft>;

/**
 * The spec summary under a card's title (product §9): which facts each kind of vehicle shows, in
 * the spec's order, formatted the Dutch way. Facts a listing lacks are left out, never shown as
 * an empty or "0" value.
 *
 * Two readings of the spec worth knowing:
 * - an electric mountain bike or racing bike counts as an e-bike: for an e-bike the battery facts
 *   matter more to a buyer than the frame;
 * - the e-bike "type" is its body type (Stadsfiets, Crosshybride); the list item's `type` field
 *   is the model variant ("C380 HMB"), which says nothing to most buyers.
 */
import { formatMileage, formatUnit } from '@/lib/format/number';
import { formatMonthYear } from '@/lib/format/date';
import type { MobilityType } from '@/lib/vehicle/enums';
import type { Translate } from '@/lib/i18n/translate';

export type SummaryKind = 'car' | 'motor' | 'sportBike' | 'ebike' | 'bike' | 'camper' | 'camping';

export interface SummaryVehicle {
  kind: string;
  bodyType: string;
  mileage: number | null;
  year: number;
  month: number;
  fuelTypes: readonly string[];
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
  berths: number | null;
}

const SPORT_BIKE_BODY_TYPES = new Set(['racefiets', 'mountainbike']);
const EBIKE_KINDS = new Set(['ebike', 'highSpeedEbike']);

export function summaryKind(mobilityType: MobilityType, vehicle: Pick<SummaryVehicle, 'kind' | 'bodyType'>): SummaryKind {
  switch (mobilityType) {
    case 'car':
      return 'car';
    case 'motor':
      return 'motor';
    case 'bicycle':
      if (EBIKE_KINDS.has(vehicle.kind)) return 'ebike';
      return SPORT_BIKE_BODY_TYPES.has(vehicle.bodyType) ? 'sportBike' : 'bike';
    case 'caramper':
      return vehicle.kind === 'camper' ? 'camper' : 'camping';
  }
}

type Fact = (vehicle: SummaryVehicle, t: Translate) => string | null;

const present = (value: number | null): value is number => value !== null && Number.isFinite(value) && value > 0;
const label = (t: Translate, group: string, value: string | null) => (value ? t(`vehicle:${group}.${value}`) : null);

const mileage: Fact = (v) => (v.mileage !== null && Number.isFinite(v.mileage) ? formatMileage(v.mileage) : null);
const monthYear: Fact = (v) => formatMonthYear(v.year, v.month);
const fuels: Fact = (v, t) => (v.fuelTypes.length ? v.fuelTypes.map((fuel) => t(`vehicle:fuel.${fuel}`)).join(' / ') : null);
const engineCapacity: Fact = (v) => (present(v.engineCapacity) ? formatUnit(v.engineCapacity, 'cc') : null);
const bodyType: Fact = (v, t) => label(t, 'bodyType', v.bodyType);
const frameHeight: Fact = (v) => (present(v.frameHeight) ? formatUnit(v.frameHeight, 'cm') : null);
const frameMaterial: Fact = (v, t) => label(t, 'frameMaterial', v.frameMaterial);
const frameType: Fact = (v, t) => label(t, 'frameType', v.frameType);
const wheelSize: Fact = (v) => (present(v.wheelSize) ? formatUnit(v.wheelSize, 'inch', 1) : null);
const gears: Fact = (v, t) => (present(v.gearCount) ? t('card.gears', { count: v.gearCount }) : null);
const brakes: Fact = (v, t) => label(t, 'brakeType', v.brakeType);
const batteryPosition: Fact = (v, t) => label(t, 'batteryPosition', v.batteryPosition);
const batteryCapacity: Fact = (v) => (present(v.batteryCapacity) ? formatUnit(v.batteryCapacity, 'Wh') : null);
const driveType: Fact = (v, t) => label(t, 'bicycleDriveType', v.driveType);
const batteryType: Fact = (v, t) => label(t, 'batteryType', v.batteryType);
const maximumMass: Fact = (v, t) => (present(v.maximumMass) ? t('card.maximumMass', { mass: formatUnit(v.maximumMass, 'kg') }) : null);
const berths: Fact = (v, t) => (present(v.berths) ? t('card.berths', { count: v.berths }) : null);
const emptyMass: Fact = (v, t) => (present(v.emptyMass) ? t('card.emptyMass', { mass: formatUnit(v.emptyMass, 'kg') }) : null);

/** Product §9, in its order; berths added for caravans and campers (decision 033): the first thing a family asks. */
export const SUMMARY_FACTS: Record<SummaryKind, readonly Fact[]> = {
  car: [mileage, monthYear, fuels],
  motor: [mileage, monthYear, engineCapacity],
  sportBike: [bodyType, frameHeight, frameMaterial, gears, brakes],
  ebike: [bodyType, batteryPosition, batteryCapacity, gears, driveType, batteryType],
  bike: [bodyType, wheelSize, frameType, gears, brakes],
  camper: [mileage, monthYear, berths, maximumMass],
  camping: [monthYear, berths, maximumMass, emptyMass],
};

export function specSummary(mobilityType: MobilityType, vehicle: SummaryVehicle, t: Translate): string[] {
  return SUMMARY_FACTS[summaryKind(mobilityType, vehicle)]
    .map((fact) => fact(vehicle, t))
    .filter((text): text is string => text !== null && text !== '');
}

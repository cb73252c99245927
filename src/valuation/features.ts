/**
 * What the price model regresses on: a vehicle as a row of numbers. Log price falls about linearly
 * with age (plus a steeper first year) and with kilometres; power and fuel shift it within a model.
 * The layout is fixed so that a row can be written into a preallocated array without allocating.
 */
import { FUEL_TYPES, type FuelType } from '@/lib/vehicle/enums';
import type { MarketVehicle } from './types';

/** Fuels other than petrol get a coefficient each; petrol (and no fuel) is the base. */
const FUEL_COLUMNS: readonly FuelType[] = FUEL_TYPES.filter((fuel) => fuel !== 'benzine');

export const FEATURE_NAMES = ['ageYears', 'firstYear', 'km100k', 'logPower', 'automatic', ...FUEL_COLUMNS.map((fuel) => `fuel:${fuel}`)] as const;
export const FEATURE_COUNT = FEATURE_NAMES.length;

const FUEL_COLUMN = new Map<FuelType, number>(FUEL_COLUMNS.map((fuel, position) => [fuel, 5 + position]));

/** Months between the vehicle's first registration and `now`, never negative. */
export function ageInMonths(vehicle: Pick<MarketVehicle, 'year' | 'month'>, now: Date): number {
  const months = (now.getUTCFullYear() - vehicle.year) * 12 + (now.getUTCMonth() + 1 - vehicle.month);
  return Math.max(0, months);
}

/** Writes the vehicle's features, at `ageMonths` and `mileage`, into `into` from `offset`. */
export function writeFeatures(vehicle: MarketVehicle, ageMonths: number, mileage: number | null, into: Float64Array, offset = 0): void {
  const ageYears = ageMonths / 12;
  into[offset] = ageYears;
  into[offset + 1] = Math.min(ageYears, 1);
  into[offset + 2] = (mileage ?? 0) / 100_000;
  into[offset + 3] = vehicle.powerKw && vehicle.powerKw > 0 ? Math.log(vehicle.powerKw) : 0;
  into[offset + 4] = vehicle.transmission === 'automatisch' || vehicle.transmission === 'semiAutomatisch' ? 1 : 0;
  for (let column = 5; column < FEATURE_COUNT; column++) into[offset + column] = 0;
  const fuelColumn = vehicle.fuel ? FUEL_COLUMN.get(vehicle.fuel) : undefined;
  if (fuelColumn !== undefined) into[offset + fuelColumn] = 1;
}

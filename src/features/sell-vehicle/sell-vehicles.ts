/**
 * The vehicles a visitor can offer for sale (issue 15, item 5), their page URLs and what each is
 * in the inventory's words. The vehicle groups are the saved inputs' (product §3): car and motor
 * by plate and mileage, caravan and folding trailer by plate and make and model, camper by plate
 * and mileage. Pure.
 */
import type { MobilityType, VehicleKind } from '@/lib/vehicle/enums';

export const SELL_VEHICLES = ['car', 'motor', 'caravan', 'foldingTrailer', 'camper'] as const;
export type SellVehicle = (typeof SELL_VEHICLES)[number];

/** One page, `/auto-verkopen`, with the vehicle in `?voertuig=` (decision 024); the car needs none. */
export const SELL_PATH = '/auto-verkopen';
export const VEHICLE_PARAM = 'voertuig';
const PARAM_VALUE: Record<SellVehicle, string | null> = { car: null, motor: 'motor', caravan: 'caravan', foldingTrailer: 'vouwwagen', camper: 'camper' };

export function sellVehicleFromParam(value: string | undefined): SellVehicle | null {
  if (value === undefined || value === '' || value === 'auto') return 'car';
  return SELL_VEHICLES.find((vehicle) => PARAM_VALUE[vehicle] === value) ?? null;
}

export function sellPath(vehicle: SellVehicle): string {
  const value = PARAM_VALUE[vehicle];
  return value === null ? SELL_PATH : `${SELL_PATH}?${VEHICLE_PARAM}=${value}`;
}

export const SELL_VEHICLE_TYPE: Record<SellVehicle, { mobilityType: MobilityType; kind: VehicleKind }> = {
  car: { mobilityType: 'car', kind: 'personenwagen' },
  motor: { mobilityType: 'motor', kind: 'motor' },
  caravan: { mobilityType: 'caramper', kind: 'caravan' },
  foldingTrailer: { mobilityType: 'caramper', kind: 'vouwwagen' },
  camper: { mobilityType: 'caramper', kind: 'camper' },
};

/** Caravans and folding trailers have no odometer: the dealer asks for make and model instead, and the plate may be the towing car's. */
export function usesMileage(vehicle: SellVehicle): boolean {
  return vehicle !== 'caravan' && vehicle !== 'foldingTrailer';
}

/** Photos a sell request may carry (issue 15: up to 8). */
export const MAX_SELL_PHOTOS = 8;

/** Dealers one request goes to: the nearest that sell the vehicle's type (lib/geo/nearest-dealers). */
export const MAX_DEALERS = 5;

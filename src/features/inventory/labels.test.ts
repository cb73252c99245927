import { describe, expect, it } from 'vitest';
import * as enums from '@/lib/vehicle/enums';
import vehicle from '../../../public/locales/nl/vehicle.json';
import { FINANCING_PROVIDERS } from './import-schema';

/** Every enum array of enums.ts and the label group in vehicle.json that names its values. */
const GROUPS: [string, readonly (string | number)[]][] = [
  ['mobilityType', enums.MOBILITY_TYPES_WITH_ALL],
  ['mobilityTypePlural', enums.MOBILITY_TYPES_WITH_ALL],
  ['kind', enums.VEHICLE_KINDS],
  ['bodyType', enums.BODY_TYPES],
  ['condition', enums.CONDITIONS],
  ['usageState', enums.USAGE_STATES],
  ['fuel', enums.FUEL_TYPES],
  ['transmission', enums.TRANSMISSIONS],
  ['colour', enums.COLOURS],
  ['energyLabel', enums.ENERGY_LABELS],
  ['drivingLicence', enums.DRIVING_LICENCES],
  ['mileageUnit', enums.MILEAGE_UNITS],
  ['driveWheels', enums.DRIVE_WHEELS],
  ['frameMaterial', enums.FRAME_MATERIALS],
  ['frameType', enums.FRAME_TYPES],
  ['brakeType', enums.BRAKE_TYPES],
  ['bicycleDriveType', enums.BICYCLE_DRIVE_TYPES],
  ['batteryPosition', enums.BATTERY_POSITIONS],
  ['batteryType', enums.BATTERY_TYPES],
  ['motorBrand', enums.EBIKE_MOTOR_BRANDS],
  ['bedLayout', enums.BED_LAYOUTS],
  ['kitchenLayout', enums.KITCHEN_LAYOUTS],
  ['priceRating', enums.PRICE_RATINGS],
  ['seatingLayout', enums.SEATING_LAYOUTS],
  ['warrantyType', enums.WARRANTY_TYPES],
  ['maintenanceTag', [enums.MAINTENANCE_TAG]],
  ['certainty', enums.CERTAINTIES],
  ['certaintyExplanation', enums.CERTAINTIES],
  ['addedSince', enums.ADDED_SINCE],
  ['sortOrder', enums.SORT_ORDERS],
  ['radius', enums.RADIUS_STEPS],
  ['ownerCount', enums.OWNER_COUNTS],
  ['financingProvider', FINANCING_PROVIDERS],
  ['dealerService', enums.DEALER_SERVICES],
  ['imported', enums.IMPORTED_VALUES],
  ['accessory', enums.ACCESSORIES],
];

const labels = vehicle as unknown as Record<string, Record<string, unknown>>;

describe('Dutch vehicle labels', () => {
  it.each(GROUPS)('has a label for every value of %s', (group, values) => {
    const missing = values.filter((value) => typeof labels[group]?.[String(value)] !== 'string' || String(labels[group]?.[String(value)]).trim() === '');
    expect(missing).toEqual([]);
  });

  it('covers every enum array that enums.ts exports', () => {
    const arrays = Object.values(enums).filter((value) => Array.isArray(value));
    const covered = new Set<unknown>(GROUPS.map(([, values]) => values));
    // The sub-lists per mobility type are contained in BODY_TYPES; the pk bands are numbers, not labels.
    const exempt = new Set<unknown>([enums.MOBILITY_TYPES, enums.CAR_BODY_TYPES, enums.MOTOR_BODY_TYPES, enums.BICYCLE_BODY_TYPES, enums.CAMPING_BODY_TYPES, enums.POWER_BANDS_PK]);
    expect(arrays.filter((array) => !covered.has(array) && !exempt.has(array))).toEqual([]);
  });

  it('names gearboxes and sort orders as the site does', () => {
    expect(labels.transmission).toEqual({ handgeschakeld: 'Handgeschakeld', automatisch: 'Automaat', semiAutomatisch: 'Semi-automaat' });
    expect(labels.sortOrder?.besteResultaat).toBe('Beste resultaat');
    expect(labels.sortOrder?.laatstToegevoegd).toBe('Laatst toegevoegd');
    expect(labels.sortOrder?.prijsOplopend).toBe('Prijs oplopend');
    expect(labels.radius?.five).toBe('5 km');
    expect(labels.warrantyType?.bovag6maanden).toBe('6 maanden BOVAG Garantie');
  });
});

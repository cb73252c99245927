/**
 * The old request's keys (PascalCase; the old site's own pages send the same in camelCase), each
 * with what it becomes in our request (decision 035). The value tables are in vocabulary.ts.
 */
import type { Certainty } from '@/lib/vehicle/enums';
import {
  ACCESSORY,
  ADDED_SINCE,
  BATTERY_POSITION,
  BED_LAYOUT,
  BODY_TYPE,
  BRAKE_TYPE,
  COLOUR,
  CONDITION,
  DISTANCE,
  DRIVE_WHEELS,
  DRIVING_LICENCE,
  ENERGY_LABEL,
  FRAME_MATERIAL,
  FRAME_TYPE,
  FUEL,
  IMPORTED,
  KITCHEN_LAYOUT,
  MOTOR_BRAND,
  SEATING_LAYOUT,
  SORT,
  TRANSMISSION,
  WARRANTY,
  type ValueTable,
} from './vocabulary';

/** A count the old site offered as named choices ("SixOrMore"), as our inclusive range. */
export interface CountRange {
  min?: number;
  max?: number;
}

export type KeyTarget =
  | { kind: 'mobility' }
  | { kind: 'brand' }
  | { kind: 'model' }
  | { kind: 'text' }
  /** Model keywords narrow the text search: they are added to `text`. */
  | { kind: 'modelText' }
  | { kind: 'postalCode' }
  | { kind: 'page' }
  /** A list (or one value) of an enumeration. */
  | { kind: 'enum'; table: ValueTable }
  /** One value of an enumeration (radius, sort, addedSince). */
  | { kind: 'single'; table: ValueTable }
  | { kind: 'min' | 'max'; field: RangeTarget; prefix?: string }
  | { kind: 'counts'; field: 'gears' | 'seats' | 'cylinders' | 'berths'; names: Readonly<Record<string, CountRange>> }
  | { kind: 'flag'; field: 'onlineToFinance' | 'napOnly' | 'vatDeductible' | 'onlineToLease' | 'pluginHybrid' }
  /** A yes/no certainty: true adds these values to `certainties` (any of them matches). */
  | { kind: 'certainty'; values: readonly Certainty[] }
  /** Sent by every old request; nothing to filter on our side (see decision 035). */
  | { kind: 'accepted' }
  /** A filter over data we do not hold: dropped, as the same filter in an old URL is (decision 037). */
  | { kind: 'dropped' };

export type RangeTarget =
  | 'price'
  | 'leasePrice'
  | 'buildYear'
  | 'modelYear'
  | 'mileage'
  | 'powerPk'
  | 'engineCapacity'
  | 'doors'
  | 'frameHeight'
  | 'batteryCapacity'
  | 'emptyMass'
  | 'maximumMass';

const NUMBERS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'] as const;
const exactly = (from: number, to: number): Record<string, CountRange> =>
  Object.fromEntries(NUMBERS.slice(from - 1, to).map((name, index) => [name, { min: from + index, max: from + index }]));

export const GEAR_NAMES: Readonly<Record<string, CountRange>> = {
  None: { max: 0 },
  OneToFive: { min: 1, max: 5 },
  ThreeToFour: { min: 3, max: 4 },
  FiveToEight: { min: 5, max: 8 },
  Six: { min: 6, max: 6 },
  Seven: { min: 7, max: 7 },
  EightOrMore: { min: 8 },
  NineToFourteen: { min: 9, max: 14 },
  FifteenToTwenty: { min: 15, max: 20 },
  TwentyOneOrMore: { min: 21 },
};
export const CYLINDER_NAMES: Readonly<Record<string, CountRange>> = { ...exactly(2, 6), Eight: { min: 8, max: 8 }, TenOrMore: { min: 10 } };
export const SEAT_NAMES: Readonly<Record<string, CountRange>> = { ...exactly(1, 9), TenOrMore: { min: 10 } };
export const BERTH_NAMES: Readonly<Record<string, CountRange>> = { ...exactly(1, 5), SixOrMore: { min: 6 } };

const CHECKLISTS: readonly Certainty[] = ['puntencheck30', 'puntencheck35', 'puntencheck40', 'puntencheck70'];
const range = (field: RangeTarget, prefix?: string): [KeyTarget, KeyTarget] => [
  { kind: 'min', field, ...(prefix ? { prefix } : {}) },
  { kind: 'max', field, ...(prefix ? { prefix } : {}) },
];
const pair = (name: string, field: RangeTarget, prefix?: string): [string, KeyTarget][] => {
  const [from, to] = range(field, prefix);
  return [
    [`${name}From`, from],
    [`${name}To`, to],
  ];
};

export const LEGACY_KEYS: ReadonlyMap<string, KeyTarget> = new Map<string, KeyTarget>([
  ['MobilityType', { kind: 'mobility' }],
  ['Brand', { kind: 'brand' }],
  ['Model', { kind: 'model' }],
  ['Keywords', { kind: 'text' }],
  ['ModelKeywords', { kind: 'modelText' }],
  ['PostalCode', { kind: 'postalCode' }],
  ['PageNumber', { kind: 'page' }],
  ['Distance', { kind: 'single', table: DISTANCE }],
  ['SortOrder', { kind: 'single', table: SORT }],
  ['AvailableSince', { kind: 'single', table: ADDED_SINCE }],
  ['BodyType', { kind: 'enum', table: BODY_TYPE }],
  ['FuelType', { kind: 'enum', table: FUEL }],
  ['Transmission', { kind: 'enum', table: TRANSMISSION }],
  ['Color', { kind: 'enum', table: COLOUR }],
  ['Condition', { kind: 'enum', table: CONDITION }],
  ['Warranty', { kind: 'enum', table: WARRANTY }],
  ['DriversLicense', { kind: 'enum', table: DRIVING_LICENCE }],
  ['EnergyLabel', { kind: 'enum', table: ENERGY_LABEL }],
  ['DriveType', { kind: 'enum', table: DRIVE_WHEELS }],
  ['FrameMaterial', { kind: 'enum', table: FRAME_MATERIAL }],
  ['FrameType', { kind: 'enum', table: FRAME_TYPE }],
  ['BrakeType', { kind: 'enum', table: BRAKE_TYPE }],
  ['EngineBrand', { kind: 'enum', table: MOTOR_BRAND }],
  ['BatteryPosition', { kind: 'enum', table: BATTERY_POSITION }],
  ['BedLayout', { kind: 'enum', table: BED_LAYOUT }],
  ['SeatingLayout', { kind: 'enum', table: SEATING_LAYOUT }],
  ['KitchenLayout', { kind: 'enum', table: KITCHEN_LAYOUT }],
  ['Accessory', { kind: 'enum', table: ACCESSORY }],
  ['Import', { kind: 'enum', table: IMPORTED }],
  ...pair('Price', 'price'),
  ...pair('LeasePrice', 'leasePrice'),
  ...pair('Year', 'buildYear'),
  ...pair('ModelYear', 'modelYear'),
  ...pair('Mileage', 'mileage'),
  ...pair('EnginePower', 'powerPk', 'EnginePower'),
  ...pair('EngineCapacity', 'engineCapacity'),
  ...pair('DoorCount', 'doors'),
  ...pair('FrameHeight', 'frameHeight'),
  ...pair('BatteryCapacity', 'batteryCapacity'),
  ['EmptyMassTo', { kind: 'max', field: 'emptyMass' }],
  ['MaximumMassTo', { kind: 'max', field: 'maximumMass' }],
  ['GearCount', { kind: 'counts', field: 'gears', names: GEAR_NAMES }],
  ['CylinderCount', { kind: 'counts', field: 'cylinders', names: CYLINDER_NAMES }],
  ['SeatCount', { kind: 'counts', field: 'seats', names: SEAT_NAMES }],
  ['BedCount', { kind: 'counts', field: 'berths', names: BERTH_NAMES }],
  ['IsFinanceable', { kind: 'flag', field: 'onlineToFinance' }],
  ['HasNapWeblabel', { kind: 'flag', field: 'napOnly' }],
  ['HasNapOrBit', { kind: 'flag', field: 'napOnly' }],
  ['VatDeductible', { kind: 'flag', field: 'vatDeductible' }],
  ['IsLeaseable', { kind: 'flag', field: 'onlineToLease' }],
  ['IsPluginHybrid', { kind: 'flag', field: 'pluginHybrid' }],
  ['IsPluginHybride', { kind: 'flag', field: 'pluginHybrid' }],
  ['FullyServiced', { kind: 'certainty', values: ['volledigOnderhouden'] }],
  ['HasBovagChecklist', { kind: 'certainty', values: CHECKLISTS }],
  ['CarServicedOnDelivery', { kind: 'certainty', values: ['afleverbeurt'] }],
  ['InStock', { kind: 'accepted' }],
  ['ShowCommercialVehicles', { kind: 'accepted' }],
  ['HideVatExcludedPrices', { kind: 'accepted' }],
  ...(
    [
      'AccelerationTo', 'TopSpeedFrom', 'WheelSizeFrom', 'WheelSizeTo', 'BrakedTowingWeightFrom', 'BrakedTowingWeightTo',
      'MaxChargingPowerHome', 'MaxQuickChargingPower', 'SpecifiedBatteryRange', 'BatteryCapacityTechnical', 'City',
      'BatteryRemovable', 'SanitaryLayout', 'InteriorHeightFrom', 'CamperChassisBrand', 'HasBovagMaintenanceFree',
      'HasBovagImportOdometerCheck',
    ] as const
  ).map((key): [string, KeyTarget] => [key, { kind: 'dropped' }]),
]);

/** The old key of a key in either case: `priceFrom` → `PriceFrom`. */
export function pascalKey(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

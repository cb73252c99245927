/**
 * The catalogue of search filters: which multi-select fields exist and which values they take,
 * and which numeric ranges. The zod schema, the URL codec and the search engine all read it, so a
 * filter is added in one place.
 */
import {
  ACCESSORIES,
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
  IMPORTED_VALUES,
  KITCHEN_LAYOUTS,
  PRICE_RATINGS,
  SEATING_LAYOUTS,
  TRANSMISSIONS,
  USAGE_STATES,
  VEHICLE_KINDS,
  WARRANTY_TYPES,
} from '@/lib/vehicle/enums';

/** Multi-select filters over a fixed vocabulary (product §3 enumerations), in canonical order. */
export const ENUM_FILTERS = {
  bodyType: BODY_TYPES,
  kind: VEHICLE_KINDS,
  fuel: FUEL_TYPES,
  transmission: TRANSMISSIONS,
  colour: COLOURS,
  condition: CONDITIONS,
  usageState: USAGE_STATES,
  energyLabel: ENERGY_LABELS,
  drivingLicence: DRIVING_LICENCES,
  driveWheels: DRIVE_WHEELS,
  motorBrand: EBIKE_MOTOR_BRANDS,
  frameMaterial: FRAME_MATERIALS,
  frameType: FRAME_TYPES,
  brakeType: BRAKE_TYPES,
  batteryPosition: BATTERY_POSITIONS,
  /** An e-bike's motor position: front hub, mid drive or rear hub. */
  driveType: BICYCLE_DRIVE_TYPES,
  bedLayout: BED_LAYOUTS,
  kitchenLayout: KITCHEN_LAYOUTS,
  seatingLayout: SEATING_LAYOUTS,
  warrantyTypes: WARRANTY_TYPES,
  certainties: CERTAINTIES,
  priceRating: PRICE_RATINGS,
  /** Imported or not (issue 20): `import-ja`, `import-nee`. */
  imported: IMPORTED_VALUES,
  /** Accessories from the listing's options (issue 20): `navigatie`, `trekhaak`, … */
  accessories: ACCESSORIES,
} as const;

export type EnumFilterKey = keyof typeof ENUM_FILTERS;
export type EnumFilterValue<K extends EnumFilterKey> = (typeof ENUM_FILTERS)[K][number];
export const ENUM_FILTER_KEYS = Object.keys(ENUM_FILTERS) as EnumFilterKey[];

/** Multi-select filters whose values are open-ended slugs (brands and models come from the stock). */
export const SLUG_FILTER_KEYS = ['brand', 'model'] as const;
export type SlugFilterKey = (typeof SLUG_FILTER_KEYS)[number];

/**
 * Numeric ranges, inclusive at both ends. Units: price and lease price (per month) in whole euros,
 * years, kilometres, pk (horsepower; `powerKw` input is converted, see schema.ts), cc, Wh (e-bike
 * battery) or kWh (car battery) as the listing states it, centimetres (frame height, a caravan's or
 * camper's length), kilograms, and counts (berths, doors, seats, gears, cylinders).
 */
export const RANGE_KEYS = [
  'price',
  'buildYear',
  'modelYear',
  'mileage',
  'powerPk',
  'engineCapacity',
  'batteryCapacity',
  'frameHeight',
  'maximumMass',
  'emptyMass',
  'berths',
  'lengthCm',
  'doors',
  'seats',
  /** A gearbox's gears (cars, motorcycles, campers) or a bicycle's gears. */
  'gears',
  'cylinders',
  /** Monthly lease price in whole euros. */
  'leasePrice',
] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

/**
 * Yes/no filters: `false` (the default) is no filter. NAP and online financing, and those of issue 20:
 * VAT deductible (the price excludes VAT), a monthly lease price, a plug-in hybrid.
 */
export const FLAG_KEYS = ['napOnly', 'onlineToFinance', 'vatDeductible', 'onlineToLease', 'pluginHybrid'] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];

/** Largest value a range bound may take; larger input is clamped to it (never an error). */
export const RANGE_MAX = 999_999_999;
/** Spec-independent guard against abuse: the longest free text a search accepts. */
export { TEXT_MAX_LENGTH } from './text-limit';
/** More values than this in one multi-select is not a search a person makes. */
export const MULTI_SELECT_MAX_VALUES = 100;
/** Longest brand or model value accepted before slugifying. */
export const SLUG_VALUE_MAX_LENGTH = 80;
/** Dealer ids are PostgreSQL `serial` keys: positive 32-bit integers. */
export const DEALER_ID_MAX = 2_147_483_647;

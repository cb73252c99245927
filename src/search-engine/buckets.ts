/**
 * The range buckets facets count in: the price steps of the site's price selects (€500 to
 * €75,000), build years, mileage steps, the power bands of product §3, frame heights, and the
 * e-bike battery, berth, length and mass steps of the bicycle and camping panels (decision 033).
 *
 * Display buckets (what the facets return): bucket 0 means "no value"; bucket k ≥ 1 is
 * [bounds[k-2], bounds[k-1]) with open ends below the first and after the last bound.
 *
 * Stored buckets (what rows carry in their packs) split every step value off into a bucket of its
 * own for the "exact" scales: [500.00, 500.00], (500.00, 1000.00), [1000.00, 1000.00], … A range
 * filter whose bounds are step values — what the selects send — then covers whole stored buckets,
 * both "vanaf" (inclusive start) and "tot en met" (inclusive end), and is answered from the pack.
 */
import type { RangeKey } from '@/lib/search-request/fields';
import { POWER_BANDS_PK } from '@/lib/vehicle/enums';

export const PRICE_STEPS_EUR = [
  500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000, 6000, 7000, 7500, 8000, 9000, 10000, 12500, 15000, 17500, 20000,
  22500, 25000, 30000, 35000, 40000, 45000, 50000, 60000, 75000,
] as const;
export const MILEAGE_STEPS_KM = [5000, 10000, 20000, 30000, 50000, 75000, 100000, 125000, 150000, 200000, 250000] as const;
/** Frame heights one centimetre apart over what the import accepts, so every height a shop states is a step. */
export const FIRST_FRAME_HEIGHT_CM = 20;
export const LAST_FRAME_HEIGHT_CM = 80;
/** E-bike batteries as shops sell them: 300 Wh for a light city bike up to 1,000 Wh for a cargo bike. */
export const BATTERY_CAPACITY_STEPS_WH = [250, 300, 400, 500, 600, 700, 800, 1000] as const;
/** Caravan and camper lengths, 4 m to 9 m: the half metres where most layouts sit. */
export const LENGTH_STEPS_CM = [400, 500, 550, 600, 650, 700, 750, 800, 900] as const;
/**
 * Maximum permitted mass: 750 kg (a light trailer, no W plate) up to 3,500 kg (a camper a B licence
 * drives); caravan buyers compare it with their car's towing capacity.
 */
export const MAXIMUM_MASS_STEPS_KG = [750, 1000, 1200, 1350, 1500, 1800, 2000, 2500, 3000, 3500] as const;
export const LAST_BERTHS = 10;
export const FIRST_BUCKET_YEAR = 1990;
export const LAST_BUCKET_YEAR = 2030;

export interface BucketScale {
  /** Display bounds, in the filter's unit (euros, years, km, kW). */
  bounds: readonly number[];
  /** Stored units per display unit (price is stored in cents). */
  unit: number;
  /** Whether every bound has a stored bucket of its own (integers in stored units). */
  exact: boolean;
  /** Stored bucket edges in stored units: stored bucket k ≥ 1 is [edges[k-2], edges[k-1]). */
  edges: readonly number[];
  /** Stored bucket codes 0 … cardinality − 1. */
  cardinality: number;
}

function scale(bounds: readonly number[], unit: number, exact: boolean): BucketScale {
  const edges = exact ? bounds.flatMap((bound) => [bound * unit, bound * unit + 1]) : bounds.map((bound) => bound * unit);
  return { bounds, unit, exact, edges, cardinality: edges.length + 2 };
}

export const PRICE_BUCKETS = scale(PRICE_STEPS_EUR, 100, true);
export const MILEAGE_BUCKETS = scale(MILEAGE_STEPS_KM, 1, true);
export const POWER_BUCKETS = scale(POWER_BANDS_PK, 1, true);
export const YEAR_BUCKETS = scale(
  Array.from({ length: LAST_BUCKET_YEAR - FIRST_BUCKET_YEAR + 1 }, (_, index) => FIRST_BUCKET_YEAR + index),
  1,
  false,
);

export const FRAME_HEIGHT_BUCKETS = scale(
  Array.from({ length: LAST_FRAME_HEIGHT_CM - FIRST_FRAME_HEIGHT_CM + 1 }, (_, index) => FIRST_FRAME_HEIGHT_CM + index),
  1,
  false,
);

export const BATTERY_CAPACITY_BUCKETS = scale(BATTERY_CAPACITY_STEPS_WH, 1, true);
export const LENGTH_BUCKETS = scale(LENGTH_STEPS_CM, 1, true);
export const MAXIMUM_MASS_BUCKETS = scale(MAXIMUM_MASS_STEPS_KG, 1, true);
/** One bucket per berth, like frame heights: every count a person picks is a bucket edge. */
export const BERTHS_BUCKETS = scale(
  Array.from({ length: LAST_BERTHS }, (_, index) => index + 1),
  1,
  false,
);

/*
 * The counts and the lease price of issue 20 (decision 037) share one pack, so their scales are kept
 * small (6 · 10 · 8 · 13 · 10 = 62,400 combinations): doors and seats one bucket per count, cylinders
 * per count up to 6 then 8 and more, gears per count where gearboxes have them and in steps for
 * bicycles' 21 and 27, the lease price in the steps bicycle (from € 50) and car lease (€ 150 to € 750)
 * move in. A bound between steps is checked value by value.
 */
export const DOORS_BUCKETS = scale([2, 3, 4, 5], 1, false);
export const SEATS_BUCKETS = scale([2, 3, 4, 5, 6, 7, 8, 9], 1, false);
export const CYLINDERS_BUCKETS = scale([2, 3, 4, 5, 6, 8], 1, false);
export const GEARS_BUCKETS = scale([1, 3, 5, 6, 7, 8, 9, 10, 12, 21, 27], 1, false);
export const LEASE_PRICE_STEPS_EUR = [50, 100, 150, 200, 300, 400, 500, 750] as const;
export const LEASE_PRICE_BUCKETS = scale(LEASE_PRICE_STEPS_EUR, 1, false);

/**
 * The bucket scale of every range that has a facet (issue 13: one map instead of a list per module).
 * Ranges without one (model year, engine capacity, empty mass) are filtered value by value only.
 */
export const RANGE_BUCKETS = {
  price: PRICE_BUCKETS,
  buildYear: YEAR_BUCKETS,
  mileage: MILEAGE_BUCKETS,
  powerPk: POWER_BUCKETS,
  frameHeight: FRAME_HEIGHT_BUCKETS,
  batteryCapacity: BATTERY_CAPACITY_BUCKETS,
  berths: BERTHS_BUCKETS,
  lengthCm: LENGTH_BUCKETS,
  maximumMass: MAXIMUM_MASS_BUCKETS,
  doors: DOORS_BUCKETS,
  seats: SEATS_BUCKETS,
  gears: GEARS_BUCKETS,
  cylinders: CYLINDERS_BUCKETS,
  leasePrice: LEASE_PRICE_BUCKETS,
} as const satisfies Partial<Record<RangeKey, BucketScale>>;
export type BucketedRangeKey = keyof typeof RANGE_BUCKETS;
export const BUCKETED_RANGE_KEYS = Object.keys(RANGE_BUCKETS) as BucketedRangeKey[];

function upperBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? 0) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Stored bucket of a stored value (cents for price), or 0 for no value. */
export function storedBucketOf(scale: BucketScale, stored: number | null): number {
  return stored === null ? 0 : upperBound(scale.edges, stored) + 1;
}

/** Display bucket of a stored bucket. */
export function displayBucketOfStored(scale: BucketScale, stored: number): number {
  if (stored === 0 || !scale.exact) return stored;
  return (stored >> 1) + 1;
}

/** Display bucket of a value in the display unit, or 0 for no value. */
export function bucketOf(scale: BucketScale, value: number | null): number {
  return value === null ? 0 : upperBound(scale.bounds, value) + 1;
}

/** Display buckets 1 … displayBuckets(scale). */
export function displayBuckets(scale: BucketScale): number {
  return scale.bounds.length + 1;
}

/** The [from, to) range of display bucket k ≥ 1; `from` null below the first bound, `to` null after the last. */
export function bucketRange(scale: BucketScale, bucket: number): { from: number | null; to: number | null } {
  return { from: bucket <= 1 ? null : (scale.bounds[bucket - 2] ?? null), to: scale.bounds[bucket - 1] ?? null };
}

/**
 * The stored buckets an inclusive range [min, max] (display unit) covers exactly, or null when a
 * bound falls inside a bucket and the range must be checked value by value.
 */
export function coveredBuckets(scale: BucketScale, min: number | undefined, max: number | undefined): ((stored: number) => boolean) | null {
  const { edges, unit } = scale;
  const low = min === undefined || min === 0 ? -Infinity : min * unit;
  const high = max === undefined ? Infinity : max * unit + 1;
  if (low !== -Infinity && !edges.includes(low)) return null;
  if (high !== Infinity && !edges.includes(high)) return null;
  return (stored) => {
    if (stored === 0) return false;
    const from = stored === 1 ? -Infinity : (edges[stored - 2] ?? Infinity);
    const to = edges[stored - 1] ?? Infinity;
    return from >= low && to <= high;
  };
}

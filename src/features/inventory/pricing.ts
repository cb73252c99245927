/**
 * Prices: how a vehicle loses value with age and use, and how a dealer rounds an asking price
 * (€ 14.950, € 23.495, € 2.799). Pure functions; the generator adds the noise.
 */
export type DepreciationCurve = 'car' | 'electricCar' | 'motor' | 'bicycle' | 'caravan' | 'camper';

/** Value kept after the first year, and per year after that. */
const CURVES: Record<DepreciationCurve, readonly [firstYear: number, perYear: number, floorShare: number]> = {
  car: [0.8, 0.885, 0.05],
  electricCar: [0.76, 0.86, 0.06],
  motor: [0.85, 0.905, 0.12],
  bicycle: [0.72, 0.86, 0.08],
  caravan: [0.86, 0.925, 0.1],
  camper: [0.88, 0.93, 0.15],
};

/** Share of the new price left at an age in years (continuous, strictly falling). */
export function ageFactor(curve: DepreciationCurve, ageYears: number): number {
  const [firstYear, perYear, floorShare] = CURVES[curve];
  if (ageYears <= 0) return 1;
  const raw = ageYears < 1 ? 1 - (1 - firstYear) * ageYears : firstYear * perYear ** (ageYears - 1);
  // Approach the floor smoothly so very old vehicles still get cheaper, just slower.
  return floorShare + (1 - floorShare) * raw;
}

/** Effect of driving more (or less) than usual for the age; 1 at the expected mileage. */
export function mileageFactor(mileage: number, expectedMileage: number, sensitivityPer100k: number): number {
  const factor = Math.exp((-sensitivityPer100k * (mileage - expectedMileage)) / 100_000);
  return Math.min(1.2, Math.max(0.45, factor));
}

export interface ValueInput {
  newPrice: number;
  curve: DepreciationCurve;
  ageYears: number;
  mileage: number;
  expectedMileagePerYear: number;
  /** Fraction of value lost per 100,000 km over the expected mileage (0.2 for cars). */
  mileageSensitivity: number;
}

/** Market value in euros before dealer rounding. */
export function marketValue(input: ValueInput): number {
  const expected = input.expectedMileagePerYear * Math.max(0, input.ageYears);
  return input.newPrice * ageFactor(input.curve, input.ageYears) * mileageFactor(input.mileage, expected, input.mileageSensitivity);
}

/** Endings dealers use, as the amount taken off a round step: 14.950, 14.995, 15.000, 14.999. */
const ENDINGS: readonly (readonly [number, number])[] = [
  [50, 0.45],
  [5, 0.3],
  [0, 0.15],
  [1, 0.1],
];

function pickEnding(roll: number): number {
  let rest = roll;
  for (const [cut, weight] of ENDINGS) {
    rest -= weight;
    if (rest < 0) return cut;
  }
  return 0;
}

/** A dealer's asking price in whole euros near `value`; `roll` in [0, 1) picks the ending. */
export function dealerPrice(value: number, roll: number): number {
  const step = value < 5_000 ? 250 : value < 50_000 ? 500 : 1_000;
  const rounded = Math.max(step, Math.round(value / step) * step);
  return rounded - pickEnding(roll);
}

/** Bicycle shops price to the 49 or 99: € 649, € 1.499, € 2.799. */
export function bicyclePrice(value: number): number {
  const step = value < 1_000 ? 50 : 100;
  return Math.max(step, Math.round(value / step) * step) - 1;
}

/**
 * Value lost in a year by a typical used car of a body type and fuel at the visitor's budget,
 * from the valuation core's market model where it knows that segment (decision 022), otherwise
 * the stated rule of thumb of `tables.ts`. Pure: the model is passed in.
 */
import type { MarketVehicle } from '@/valuation';
import { DEPRECIATION_RULE_OF_THUMB, OLDEST_TYPICAL_AGE_YEARS, TYPICAL_KILOMETRES_PER_YEAR, VEHICLE_PROFILES, type CoachBodyType, type CoachFuel } from './tables';

/** What the coach needs of the market model (`MarketModel` from `@/valuation` fits). */
export interface MarketLike {
  value(vehicle: MarketVehicle): { expected: number } | null;
  expectedAt(vehicle: MarketVehicle, mileages: readonly number[], options?: { monthsAhead?: number }): number[] | null;
}

export interface Depreciation {
  /** Euros lost in the coming twelve months on a car bought at `price`. */
  perYear: number;
  /** The same as a share of the price (0.14 = 14 %). */
  share: number;
  source: 'market' | 'ruleOfThumb';
  /** The market's typical car at the budget: its age in years and its kilometres. */
  typical: { ageYears: number; mileage: number } | null;
}

export interface DepreciationInput {
  bodyType: CoachBodyType;
  fuel: CoachFuel;
  automatic: boolean;
  /** What the visitor spends on the car, whole euros. */
  price: number;
  kilometresPerYear: number;
  now: Date;
}

export function typicalVehicle(input: Omit<DepreciationInput, 'price' | 'kilometresPerYear'>, ageYears: number): MarketVehicle {
  return {
    mobilityType: 'car',
    kind: 'personenwagen',
    // No make or model: the estimate rests on the segment (body type) and the fuel's coefficient.
    brand: '',
    model: '',
    bodyType: input.bodyType,
    fuel: input.fuel,
    transmission: input.automatic || input.fuel === 'elektriciteit' ? 'automatisch' : 'handgeschakeld',
    powerKw: VEHICLE_PROFILES[input.bodyType][input.fuel].powerKw,
    year: input.now.getUTCFullYear() - ageYears,
    month: input.now.getUTCMonth() + 1,
    mileage: ageYears * TYPICAL_KILOMETRES_PER_YEAR,
  };
}

export function yearlyDepreciation(market: MarketLike | null, input: DepreciationInput): Depreciation {
  const fromMarket = market ? marketDepreciation(market, input) : null;
  if (fromMarket) return fromMarket;
  const share = DEPRECIATION_RULE_OF_THUMB[input.fuel];
  return { perYear: Math.round(input.price * share), share, source: 'ruleOfThumb', typical: null };
}

function marketDepreciation(market: MarketLike, input: DepreciationInput): Depreciation | null {
  const budgetCents = input.price * 100;
  // The youngest car the budget buys: the typical car of that shape at that price.
  let chosen: { vehicle: MarketVehicle; expected: number; ageYears: number } | null = null;
  for (let ageYears = 1; ageYears <= OLDEST_TYPICAL_AGE_YEARS; ageYears++) {
    const vehicle = typicalVehicle(input, ageYears);
    const value = market.value(vehicle);
    if (!value) return null;
    chosen = { vehicle, expected: value.expected, ageYears };
    if (value.expected <= budgetCents) break;
  }
  if (!chosen || chosen.expected <= 0) return null;
  const mileage = chosen.vehicle.mileage ?? 0;
  const [later] = market.expectedAt(chosen.vehicle, [mileage + input.kilometresPerYear], { monthsAhead: 12 }) ?? [];
  if (later === undefined) return null;
  const share = 1 - later / chosen.expected;
  // A segment whose prices do not fall with age and kilometres says nothing about depreciation.
  if (!Number.isFinite(share) || share <= 0 || share >= 1) return null;
  const rounded = Math.round(share * 1000) / 1000;
  return { perYear: Math.round(input.price * rounded), share: rounded, source: 'market', typical: { ageYears: chosen.ageYears, mileage } };
}

/**
 * What a dealer can offer for a vehicle traded in (decision 022). Not the market price: a dealer
 * buys below retail to pay for preparing the vehicle, the warranty it must give on it (BOVAG
 * Garantie), the months it may stand unsold and a margin; and a vehicle traded in later is older
 * and has driven more by then. Shown as a range, because no two dealers weigh these alike.
 */
import type { MobilityType } from '@/lib/vehicle/enums';
import { ageInMonths } from './features';
import type { MarketModel } from './market-model';
import type { MarketValue, MarketVehicle } from './types';

export const TRADE_IN_MOMENTS = ['nu', 'binnen3Maanden', 'drieTotZesMaanden', 'later'] as const;
export type TradeInMoment = (typeof TRADE_IN_MOMENTS)[number];

/** The middle of each choice: "binnen 3 maanden" is on average about two months away. */
const MONTHS_AHEAD: Record<TradeInMoment, number> = { nu: 0, binnen3Maanden: 2, drieTotZesMaanden: 5, later: 9 };

/** Preparation (cleaning, inspection, small repairs) in euro cents, and the warranty reserve as a share of retail. */
const DEALER_COSTS: Record<MobilityType, { preparation: number; warrantyShare: number }> = {
  car: { preparation: 65_000, warrantyShare: 0.04 },
  motor: { preparation: 35_000, warrantyShare: 0.04 },
  caramper: { preparation: 85_000, warrantyShare: 0.03 },
  bicycle: { preparation: 5_000, warrantyShare: 0.05 },
};
/** The dealer's margin, including the interest and risk of the months before it sells. */
const MARGIN_SHARE = 0.12;
/** Half the range's width, at least; more where the market's prices scatter more. */
const MIN_HALF_WIDTH = 0.04;
/** Kilometres a year assumed when the vehicle's own rate cannot be read from its age. */
const DEFAULT_KM_PER_YEAR = 13_000;

export type TradeInStepKey = 'market' | 'depreciation' | 'dealerCosts' | 'margin';

export interface TradeInEstimate {
  value: MarketValue;
  monthsAhead: number;
  /** Expected retail price at the moment of trading in, euro cents. */
  retailAtMoment: number;
  /** The offer range, euro cents, rounded to € 50. */
  low: number;
  high: number;
  /** From market value to offer: the market value, then the deductions (negative). */
  steps: { key: TradeInStepKey; amount: number }[];
}

export function tradeInEstimate(model: MarketModel, vehicle: MarketVehicle, moment: TradeInMoment, now: Date): TradeInEstimate | null {
  const value = model.value(vehicle);
  if (!value) return null;
  const monthsAhead = MONTHS_AHEAD[moment];
  const age = ageInMonths(vehicle, now);
  const kmPerYear = vehicle.mileage !== null && age >= 6 ? Math.min(40_000, Math.max(3_000, (vehicle.mileage / age) * 12)) : DEFAULT_KM_PER_YEAR;
  const futureMileage = vehicle.mileage === null ? null : vehicle.mileage + (kmPerYear * monthsAhead) / 12;
  const [later = value.expected] = (futureMileage === null ? null : model.expectedAt(vehicle, [futureMileage], { monthsAhead })) ??
    model.expectedAt(vehicle, [0], { monthsAhead }) ?? [value.expected];
  const retailAtMoment = Math.min(value.expected, later);
  const costs = DEALER_COSTS[vehicle.mobilityType];
  const dealerCosts = costs.preparation + retailAtMoment * costs.warrantyShare;
  const margin = retailAtMoment * MARGIN_SHARE;
  const middle = Math.max(0, retailAtMoment - dealerCosts - margin);
  const halfWidth = Math.max(MIN_HALF_WIDTH, value.spread / 2);
  return {
    value,
    monthsAhead,
    retailAtMoment: Math.round(retailAtMoment),
    low: roundTo50(middle * (1 - halfWidth)),
    high: roundTo50(middle * (1 + halfWidth)),
    steps: [
      { key: 'market', amount: value.expected },
      { key: 'depreciation', amount: Math.round(retailAtMoment - value.expected) },
      { key: 'dealerCosts', amount: -Math.round(dealerCosts) },
      { key: 'margin', amount: -Math.round(margin) },
    ],
  };
}

function roundTo50(cents: number): number {
  return Math.max(0, Math.round(cents / 5_000) * 5_000);
}

/**
 * A monthly cost comparison of the recommended options (issue 16): energy, motorrijtuigenbelasting,
 * an insurance indication and depreciation, per month, for a typical car of each body type and fuel
 * at the budget. Everything is an indication ("Indicatie"); the numbers come from `tables.ts`. Pure.
 */
import type { Budget, CarAnswers, Charging } from './answers';
import { yearlyDepreciation, type Depreciation, type MarketLike } from './depreciation';
import { roadTaxPerQuarter, type RoadTax } from './road-tax';
import { ENERGY_PRICES, FINANCING, INSURANCE, KILOMETRES_PER_YEAR, VEHICLE_PROFILES, type CoachBodyType, type CoachFuel } from './tables';

export interface CostOption {
  bodyType: CoachBodyType;
  fuel: CoachFuel;
  /** The price the comparison assumes (the budget's ceiling), whole euros. */
  price: number;
  energy: { per100Km: number; unit: 'liter' | 'kWh'; pricePerUnit: number; perMonth: number };
  roadTax: RoadTax & { perMonth: number };
  insurancePerMonth: number;
  depreciation: Depreciation & { perMonth: number };
  totalPerMonth: number;
}

/** The most a budget lets the visitor pay: the price itself, or the loan an instalment repays. */
export function priceCeiling(budget: Budget): number {
  if (budget.kind === 'koop') return budget.euros;
  const monthlyRate = (1 + FINANCING.annualRate) ** (1 / 12) - 1;
  const loan = (budget.euros * (1 - (1 + monthlyRate) ** -FINANCING.months)) / monthlyRate;
  // Round down to a hundred: a ceiling, not a promise.
  return Math.floor(loan / 100) * 100;
}

export function pricePerUnit(fuel: CoachFuel, charging: Charging): number {
  if (fuel === 'diesel') return ENERGY_PRICES.dieselPerLitre;
  if (fuel !== 'elektriciteit') return ENERGY_PRICES.benzinePerLitre;
  return { thuis: ENERGY_PRICES.homePerKwh, openbaar: ENERGY_PRICES.publicPerKwh, geen: ENERGY_PRICES.fastPerKwh }[charging];
}

const euros = (amount: number) => Math.round(amount);

export interface CostInput {
  answers: CarAnswers;
  bodyType: CoachBodyType;
  fuel: CoachFuel;
  market: MarketLike | null;
  now: Date;
}

export function monthlyCosts({ answers, bodyType, fuel, market, now }: CostInput): CostOption {
  const profile = VEHICLE_PROFILES[bodyType][fuel];
  const price = priceCeiling(answers.budget);
  const kilometres = KILOMETRES_PER_YEAR[answers.kilometres];
  const unitPrice = pricePerUnit(fuel, answers.charging);
  const energyPerMonth = ((kilometres / 12) * profile.per100Km * unitPrice) / 100;
  const tax = roadTaxPerQuarter({ massKg: profile.massKg, fuel, province: answers.province });
  const insurance =
    (INSURANCE.basePerMonth[bodyType] + (price * INSURANCE.valueSharePerYear) / 12) * (fuel === 'elektriciteit' ? INSURANCE.electricFactor : 1);
  const depreciation = yearlyDepreciation(market, { bodyType, fuel, automatic: answers.preferences.includes('automaat'), price, kilometresPerYear: kilometres, now });
  const parts = { energy: euros(energyPerMonth), roadTax: euros(tax.perQuarter / 3), insurance: euros(insurance), depreciation: euros(depreciation.perYear / 12) };
  return {
    bodyType,
    fuel,
    price,
    energy: { per100Km: profile.per100Km, unit: fuel === 'elektriciteit' ? 'kWh' : 'liter', pricePerUnit: unitPrice, perMonth: parts.energy },
    roadTax: { ...tax, perMonth: parts.roadTax },
    insurancePerMonth: parts.insurance,
    depreciation: { ...depreciation, perMonth: parts.depreciation },
    totalPerMonth: parts.energy + parts.roadTax + parts.insurance + parts.depreciation,
  };
}

/** One option per recommended fuel, each in the first recommended body type, in the advice's order. */
export function costComparison(input: Omit<CostInput, 'fuel'> & { fuels: readonly CoachFuel[] }): CostOption[] {
  return input.fuels.map((fuel) => monthlyCosts({ ...input, fuel }));
}

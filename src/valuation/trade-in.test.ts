import { describe, expect, it } from 'vitest';
import { present } from '@/lib/testing/present';
import { MarketModel } from './market-model';
import { syntheticMarket } from './testing/synthetic-market';
import { tradeInEstimate } from './trade-in';
import type { MarketVehicle } from './types';

const now = new Date(Date.UTC(2026, 10, 1));
const model = MarketModel.build(syntheticMarket({ perModel: 50, now }), { now });
const polo: MarketVehicle = {
  mobilityType: 'car',
  kind: 'personenwagen',
  brand: 'Volkswagen',
  model: 'Polo',
  bodyType: 'hatchback',
  fuel: 'benzine',
  transmission: 'handgeschakeld',
  powerKw: 70,
  year: 2020,
  month: 5,
  mileage: 70_000,
};

describe('the trade-in estimate', () => {
  it('offers a range below the market value, explained step by step', () => {
    const estimate = present(tradeInEstimate(model, polo, 'nu', now));
    expect(estimate.high).toBeLessThan(estimate.value.expected);
    expect(estimate.low).toBeLessThan(estimate.high);
    expect(estimate.low % 5_000).toBe(0);
    expect(estimate.steps.map((step) => step.key)).toEqual(['market', 'depreciation', 'dealerCosts', 'margin']);
    const middle = estimate.steps.reduce((sum, step) => sum + step.amount, 0);
    expect(middle).toBeGreaterThan(estimate.low);
    expect(middle).toBeLessThan(estimate.high);
    expect(present(estimate.steps[1]).amount).toBe(0);
  });

  it('is worth less the later the vehicle is traded in', () => {
    const [nu, soon, half, later] = (['nu', 'binnen3Maanden', 'drieTotZesMaanden', 'later'] as const).map((moment) => present(tradeInEstimate(model, polo, moment, now)));
    expect(present(soon).retailAtMoment).toBeLessThan(present(nu).retailAtMoment);
    expect(present(half).retailAtMoment).toBeLessThan(present(soon).retailAtMoment);
    expect(present(later).retailAtMoment).toBeLessThan(present(half).retailAtMoment);
    expect(present(present(later).steps[1]).amount).toBeLessThan(0);
  });

  it('has nothing to say about a vehicle the market does not know', () => {
    expect(tradeInEstimate(model, { ...polo, mobilityType: 'motor', kind: 'motor', bodyType: null }, 'nu', now)).toBeNull();
  });
});

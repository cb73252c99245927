import { describe, expect, it } from 'vitest';
import { MarketModel } from '@/valuation';
import { syntheticMarket } from '@/valuation/testing/synthetic-market';
import { costComparison, monthlyCosts, priceCeiling, pricePerUnit } from './costs';
import { yearlyDepreciation } from './depreciation';
import { roadTaxPerQuarter } from './road-tax';
import { carAnswers } from './test-answers';

const now = new Date(Date.UTC(2026, 10, 1));
const market = MarketModel.build(syntheticMarket({ perModel: 60, now }), { now });

describe('the monthly cost comparison', () => {
  it('turns a monthly instalment into the loan it repays over 60 months', () => {
    expect(priceCeiling({ kind: 'koop', euros: 15_000 })).toBe(15_000);
    const loan = priceCeiling({ kind: 'maand', euros: 250 });
    expect(loan).toBeGreaterThan(12_000);
    expect(loan).toBeLessThan(12_600);
    expect(loan % 100).toBe(0);
  });

  it('prices electricity by where the car charges', () => {
    expect(pricePerUnit('elektriciteit', 'thuis')).toBeLessThan(pricePerUnit('elektriciteit', 'openbaar'));
    expect(pricePerUnit('elektriciteit', 'openbaar')).toBeLessThan(pricePerUnit('elektriciteit', 'geen'));
    expect(pricePerUnit('hybride', 'thuis')).toBe(pricePerUnit('benzine', 'geen'));
  });

  it('adds energy, road tax, insurance and depreciation per month', () => {
    const option = monthlyCosts({ answers: carAnswers({ kilometres: '10000-20000' }), bodyType: 'hatchback', fuel: 'benzine', market, now });
    // 15,000 km a year: 1,250 km a month × 6.0 l/100 km × € 1,95.
    expect(option.energy.perMonth).toBe(146);
    expect(option.roadTax.perMonth).toBe(Math.round(roadTaxPerQuarter({ massKg: 1_150, fuel: 'benzine', province: 'utrecht' }).perQuarter / 3));
    expect(option.insurancePerMonth).toBe(58);
    expect(option.depreciation.source).toBe('market');
    expect(option.totalPerMonth).toBe(option.energy.perMonth + option.roadTax.perMonth + option.insurancePerMonth + option.depreciation.perMonth);
  });

  it('makes electric cheapest to run where it charges at home', () => {
    const [electric, hybrid] = costComparison({ answers: carAnswers({ charging: 'thuis', kilometres: '20000-30000' }), bodyType: 'stationwagen', fuels: ['elektriciteit', 'hybride'], market: null, now });
    expect(electric?.energy.perMonth).toBeLessThan(hybrid?.energy.perMonth ?? 0);
    expect(electric?.energy.unit).toBe('kWh');
    expect(electric?.roadTax.reduction).toBeLessThan(0);
  });
});

describe('depreciation', () => {
  it('reads a year\'s loss from the market model: about 15 % in the synthetic market', () => {
    const result = yearlyDepreciation(market, { bodyType: 'hatchback', fuel: 'benzine', automatic: false, price: 12_000, kilometresPerYear: 15_000, now });
    expect(result.source).toBe('market');
    // The synthetic law loses 12 % a year and 25 % per 100,000 km: 1 − e^(−0.12 − 0.0375) ≈ 0.146.
    expect(result.share).toBeGreaterThan(0.11);
    expect(result.share).toBeLessThan(0.19);
    expect(result.perYear).toBe(Math.round(12_000 * result.share));
    expect(result.typical?.ageYears).toBeGreaterThan(1);
  });

  it('falls back to the stated rule of thumb where the model knows no such cars', () => {
    expect(yearlyDepreciation(market, { bodyType: 'mpv', fuel: 'benzine', automatic: false, price: 20_000, kilometresPerYear: 15_000, now })).toEqual({ perYear: 3_000, share: 0.15, source: 'ruleOfThumb', typical: null });
    expect(yearlyDepreciation(null, { bodyType: 'hatchback', fuel: 'elektriciteit', automatic: false, price: 20_000, kilometresPerYear: 15_000, now }).perYear).toBe(3_600);
  });
});

import { describe, expect, it } from 'vitest';
import { annuity, defaultTerm, effectiveYearlyRate, isLoanAmount, isLoanTerm, parseLoanAmount } from './annuity';

describe('annuity', () => {
  it('computes the standard annuity payment', () => {
    // 10,000 at 6 % a year over 60 months: the textbook answer is 193.33.
    expect(annuity({ amount: 10_000, yearlyRatePercent: 6, months: 60 })).toEqual({ monthly: 193.33, total: 11_599.8 });
  });
  it('divides evenly at a zero rate', () => {
    expect(annuity({ amount: 1_200, yearlyRatePercent: 0, months: 12 })).toEqual({ monthly: 100, total: 1_200 });
  });
  it('pays more per month for a higher rate', () => {
    const low = annuity({ amount: 15_000, yearlyRatePercent: 5, months: 72 });
    const high = annuity({ amount: 15_000, yearlyRatePercent: 9, months: 72 });
    expect(high?.monthly).toBeGreaterThan(low?.monthly ?? Infinity);
  });
  it('refuses nonsense', () => {
    expect(annuity({ amount: 0, yearlyRatePercent: 5, months: 12 })).toBeNull();
    expect(annuity({ amount: 1000, yearlyRatePercent: -1, months: 12 })).toBeNull();
    expect(annuity({ amount: 1000, yearlyRatePercent: 5, months: 0 })).toBeNull();
    expect(annuity({ amount: Number.NaN, yearlyRatePercent: 5, months: 12 })).toBeNull();
    expect(annuity({ amount: 1000, yearlyRatePercent: 5, months: 1.5 })).toBeNull();
  });
});

describe('defaultTerm', () => {
  it('grows with the amount', () => {
    expect(defaultTerm(2_000)).toBe(24);
    expect(defaultTerm(12_000)).toBe(60);
    expect(defaultTerm(40_000)).toBe(72);
  });
});

describe('effectiveYearlyRate', () => {
  it('compounds the monthly rate over a year', () => {
    expect(effectiveYearlyRate(8.9)).toBe(9.3);
    expect(effectiveYearlyRate(12)).toBe(12.7);
    expect(effectiveYearlyRate(0)).toBe(0);
  });
});

describe('parseLoanAmount', () => {
  it('reads amounts as Dutch visitors type them', () => {
    expect(parseLoanAmount('15000')).toBe(15_000);
    expect(parseLoanAmount('15.000')).toBe(15_000);
    expect(parseLoanAmount('€ 12.500,50')).toBe(12_500.5);
    expect(parseLoanAmount(' 9999 ')).toBe(9_999);
  });
  it('refuses what is no amount', () => {
    for (const text of ['', 'abc', '-500', '1,2,3', '15.00', '1e5', '12,345']) expect(parseLoanAmount(text)).toBeNull();
  });
});

describe('isLoanAmount and isLoanTerm', () => {
  it('keep to consumer credit and the offered terms', () => {
    expect(isLoanAmount(250)).toBe(true);
    expect(isLoanAmount(75_000)).toBe(true);
    expect(isLoanAmount(249)).toBe(false);
    expect(isLoanAmount(75_001)).toBe(false);
    expect(isLoanAmount(null)).toBe(false);
    expect(isLoanTerm(60)).toBe(true);
    expect(isLoanTerm(61)).toBe(false);
  });
});

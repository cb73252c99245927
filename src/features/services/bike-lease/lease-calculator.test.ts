import { describe, expect, it } from 'vitest';
import { calculateLease, parseLeaseQuery } from './lease-calculator';
import { BIJTELLING_SHARE, INCOME_BRACKETS_2026, TABLES_CHECKED } from './lease-tables';

describe('the tables', () => {
  it('hold the 2026 figures they cite', () => {
    expect(BIJTELLING_SHARE).toBe(0.07);
    expect(INCOME_BRACKETS_2026.map((bracket) => [bracket.fromEuros, bracket.toEuros, bracket.rate])).toEqual([
      [0, 38_883, 0.357],
      [38_884, 79_137, 0.3756],
      [79_138, null, 0.495],
    ]);
    expect(TABLES_CHECKED).toMatch(/^2026-\d\d-\d\d$/);
  });
});

describe('the net monthly cost of a lease bike', () => {
  it('adds 7 % of the adviesprijs a year and taxes it at the bracket’s rate', () => {
    // € 3.000: bijtelling € 210 a year, € 17,50 a month; at 37,56 % € 78,88 a year, € 6,57 a month.
    const outcome = calculateLease({ priceEuros: 3000, termMonths: 36, bracket: '2', ownContributionEuros: 0 });
    expect(outcome).toEqual({
      bijtellingPerYear: 21_000,
      bijtellingPerMonth: 1_750,
      taxablePerYear: 21_000,
      rate: 0.3756,
      taxPerYear: 7_888,
      taxPerMonth: 657,
      ownContributionPerMonth: 0,
      netPerMonth: 657,
      netOverTerm: 657 * 36,
    });
  });

  it('lowers the bijtelling by the own contribution, never below zero', () => {
    // € 4.000 at 49,5 %: bijtelling € 280; € 10 a month own contribution leaves € 160 taxable.
    const some = calculateLease({ priceEuros: 4000, termMonths: 48, bracket: '3', ownContributionEuros: 10 });
    expect(some.taxablePerYear).toBe(16_000);
    expect(some.taxPerYear).toBe(7_920);
    expect(some.taxPerMonth).toBe(660);
    expect(some.netPerMonth).toBe(1_000 + 660);
    expect(some.netOverTerm).toBe(1_660 * 48);
    const more = calculateLease({ priceEuros: 2000, termMonths: 36, bracket: '1', ownContributionEuros: 25 });
    expect(more.taxablePerYear).toBe(0);
    expect(more.netPerMonth).toBe(2_500);
  });

  it('costs more in a higher bracket and the same per month over either term', () => {
    const [low, middle, high] = (['1', '2', '3'] as const).map((bracket) => calculateLease({ priceEuros: 5000, termMonths: 36, bracket, ownContributionEuros: 0 }).netPerMonth);
    expect(low).toBeLessThan(middle ?? 0);
    expect(middle).toBeLessThan(high ?? 0);
    const short = calculateLease({ priceEuros: 5000, termMonths: 36, bracket: '2', ownContributionEuros: 0 });
    const long = calculateLease({ priceEuros: 5000, termMonths: 48, bracket: '2', ownContributionEuros: 0 });
    expect(long.netPerMonth).toBe(short.netPerMonth);
    expect(long.netOverTerm).toBeGreaterThan(short.netOverTerm);
  });
});

describe('the calculator’s query', () => {
  it('opens with the example when nothing is asked, and fills a left-out field from it', () => {
    expect(parseLeaseQuery({})).toEqual({ ok: true, asked: false, input: { priceEuros: 3000, termMonths: 36, bracket: '2', ownContributionEuros: 0 } });
    expect(parseLeaseQuery({ prijs: '€ 4.250,-', looptijd: '48' })).toEqual({ ok: true, asked: true, input: { priceEuros: 4250, termMonths: 48, bracket: '2', ownContributionEuros: 0 } });
    expect(parseLeaseQuery({ prijs: '2.500', schijf: '3', bijdrage: '15' })).toMatchObject({ ok: true, input: { priceEuros: 2500, bracket: '3', ownContributionEuros: 15 } });
  });

  it('names every field it cannot use, and keeps what was typed', () => {
    expect(parseLeaseQuery({ prijs: '100', looptijd: '24', schijf: '4', bijdrage: 'veel' })).toEqual({
      ok: false,
      errors: { prijs: 'priceRange', looptijd: 'term', schijf: 'bracket', bijdrage: 'contributionRange' },
      values: { prijs: '100', looptijd: '24', schijf: '4', bijdrage: 'veel' },
    });
    expect(parseLeaseQuery({ prijs: '20000' })).toMatchObject({ ok: false, errors: { prijs: 'priceRange' } });
    expect(parseLeaseQuery({ bijdrage: '501' })).toMatchObject({ ok: false, errors: { bijdrage: 'contributionRange' } });
    expect(parseLeaseQuery({ prijs: '3000,50' })).toMatchObject({ ok: false, errors: { prijs: 'priceRange' } });
  });
});

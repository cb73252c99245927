import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageFactor, bicyclePrice, dealerPrice, marketValue, mileageFactor, type DepreciationCurve } from './pricing';

const CURVES: DepreciationCurve[] = ['car', 'electricCar', 'motor', 'bicycle', 'caravan', 'camper'];

describe('depreciation', () => {
  it('keeps all of the value when new and loses value every year after', () => {
    for (const curve of CURVES) {
      expect(ageFactor(curve, 0)).toBe(1);
      let previous = 1;
      for (let age = 0.5; age <= 25; age += 0.5) {
        const factor = ageFactor(curve, age);
        expect(factor).toBeLessThan(previous);
        expect(factor).toBeGreaterThan(0);
        previous = factor;
      }
    }
  });

  it('takes about a fifth off a car in its first year and leaves about a third after seven', () => {
    expect(ageFactor('car', 1)).toBeCloseTo(0.81, 2);
    expect(ageFactor('car', 7)).toBeGreaterThan(0.35);
    expect(ageFactor('car', 7)).toBeLessThan(0.45);
    expect(ageFactor('electricCar', 5)).toBeLessThan(ageFactor('car', 5));
  });

  it('makes more kilometres cheaper and fewer dearer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400_000 }), fc.integer({ min: 1, max: 100_000 }), (mileage, extra) => {
        expect(mileageFactor(mileage + extra, 60_000, 0.22)).toBeLessThanOrEqual(mileageFactor(mileage, 60_000, 0.22));
      }),
    );
    expect(mileageFactor(60_000, 60_000, 0.22)).toBe(1);
  });

  it('combines age and mileage into a market value below the new price', () => {
    const value = marketValue({ newPrice: 30_000, curve: 'car', ageYears: 4, mileage: 60_000, expectedMileagePerYear: 15_000, mileageSensitivity: 0.22 });
    expect(value).toBeGreaterThan(15_000);
    expect(value).toBeLessThan(20_000);
  });
});

describe('dealer rounding', () => {
  it('rounds to the prices dealers write', () => {
    expect(dealerPrice(14_980, 0.1)).toBe(14_950);
    expect(dealerPrice(23_480, 0.5)).toBe(23_495);
    expect(dealerPrice(23_480, 0.8)).toBe(23_500);
    expect(dealerPrice(9_990, 0.95)).toBe(9_999);
    expect(dealerPrice(3_480, 0.5)).toBe(3_495);
    expect(dealerPrice(61_300, 0.1)).toBe(60_950);
  });

  it('stays within a step of the value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 300_000 }), fc.double({ min: 0, max: 0.9999, noNaN: true }), (value, roll) => {
        const price = dealerPrice(value, roll);
        expect(Math.abs(price - value)).toBeLessThanOrEqual(value < 5000 ? 175 : value < 50_000 ? 300 : 550);
      }),
    );
  });

  it('prices bicycles to the 49 or 99', () => {
    expect(bicyclePrice(2_810)).toBe(2_799);
    expect(bicyclePrice(640)).toBe(649);
    expect(bicyclePrice(1_460)).toBe(1_499);
  });
});

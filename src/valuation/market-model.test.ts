import { describe, expect, it } from 'vitest';
import { present } from '@/lib/testing/present';
import { MarketModel } from './market-model';
import { ratingFor } from './rating';
import { SYNTHETIC_MODELS, syntheticMarket, syntheticPrice } from './testing/synthetic-market';
import type { MarketVehicle } from './types';

const now = new Date(Date.UTC(2026, 10, 1));
const golf: MarketVehicle = {
  mobilityType: 'car',
  kind: 'personenwagen',
  brand: 'Volkswagen',
  model: 'Golf',
  bodyType: 'hatchback',
  fuel: 'benzine',
  transmission: 'handgeschakeld',
  powerKw: 110,
  year: 2021,
  month: 11,
  mileage: 60_000,
};
const golfModel = present(SYNTHETIC_MODELS[0]);

describe('the market model', () => {
  const market = syntheticMarket({ perModel: 60, now });
  const model = MarketModel.build(market, { now });

  it('learns every listing', () => {
    expect(model.size).toBe(market.length);
  });

  it('recovers the price law of the market within a few per cent', () => {
    const value = model.value(golf);
    const truth = syntheticPrice(golfModel, 5, 60_000, false);
    expect(value).not.toBeNull();
    expect(Math.abs(present(value).expected / truth - 1)).toBeLessThan(0.04);
    expect(present(value).level).toBe('model');
    expect(present(value).comparables).toBe(60);
    expect(present(value).confidence).toBe('high');
    expect(present(value).fairLow).toBeLessThan(present(value).expected);
    expect(present(value).fairHigh).toBeGreaterThan(present(value).expected);
  });

  it('prices more kilometres, more age and petrol against diesel the way the market does', () => {
    const base = present(model.value(golf)).expected;
    expect(present(model.value({ ...golf, mileage: 160_000 })).expected).toBeLessThan(base * 0.8);
    expect(present(model.value({ ...golf, year: 2018 })).expected).toBeLessThan(base * 0.72);
    expect(present(model.value({ ...golf, fuel: 'diesel' })).expected / base).toBeGreaterThan(1.1);
  });

  it('answers with the make in the segment, then the segment, when a model has few listings', () => {
    const sparse = MarketModel.build(syntheticMarket({ perModel: [2, 40, 40, 40, 40, 40], now }), { now });
    const fewGolfs = present(sparse.value(golf));
    expect(fewGolfs.level).toBe('makeSegment');
    const unknownModel = present(sparse.value({ ...golf, brand: 'Peugeot', model: '208' }));
    expect(unknownModel.level).toBe('segment');
    expect(unknownModel.confidence).toBe('low');
    expect(sparse.value({ ...golf, mobilityType: 'motor', kind: 'motor', bodyType: null })).toBeNull();
  });

  it('leaves a listing out of its own estimate', () => {
    const listing = present(market[0]);
    const inflated = { ...listing, price: listing.price * 3 };
    const withOutlier = MarketModel.build([inflated, ...market.slice(1)], { now });
    const included = present(withOutlier.value(inflated)).expected;
    const left = present(withOutlier.value(inflated, { excludeId: inflated.id })).expected;
    const clean = present(MarketModel.build(market.slice(1), { now }).value(inflated)).expected;
    // The slopes are not refitted without it (one listing in 360 barely moves them), the group means are.
    expect(Math.abs(left / clean - 1)).toBeLessThan(0.02);
    expect(included).toBeGreaterThan(left);
  });

  it('rates a cheap listing sharp and an expensive one high, and gives no verdict on a weak estimate', () => {
    const fair = present(model.value(golf)).expected;
    expect(model.verdict({ ...golf, id: -1, price: Math.round(fair * 0.85) })?.rating).toBe('sharp');
    expect(model.verdict({ ...golf, id: -1, price: Math.round(fair * 1.2) })?.rating).toBe('high');
    expect(model.verdict({ ...golf, id: -1, price: fair })?.rating).toBe('fair');
    expect(model.verdict({ ...golf, brand: 'Peugeot', model: '208', id: -1, price: fair })).toBeNull();
  });

  it('names the closest comparables of the same model', () => {
    const comparables = model.comparables(golf, 10);
    expect(comparables).toHaveLength(10);
    const golfIds = new Set(market.filter((listing) => listing.model === 'Golf').map((listing) => listing.id));
    expect(comparables.every((comparable) => golfIds.has(comparable.id))).toBe(true);
    const ages = comparables.map((comparable) => Math.abs(comparable.year - golf.year));
    expect(Math.max(...ages)).toBeLessThanOrEqual(3);
  });

  it('draws the expected price along the mileage axis, falling', () => {
    const curve = present(model.expectedAt(golf, [0, 50_000, 100_000, 150_000]));
    expect(curve).toHaveLength(4);
    for (let i = 1; i < curve.length; i++) expect(present(curve[i])).toBeLessThan(present(curve[i - 1]));
  });

  it('resolves registry names to the catalogue', () => {
    expect(model.resolve('car', 'VOLKSWAGEN', 'GOLF VARIANT 1.5 TSI')).toEqual({ brand: 'Volkswagen', model: 'Golf' });
    expect(model.resolve('car', 'VOLVO', 'XC60')).toEqual({ brand: 'Volvo', model: 'XC60' });
    expect(model.resolve('car', 'KIA', 'E-NIRO')).toEqual({ brand: 'Kia', model: 'Niro' });
    expect(model.resolve('car', 'KIA', 'SPORTAGE')).toEqual({ brand: 'Kia', model: null });
    expect(model.resolve('car', 'LADA', 'NIVA')).toBeNull();
    expect(model.catalogue('car').map((entry) => entry.brand)).toEqual(['Kia', 'Volkswagen', 'Volvo']);
  });

  it('rates a price someone considers', () => {
    const fair = present(model.value(golf)).expected;
    expect(model.rate(golf, fair * 0.93)).toBe('good');
  });

  it('answers an empty market with nothing', () => {
    expect(MarketModel.build([], { now }).value(golf)).toBeNull();
  });
});

describe('the rating thresholds', () => {
  it('cuts at 0.90, 0.96 and 1.05', () => {
    expect([0.8, 0.9, 0.91, 0.96, 0.97, 1.05, 1.06].map(ratingFor)).toEqual(['sharp', 'sharp', 'good', 'good', 'fair', 'fair', 'high']);
  });
});

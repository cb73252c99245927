import { describe, expect, it } from 'vitest';
import { testTranslate } from '@/lib/i18n/test-translate';
import { fairAt, priceChartModel, type MarketPositionView } from './chart-model';
import type { RatedVehicle } from './rating-copy';

const t = testTranslate();
const NBSP = '\u00a0';
const golf: RatedVehicle = { mobilityType: 'car', brand: 'Volkswagen', model: 'Golf', bodyType: 'hatchback' };

const position: MarketPositionView = {
  verdict: {
    rating: 'good',
    dealRatio: 0.92,
    value: { expected: 2_000_000, fairLow: 1_920_000, fairHigh: 2_100_000, level: 'model', comparables: 46, spread: 0.1, confidence: 'high' },
  },
  price: 1_840_000,
  mileage: 60_000,
  points: [
    { price: 1_500_000, mileage: 20_000, sold: false },
    { price: 2_200_000, mileage: 100_000, sold: true },
    { price: 1_990_000, mileage: 55_000, sold: false },
  ],
  band: [
    { mileage: 20_000, low: 2_000_000, high: 2_200_000 },
    { mileage: 100_000, low: 1_600_000, high: 1_800_000 },
  ],
};

describe('priceChartModel', () => {
  const model = priceChartModel(position, golf, t);

  it('labels the ticks the Dutch way', () => {
    expect(model?.xTicks.map((tick) => tick.label)).toEqual([`20.000 km`, '40.000 km', '60.000 km', '80.000 km', '100.000 km']);
    expect(model?.yTicks[0]).toEqual({ at: 100, label: `€${NBSP}14.000` });
    expect(model?.yTicks.at(-1)?.label).toBe(`€${NBSP}22.000`);
  });

  it('captions the number of comparables and how many of them the chart shows', () => {
    expect(model?.caption).toBe('Op basis van 46 vergelijkbare Volkswagen Golf. In de grafiek: de 3 die er het meest op lijken.');
    const all = priceChartModel({ ...position, verdict: { ...position.verdict, value: { ...position.verdict.value, comparables: 3 } } }, golf, t);
    expect(all?.caption).toBe('Op basis van 3 vergelijkbare Volkswagen Golf.');
  });

  it('names the legend, with the sold ones only when there are any', () => {
    expect(model?.legend).toEqual({ offered: "Vergelijkbare auto's te koop", sold: 'Onlangs verkocht', band: 'Eerlijke prijs' });
    expect(priceChartModel({ ...position, points: position.points.filter((point) => !point.sold) }, golf, t)?.legend.sold).toBeNull();
    expect(model?.subject).toBe('Deze auto');
  });

  it('says the chart in words for screen readers, with the fair band at this mileage', () => {
    expect(model?.summary).toBe(
      `De grafiek zet de prijs van 3 vergelijkbare auto's uit tegen hun kilometerstand; ze kosten van €${NBSP}15.000,- tot €${NBSP}22.000,-. ` +
        `Deze auto kost €${NBSP}18.400,- bij 60.000 km. Een eerlijke prijs bij die kilometerstand ligt tussen €${NBSP}18.000,- en €${NBSP}20.000,-.`,
    );
  });

  it('draws nothing without kilometres (caravans) or without comparables of a similar age', () => {
    expect(priceChartModel({ ...position, mileage: null }, golf, t)).toBeNull();
    expect(priceChartModel({ ...position, points: [] }, golf, t)).toBeNull();
    const caravans = { ...position, mileage: 0, points: position.points.map((point) => ({ ...point, mileage: 0 })) };
    expect(priceChartModel(caravans, { ...golf, mobilityType: 'caramper', bodyType: 'caravan' }, t)).toBeNull();
  });
});

describe('fairAt', () => {
  it('reads the band between its steps and holds its ends beyond them', () => {
    expect(fairAt(position.band, 60_000)).toEqual({ low: 1_800_000, high: 2_000_000 });
    expect(fairAt(position.band, 0)).toEqual({ low: 2_000_000, high: 2_200_000 });
    expect(fairAt(position.band, 500_000)).toEqual({ low: 1_600_000, high: 1_800_000 });
    expect(fairAt([], 10)).toBeNull();
  });
});

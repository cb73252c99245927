import { describe, expect, it } from 'vitest';
import { emptyStats, resolveCountFilter, summarize, type StatsRows } from './stats-model';

const rows: StatsRows = {
  total: 10,
  dealers: 3,
  brandModels: [
    { brand: 'Volkswagen', model: 'Golf', count: 4 },
    { brand: 'Volkswagen', model: 'Polo', count: 2 },
    { brand: 'Citroën', model: 'C3', count: 2 },
    { brand: 'Citroen', model: 'C3', count: 1 },
    { brand: 'Audi', model: 'A3 Sportback', count: 1 },
  ],
  kinds: [{ value: 'personenwagen', count: 10 }],
  bodyTypes: [
    { value: 'hatchback', count: 7 },
    { value: 'stationwagen', count: 3 },
  ],
};

describe('summarize', () => {
  const stats = summarize('car', rows);

  it('counts brands by slug, alphabetically, named after the most used spelling', () => {
    expect(stats.brands).toEqual([
      { name: 'Audi', slug: 'audi', count: 1 },
      { name: 'Citroën', slug: 'citroen', count: 3 },
      { name: 'Volkswagen', slug: 'volkswagen', count: 6 },
    ]);
  });

  it('groups models under their brand slug', () => {
    expect(stats.models.volkswagen).toEqual([
      { name: 'Golf', slug: 'golf', count: 4 },
      { name: 'Polo', slug: 'polo', count: 2 },
    ]);
    expect(stats.models.citroen).toEqual([{ name: 'C3', slug: 'c3', count: 3 }]);
    expect(stats.models.audi).toEqual([{ name: 'A3 Sportback', slug: 'a3-sportback', count: 1 }]);
  });

  it('keeps totals, dealers, kinds and body types', () => {
    expect(stats.total).toBe(10);
    expect(stats.dealers).toBe(3);
    expect(stats.kinds).toEqual({ personenwagen: 10 });
    expect(stats.bodyTypes).toEqual({ hatchback: 7, stationwagen: 3 });
  });

  it('sorts model numbers the way people read them', () => {
    const numbered = summarize('car', { ...rows, brandModels: ['3 Serie', '10 Serie', '1 Serie'].map((model) => ({ brand: 'BMW', model, count: 1 })) });
    expect(numbered.models.bmw?.map((model) => model.name)).toEqual(['1 Serie', '3 Serie', '10 Serie']);
  });

  it('has an empty shape for an empty database', () => {
    expect(summarize('motor', { total: 0, dealers: 0, brandModels: [], kinds: [], bodyTypes: [] })).toEqual(emptyStats('motor'));
  });
});

describe('resolveCountFilter', () => {
  it('maps slugs to every stored spelling', () => {
    expect(resolveCountFilter(rows, { mobility: 'car', brand: 'citroen', model: 'c3', priceTo: 15000, yearFrom: 2018 })).toEqual({
      mobility: 'car',
      brands: ['Citroën', 'Citroen'],
      models: ['C3'],
      maxPriceCents: 1_500_000,
      minYear: 2018,
    });
  });

  it('filters on kind or body type', () => {
    expect(resolveCountFilter(rows, { mobility: 'car', soort: { field: 'bodyType', code: 'hatchback' } })).toEqual({ mobility: 'car', bodyType: 'hatchback' });
  });

  it('is undefined for a brand or model without listings', () => {
    expect(resolveCountFilter(rows, { mobility: 'car', brand: 'lada' })).toBeUndefined();
    expect(resolveCountFilter(rows, { mobility: 'car', brand: 'audi', model: 'q7' })).toBeUndefined();
  });
});

describe('brand spelling', () => {
  it('prefers the accented spelling on a tie, whatever order the rows come in', () => {
    const tie = (order: string[]) => summarize('car', { ...rows, brandModels: order.map((brand) => ({ brand, model: 'C3', count: 1 })) }).brands;
    expect(tie(['Citroen', 'Citroën'])).toEqual([{ name: 'Citroën', slug: 'citroen', count: 2 }]);
    expect(tie(['Citroën', 'Citroen'])).toEqual([{ name: 'Citroën', slug: 'citroen', count: 2 }]);
  });
});

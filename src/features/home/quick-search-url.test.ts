import { describe, expect, it } from 'vitest';
import { quickSearchRequest, quickSearchUrl, toSlug, type QuickSearch } from './quick-search-url';

describe('quickSearchUrl', () => {
  it('writes the segments in the fixed order of the URL grammar', () => {
    expect(quickSearchUrl({ mobility: 'car', brand: 'Volkswagen', model: 'Golf', priceTo: 15000, yearFrom: 2018 })).toBe(
      '/auto/merk-volkswagen/model-golf/prijs-tot-en-met-15000/bouwjaar-vanaf-2018',
    );
  });

  it('keeps that order whatever order the fields were given in', () => {
    expect(quickSearchUrl({ yearFrom: 2020, priceFrom: 5000, priceTo: 9000, model: 'Clio', brand: 'Renault', mobility: 'car' })).toBe(
      '/auto/merk-renault/model-clio/prijs-vanaf-5000/prijs-tot-en-met-9000/bouwjaar-vanaf-2020',
    );
  });

  it('is the plain list root without any choice', () => {
    expect(quickSearchUrl({ mobility: 'car' })).toBe('/auto');
    expect(quickSearchUrl({ mobility: 'bicycle' })).toBe('/fietsen');
    expect(quickSearchUrl({ mobility: 'motor' })).toBe('/motoren');
    expect(quickSearchUrl({ mobility: 'caramper' })).toBe('/kamperen');
  });

  it('puts the kind landing segment first', () => {
    expect(quickSearchUrl({ mobility: 'bicycle', soort: 'voertuigsoort-elektrische-fiets', brand: 'gazelle', priceTo: 3000 })).toBe(
      '/fietsen/voertuigsoort-elektrische-fiets/merk-gazelle/prijs-tot-en-met-3000',
    );
    expect(quickSearchUrl({ mobility: 'caramper', soort: 'voertuigsoort-caravan', brand: 'Hobby' })).toBe('/kamperen/voertuigsoort-caravan/merk-hobby');
    expect(quickSearchUrl({ mobility: 'motor', brand: 'Yamaha', soort: 'naked' })).toBe('/motoren/naked/merk-yamaha');
  });

  it('slugs brands and models: lowercase, spaces to dashes, accents stripped', () => {
    expect(quickSearchUrl({ mobility: 'car', brand: 'Mercedes-Benz', model: 'C-Klasse Estate' })).toBe('/auto/merk-mercedes-benz/model-c-klasse-estate');
    expect(quickSearchUrl({ mobility: 'car', brand: 'Citroën', model: 'ë-C4' })).toBe('/auto/merk-citroen/model-e-c4');
    expect(quickSearchUrl({ mobility: 'caramper', brand: 'Bürstner' })).toBe('/kamperen/merk-burstner');
    expect(quickSearchUrl({ mobility: 'motor', brand: 'Harley Davidson', model: 'Street  Glide' })).toBe('/motoren/merk-harley-davidson/model-street-glide');
  });

  it('drops a model without a brand: a model name alone is ambiguous', () => {
    expect(quickSearchUrl({ mobility: 'car', model: 'Golf' })).toBe('/auto');
  });

  it('ignores prices and years that are not positive whole values', () => {
    expect(quickSearchUrl({ mobility: 'car', priceTo: 0, yearFrom: Number.NaN })).toBe('/auto');
    expect(quickSearchUrl({ mobility: 'car', priceTo: -5 })).toBe('/auto');
    expect(quickSearchUrl({ mobility: 'car', priceTo: 15000.7 })).toBe('/auto/prijs-tot-en-met-15000');
    expect(quickSearchUrl({ mobility: 'car', yearFrom: 2018.5 })).toBe('/auto');
  });
});

describe('toSlug', () => {
  it('turns every run of other characters into one dash', () => {
    expect(toSlug('ID.3')).toBe('id-3');
    expect(toSlug('Up!')).toBe('up');
    expect(toSlug('  Model 3  ')).toBe('model-3');
    expect(toSlug('MT-07')).toBe('mt-07');
    expect(toSlug('Lynk & Co')).toBe('lynk-co');
    expect(toSlug('A/B test')).toBe('a-b-test');
    expect(toSlug('50% #1')).toBe('50-1');
    expect(toSlug('---')).toBe('');
  });

  it('strips accents, also from letters Unicode does not decompose', () => {
    expect(toSlug('Riese & Müller')).toBe('riese-muller');
    expect(toSlug('Pössl')).toBe('possl');
    expect(toSlug('Ærø Straße')).toBe('aero-strasse');
  });
});

describe('quick search and the codec', () => {
  it('writes exactly what the URL codec reads back', async () => {
    const { parseSearchUrl } = await import('@/lib/search-request/url-codec');
    const { normaliseSearchRequest } = await import('@/lib/search-request/schema');
    const searches: QuickSearch[] = [
      { mobility: 'bicycle', soort: 'voertuigsoort-elektrische-fiets', brand: 'Gazelle', priceTo: 2500 },
      { mobility: 'car', brand: 'Citroën', model: 'C3 Aircross', priceFrom: 20000, priceTo: 5000, yearFrom: 2018 },
      { mobility: 'motor', soort: 'naked', brand: 'Harley-Davidson' },
      { mobility: 'caramper', soort: 'onbekend', priceTo: 0 },
    ];
    for (const search of searches) {
      const request = quickSearchRequest(search);
      expect(normaliseSearchRequest(request)).toEqual(request);
      const parsed = parseSearchUrl(quickSearchUrl(search));
      expect(parsed).toEqual({ ok: true, request });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import { sortOptions } from './sort-options';

describe('sortOptions', () => {
  it('offers twelve orders without a postal code, thirteen with one, the market-price order second', () => {
    expect(sortOptions(normaliseSearchRequest({ mobilityType: 'car' })).map((option) => option.order)).not.toContain('afstand');
    expect(sortOptions(normaliseSearchRequest({ mobilityType: 'car' }))).toHaveLength(12);
    const near = sortOptions(normaliseSearchRequest({ mobilityType: 'car', postalCode: '3511 AB', radius: 'twenty' }));
    expect(near).toHaveLength(13);
    expect(near[1]?.href).toBe('/auto/postcode-3511ab/afstand-20-km/sortering-prijsbeoordeling');
    expect(near.at(-1)?.href).toBe('/auto/postcode-3511ab/afstand-20-km/sortering-afstand');
  });

  it('links each order at page 1 and marks the current one', () => {
    const options = sortOptions(normaliseSearchRequest({ mobilityType: 'car', brand: ['audi'], sort: 'prijsOplopend', page: 4 }));
    expect(options.find((option) => option.current)?.order).toBe('prijsOplopend');
    expect(options.find((option) => option.order === 'besteResultaat')?.href).toBe('/auto/merk-audi');
    expect(options.find((option) => option.order === 'prijsAflopend')?.href).toBe('/auto/merk-audi/sortering-prijsaflopend');
  });
});

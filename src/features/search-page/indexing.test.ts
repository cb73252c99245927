import { describe, expect, it } from 'vitest';
import { normaliseSearchRequest, type SearchRequestInput } from '@/lib/search-request/schema';
import { isIndexable, setFields } from './indexing';

const indexable = (input: SearchRequestInput, total = 10) => isIndexable(normaliseSearchRequest(input), { landing: false, total });

describe('isIndexable', () => {
  it('indexes roots, body types, kinds, brands, models and financing', () => {
    expect(indexable({ mobilityType: 'car' })).toBe(true);
    expect(indexable({ mobilityType: 'car', bodyType: ['hatchback'] })).toBe(true);
    expect(indexable({ mobilityType: 'bicycle', kind: ['ebike'], brand: ['gazelle'] })).toBe(true);
    expect(indexable({ mobilityType: 'car', brand: ['volkswagen'], model: ['golf'] })).toBe(true);
    expect(indexable({ mobilityType: 'car', brand: ['volkswagen'], onlineToFinance: true })).toBe(true);
    expect(indexable({ mobilityType: 'car', page: 3 })).toBe(true);
  });

  it('does not index sorts, ranges, several values, other filters or three dimensions', () => {
    expect(indexable({ mobilityType: 'car', sort: 'prijsOplopend' })).toBe(false);
    expect(indexable({ mobilityType: 'car', price: { max: 10000 } })).toBe(false);
    expect(indexable({ mobilityType: 'car', brand: ['audi', 'bmw'] })).toBe(false);
    expect(indexable({ mobilityType: 'car', colour: ['rood'] })).toBe(false);
    expect(indexable({ mobilityType: 'car', text: 'golf' })).toBe(false);
    expect(indexable({ mobilityType: 'car', bodyType: ['hatchback'], brand: ['audi'], onlineToFinance: true })).toBe(false);
    expect(indexable({ mobilityType: 'car', model: ['golf'] })).toBe(false);
  });

  it('does not index a dealer’s stock, not even with nothing else set', () => {
    expect(indexable({ mobilityType: 'alle', dealer: 12 }, 40)).toBe(false);
    expect(indexable({ mobilityType: 'car', dealer: 12, brand: ['volkswagen'] }, 40)).toBe(false);
  });

  it('does not index an empty result, but always a landing with results', () => {
    expect(indexable({ mobilityType: 'car', brand: ['lada'] }, 0)).toBe(false);
    expect(isIndexable(normaliseSearchRequest({ mobilityType: 'car', price: { max: 10000 }, powerKw: { max: 80 } }), { landing: true, total: 4 })).toBe(true);
  });
});

describe('setFields', () => {
  it('lists what differs from an empty search', () => {
    expect(setFields(normaliseSearchRequest({ mobilityType: 'car', brand: ['audi'], napOnly: true, page: 2 }))).toEqual(['brand', 'napOnly']);
  });
});

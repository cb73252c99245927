import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENUM_FILTERS, ENUM_FILTER_KEYS, RANGE_KEYS } from '@/lib/search-request/fields';
import { searchRequestArbitrary } from '@/lib/search-request/request-arbitrary';
import { normaliseSearchRequest, type SearchRequest } from '@/lib/search-request/schema';
import { clearFilters, hasFilters, setFlag, setRange, setSingle, toggleEnum, toggleSlug } from './request-edit';

const car = (input: Parameters<typeof normaliseSearchRequest>[0] = {}) => normaliseSearchRequest({ mobilityType: 'car', ...input });

/** The schema is the judge of "normalised": parsing an edited request must not change it. */
function expectNormal(request: SearchRequest) {
  expect(normaliseSearchRequest(request)).toStrictEqual(request);
}

const enumEdit = fc.constantFrom(...ENUM_FILTER_KEYS).chain((key) => fc.tuple(fc.constant(key), fc.constantFrom(...(ENUM_FILTERS[key] as readonly string[]))));

describe('request edits', () => {
  it('keep every request normalised', () => {
    fc.assert(
      fc.property(searchRequestArbitrary, enumEdit, fc.constantFrom(...RANGE_KEYS), fc.option(fc.nat({ max: 400_000 }), { nil: undefined }), (request, [key, value], rangeKey, bound) => {
        expectNormal(toggleEnum(request, key, value));
        expectNormal(toggleEnum(toggleEnum(request, key, value), key, value));
        expectNormal(setRange(request, rangeKey, 'min', bound));
        expectNormal(setRange(request, rangeKey, 'max', bound));
        expectNormal(toggleSlug(request, 'brand', 'volkswagen'));
        expectNormal(setSingle(request, 'postalCode', undefined));
        expectNormal(setSingle(request, 'dealer', undefined));
        expectNormal(clearFilters(request));
      }),
      { numRuns: 300 },
    );
  });

  it('toggles enum values in the vocabulary’s order and back', () => {
    const once = toggleEnum(car({ fuel: ['diesel'], page: 3 }), 'fuel', 'benzine');
    expect(once.fuel).toEqual(['benzine', 'diesel']);
    expect(once.page).toBe(1);
    expect(toggleEnum(once, 'fuel', 'benzine').fuel).toEqual(['diesel']);
  });

  it('ignores a value outside the vocabulary', () => {
    const request = car();
    expect(toggleEnum(request, 'colour', 'paars')).toBe(request);
  });

  it('drops the models of a brand that is switched off', () => {
    const request = car({ brand: ['audi', 'bmw'], model: ['a3', 'x5'] });
    const next = toggleSlug(request, 'brand', 'bmw', ['x5', 'x3']);
    expect(next.brand).toEqual(['audi']);
    expect(next.model).toEqual(['a3']);
    expect(toggleSlug(next, 'brand', 'alfa-romeo').brand).toEqual(['alfa-romeo', 'audi']);
  });

  it('swaps a reversed range and removes an empty one', () => {
    const request = setRange(car({ price: { min: 20000 } }), 'price', 'max', 5000);
    expect(request.price).toEqual({ min: 5000, max: 20000 });
    const cleared = setRange(setRange(request, 'price', 'min', undefined), 'price', 'max', undefined);
    expect('price' in cleared).toBe(false);
  });

  it('removes radius and distance sort with the postal code', () => {
    const request = car({ postalCode: '3511 AB', radius: 'ten', sort: 'afstand' });
    const next = setSingle(request, 'postalCode', undefined);
    expect(next.radius).toBeUndefined();
    expect(next.sort).toBe('besteResultaat');
  });

  it('counts a dealer as a filter that clearing removes', () => {
    const request = car({ dealer: 12, page: 3 });
    expect(hasFilters(request)).toBe(true);
    expect(clearFilters(request)).toStrictEqual(car());
    expect(setSingle(request, 'dealer', undefined)).toStrictEqual(car());
  });

  it('clears filters but keeps type and sort', () => {
    const request = car({ brand: ['audi'], fuel: ['diesel'], price: { max: 9000 }, napOnly: true, sort: 'prijsOplopend', page: 4 });
    expect(hasFilters(request)).toBe(true);
    const cleared = clearFilters(request);
    expect(cleared).toStrictEqual(car({ sort: 'prijsOplopend' }));
    expect(hasFilters(cleared)).toBe(false);
    expect(hasFilters(setFlag(cleared, 'onlineToFinance', true))).toBe(true);
  });
});

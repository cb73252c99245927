import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '@/lib/testing/property-runs';
import { DEALER_ID_MAX, ENUM_FILTERS, ENUM_FILTER_KEYS, FLAG_KEYS, RANGE_KEYS, TEXT_MAX_LENGTH } from './fields';
import { searchRequestInputArbitrary } from './request-arbitrary';
import { emptySearchRequest, normaliseSearchText, parseSearchRequest, searchRequestSchema, type SearchRequest } from './schema';

function valid(input: unknown): SearchRequest {
  const result = parseSearchRequest(input);
  if (!result.ok) throw new Error(`expected valid, got ${JSON.stringify(result.issues)}`);
  return result.request;
}

function invalid(input: unknown): void {
  expect(parseSearchRequest(input).ok).toBe(false);
}

describe('search request schema: defaults and accepted values', () => {
  it('fills defaults for an empty request', () => {
    const request = valid({});
    expect(request).toMatchObject({ mobilityType: 'alle', sort: 'besteResultaat', page: 1, napOnly: false, onlineToFinance: false });
    expect(request.brand).toEqual([]);
    expect(request.colour).toEqual([]);
    expect(request.price).toBeUndefined();
    expect(emptySearchRequest('car').mobilityType).toBe('car');
  });

  it('accepts single values, removes duplicates and sorts enum values into declaration order', () => {
    const request = valid({ mobilityType: 'car', colour: ['wit', 'zwart', 'wit'], fuel: 'diesel' });
    expect(request.colour).toEqual(['zwart', 'wit']);
    expect(request.fuel).toEqual(['diesel']);
  });

  it('slugifies brands and models and sorts them', () => {
    const request = valid({ brand: ['Volkswagen', 'Citroën', 'Mercedes-Benz', 'Lynk & Co'], model: 'Golf' });
    expect(request.brand).toEqual(['citroen', 'lynk-co', 'mercedes-benz', 'volkswagen']);
    expect(request.model).toEqual(['golf']);
  });

  it('accepts a brand no listing has (an empty result, not an error)', () => {
    expect(valid({ brand: 'lada' }).brand).toEqual(['lada']);
  });

  it('treats null as absent', () => {
    const request = valid({ mobilityType: null, brand: null, price: null, text: null, postalCode: null, page: null });
    expect(request.mobilityType).toBe('alle');
    expect(request.page).toBe(1);
  });

  it('accepts any page ≥ 1, however deep', () => {
    expect(valid({ page: 1_000_000 }).page).toBe(1_000_000);
  });

  it('takes one dealer id, and null or nothing as no dealer filter', () => {
    expect(valid({ dealer: 12 }).dealer).toBe(12);
    expect(valid({ dealer: 2_147_483_647 }).dealer).toBe(2_147_483_647);
    expect(valid({ dealer: null })).not.toHaveProperty('dealer');
    expect(valid({})).not.toHaveProperty('dealer');
  });

  it('ignores unknown keys next to known ones', () => {
    expect(valid({ mobilityType: 'motor', utm_source: 'mail' })).not.toHaveProperty('utm_source');
  });
});

describe('search request schema: normalising', () => {
  it('swaps a range whose minimum exceeds its maximum', () => {
    expect(valid({ price: { min: 20000, max: 5000 } }).price).toEqual({ min: 5000, max: 20000 });
  });

  it('clamps absurdly large bounds instead of failing', () => {
    expect(valid({ mileage: { max: 1e15 } }).mileage).toEqual({ max: 999_999_999 });
  });

  it('drops an empty range', () => {
    expect(valid({ price: {} }).price).toBeUndefined();
    expect(valid({ price: { min: null, max: null } }).price).toBeUndefined();
  });

  it('normalises postal codes to "1234 AB" or "1234"', () => {
    expect(valid({ postalCode: '3511ab' }).postalCode).toBe('3511 AB');
    expect(valid({ postalCode: ' 3511   AB ' }).postalCode).toBe('3511 AB');
    expect(valid({ postalCode: '3511' }).postalCode).toBe('3511');
  });

  it('drops a radius without a postal code and falls back from afstand sort', () => {
    const request = valid({ radius: 'ten', sort: 'afstand' });
    expect(request.radius).toBeUndefined();
    expect(request.sort).toBe('besteResultaat');
    expect(valid({ postalCode: '3511', radius: 'ten', sort: 'afstand' })).toMatchObject({ radius: 'ten', sort: 'afstand' });
  });

  it('normalises free text to lowercase words and accepts exactly the maximum length', () => {
    expect(valid({ text: '  Golf-GTI,  1.5 TSI. ' }).text).toBe('golf gti 1.5 tsi');
    expect(valid({ text: '   ' }).text).toBeUndefined();
    expect(valid({ text: 'a'.repeat(TEXT_MAX_LENGTH) }).text).toHaveLength(TEXT_MAX_LENGTH);
    expect(normaliseSearchText('Citroën C3 / Aircross')).toBe('citroën c3 aircross');
  });
});

describe('search request schema: refusals', () => {
  it.each([
    ['an unknown colour', { colour: ['paars'] }],
    ['an unknown mobility type', { mobilityType: 'boot' }],
    ['an unknown sort order', { sort: 'goedkoopst' }],
    ['an unknown radius', { postalCode: '3511', radius: 'seven' }],
    ['a brand without letters or digits', { brand: ['&&'] }],
    ['a number where a list is expected', { brand: 3 }],
    ['a string page', { page: '2' }],
    ['page zero', { page: 0 }],
    ['a fractional page', { page: 1.5 }],
    ['a negative price', { price: { min: -1 } }],
    ['a fractional mileage', { mileage: { max: 10.5 } }],
    ['a price as string', { price: { min: '1000' } }],
    ['an invalid postal code', { postalCode: '0123 AB' }],
    ['a postal code with five digits', { postalCode: '12345' }],
    ['overlong text', { text: 'x'.repeat(TEXT_MAX_LENGTH + 1) }],
    ['text that is not a string', { text: 42 }],
    ['a flag that is not a boolean', { napOnly: 'ja' }],
    ['too many values', { brand: Array.from({ length: 101 }, (_, index) => `merk${index}`) }],
    ['a dealer id of zero', { dealer: 0 }],
    ['a negative dealer id', { dealer: -3 }],
    ['a fractional dealer id', { dealer: 1.5 }],
    ['a dealer id as string', { dealer: '12' }],
    ['a dealer id beyond 32 bits', { dealer: 2_147_483_648 }],
    ['a list of dealers', { dealer: [1, 2] }],
    ['an array body', []],
    ['a string body', 'auto'],
  ])('rejects %s', (_label, input) => {
    invalid(input);
  });

  it('refuses a body in which no key is ours, such as the older clients\' PascalCase shape', () => {
    expect(parseSearchRequest({ MobilityType: 'auto', Brand: ['volkswagen'], PriceTo: 15000 }).ok).toBe(false);
    expect(parseSearchRequest({ foo: 1 }).ok).toBe(false);
    // An empty body is the whole stock, as before.
    expect(parseSearchRequest({}).ok).toBe(true);
  });

  it('refuses a brand or model that starts with another filter\'s URL word, but keeps real model names', () => {
    expect(parseSearchRequest({ model: ['trefwoorden-golf'] }).ok).toBe(false);
    expect(parseSearchRequest({ brand: ['Prijs tot en met 2000'] }).ok).toBe(false);
    expect(valid({ brand: ['tesla'], model: ['Model 3'] }).model).toEqual(['model-3']);
  });

  it('reads power in pk, and a kW range of older clients and stored saved searches as pk (decision 037)', () => {
    expect(valid({ powerPk: { min: 150 } }).powerPk).toEqual({ min: 150 });
    const converted = valid({ powerKw: { min: 110, max: 75 } });
    // Converted bound by bound (110 kW is 150 pk, 75 kW is 102 pk), then swapped like any range.
    expect(converted.powerPk).toEqual({ min: 102, max: 150 });
    expect('powerKw' in converted).toBe(false);
    expect(valid({ powerKw: { min: 110 }, powerPk: { min: 200 } }).powerPk).toEqual({ min: 200 });
    expect(valid({ powerKw: null }).powerPk).toBeUndefined();
    // A body with powerKw alone is ours; a malformed kW bound is still a 400.
    expect(parseSearchRequest({ powerKw: { min: 110 } }).ok).toBe(true);
    expect(parseSearchRequest({ powerKw: { min: -1 } }).ok).toBe(false);
    expect(parseSearchRequest({ powerKw: 'veel' }).ok).toBe(false);
  });

  it('takes the filters of issue 20: counts, lease price, import, accessories and three flags', () => {
    const request = valid({
      doors: { min: 3, max: 5 },
      seats: { min: 7 },
      gears: { min: 6, max: 6 },
      cylinders: { max: 4 },
      leasePrice: { max: 400 },
      imported: 'ja',
      accessories: ['trekhaak', 'navigatie'],
      vatDeductible: true,
      onlineToLease: true,
      pluginHybrid: true,
    });
    expect(request).toMatchObject({ doors: { min: 3, max: 5 }, seats: { min: 7 }, gears: { min: 6, max: 6 }, cylinders: { max: 4 }, leasePrice: { max: 400 } });
    expect(request).toMatchObject({ imported: ['ja'], accessories: ['navigatie', 'trekhaak'], vatDeductible: true, onlineToLease: true, pluginHybrid: true });
    expect(emptySearchRequest()).toMatchObject({ vatDeductible: false, onlineToLease: false, pluginHybrid: false, imported: [], accessories: [] });
    invalid({ imported: 'misschien' });
    invalid({ accessories: ['schuifdak'] });
    invalid({ pluginHybrid: 'ja' });
  });
});

describe('parsing only the fields a request has', () => {
  // The edges of the shapes plain-fields.ts takes without zod: each must give zod's answer in every field.
  const edgeValues: unknown[] = [
    ...['Citroën', 'Lynk & Co', 'GOLF', '-golf-', 'afstand-30', 'prijs-tot-5', 'x'.repeat(80), 'x'.repeat(81), ' 3511ab ', '3511 ab', '3511-AB', `${' '.repeat(7)}3511 AB${' '.repeat(7)}`, `${' '.repeat(7)}3511 AB${' '.repeat(6)}`, ' '.repeat(30), 'a.b', ' thirty'],
    ...[' '.repeat(5) + 'a'.repeat(100), 'ß'.repeat(60), 'İ'.repeat(100), `${'a '.repeat(50)}b`],
    ...[-0, 0, 1.5, 2 ** 53, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.POSITIVE_INFINITY, Number.NaN, 999_999_999, 1_000_000_000, DEALER_ID_MAX, DEALER_ID_MAX + 1],
    ...[Array(101).fill('diesel'), Array(100).fill('benzine'), [, 'diesel'], ['diesel', 'diesel', 'benzine'], ['Golf', 'golf', 'Citroën'], [['diesel']], [], [''], ['x'.repeat(81)]],
    ...[new Date(0), { min: 5, max: 3, extra: 1 }, { min: 2 ** 53 }, { min: 1.5 }, { min: -0 }, { max: 2_000_000_000 }, {}, Object.create(null), { min: '5' }, true, false],
  ];
  const keys = ['mobilityType', 'dealer', 'brand', 'model', ...ENUM_FILTER_KEYS, ...RANGE_KEYS, ...FLAG_KEYS, 'text', 'postalCode', 'radius', 'addedSince', 'sort', 'page', 'powerKw', 'Brand', 'onbekend'];
  // Values right and wrong for every kind of field, so that a field parsed on its own must fail and succeed exactly where the whole schema does.
  const anyValue = fc.oneof(
    fc.constant(null),
    fc.constant(undefined),
    fc.boolean(),
    fc.integer({ min: -5, max: 400_000 }),
    fc.double({ noNaN: true }),
    fc.string({ maxLength: 12 }),
    fc.constantFrom('car', 'alle', 'afstand', 'thirty', '3511', '3511 AB', 'volkswagen', 'occasion', ...ENUM_FILTERS.fuel, ...ENUM_FILTERS.colour),
    fc.array(fc.oneof(fc.constantFrom(...ENUM_FILTERS.fuel, 'golf', 'occasion-x', ''), fc.integer()), { maxLength: 3 }),
    fc.record({ min: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 400_000 })), max: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 400_000 })) }, { requiredKeys: [] }),
    fc.constantFrom(...edgeValues),
    fc.string({ minLength: 95, maxLength: 110 }),
  );
  const wildInput = fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 8 });
  // A valid request with one field made wrong or absent.
  const bentInput = fc.tuple(searchRequestInputArbitrary, fc.constantFrom(...keys), anyValue).map(([input, key, value]) => ({ ...input, [key]: value }));

  it('gives what the whole schema gives, field order included, for any input', () => {
    fc.assert(
      fc.property(fc.oneof(searchRequestInputArbitrary, wildInput, bentInput), (input) => {
        const whole = searchRequestSchema.safeParse(input);
        const fields = parseSearchRequest(input);
        if (!whole.success) {
          expect(fields.ok).toBe(false);
          return;
        }
        // A body with none of our keys is refused before either parse (hasNoKnownKey).
        if (!fields.ok) {
          expect(Object.keys(input).every((key) => key === 'Brand' || key === 'onbekend')).toBe(true);
          return;
        }
        expect(JSON.stringify(fields.request)).toBe(JSON.stringify(whole.data));
        expect(fields.request).toEqual(whole.data);
      }),
      { numRuns: propertyRuns(3000) },
    );
  }, 30_000);

  it('gives what the whole schema gives at the edges of the plain shapes, in every field', () => {
    for (const key of keys) {
      for (const value of edgeValues) {
        const input = { mobilityType: 'car', postalCode: '3511', [key]: value };
        const whole = searchRequestSchema.safeParse(input);
        const fields = parseSearchRequest(input);
        expect({ key, value, ok: fields.ok }).toEqual({ key, value, ok: whole.success });
        if (fields.ok && whole.success) expect(JSON.stringify(fields.request)).toBe(JSON.stringify(whole.data));
      }
    }
  });

  it('hands out lists of its own, which a caller may add to', () => {
    const first = parseSearchRequest({ mobilityType: 'car' });
    if (!first.ok) throw new Error('expected valid');
    first.request.brand.push('volkswagen');
    first.request.colour.push('zwart');
    expect(valid({ mobilityType: 'car' }).brand).toEqual([]);
    expect(valid({ mobilityType: 'car' }).colour).toEqual([]);
    const empty = emptySearchRequest('car');
    empty.model.push('golf');
    expect(emptySearchRequest('car').model).toEqual([]);
    expect(emptySearchRequest('car')).toEqual(valid({ mobilityType: 'car' }));
  });
});

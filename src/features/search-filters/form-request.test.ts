import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENUM_FILTER_KEYS, FLAG_KEYS, RANGE_KEYS } from '@/lib/search-request/fields';
import { searchRequestArbitrary } from '@/lib/search-request/request-arbitrary';
import { normaliseSearchRequest, type SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { FLAG_ON, hiddenEntries, rangeFieldName } from './form-fields';
import { formToRequest } from './form-request';
import { PANEL_FIELDS } from './panel-fields';

const form = (query: string) => formToRequest(new URLSearchParams(query));

describe('formToRequest', () => {
  it('reads lists, ranges, flags and singles', () => {
    const request = form(
      'mobilityType=car&brand=volkswagen&brand=audi&fuel=diesel&fuel=benzine&price_min=5000&price_max=&buildYear_min=2015&postalCode=3511ab&radius=twenty&napOnly=1&sort=prijsOplopend',
    );
    expect(request).toStrictEqual(
      normaliseSearchRequest({
        mobilityType: 'car',
        brand: ['audi', 'volkswagen'],
        fuel: ['benzine', 'diesel'],
        price: { min: 5000 },
        buildYear: { min: 2015 },
        postalCode: '3511 AB',
        radius: 'twenty',
        napOnly: true,
        sort: 'prijsOplopend',
      }),
    );
    expect(searchRequestToUrl(request)).toBe(
      '/auto/merk-audi/merk-volkswagen/prijs-vanaf-5000/bouwjaar-vanaf-2015/brandstof-benzine/brandstof-diesel/nap-weblabel/postcode-3511ab/afstand-20-km/sortering-prijsoplopend',
    );
  });

  it('drops a mistyped field instead of failing the search', () => {
    const request = form('mobilityType=car&brand=bmw&postalCode=35&radius=ten&colour=paars');
    expect(request).toStrictEqual(normaliseSearchRequest({ mobilityType: 'car', brand: ['bmw'] }));
  });

  it('accepts prices typed the Dutch way', () => {
    expect(form('mobilityType=car&price_max=€ 12.500').price).toEqual({ max: 12500 });
  });

  it('falls back to every vehicle for an unknown type', () => {
    expect(form('mobilityType=boot').mobilityType).toBe('alle');
  });
});

describe('the form without JavaScript', () => {
  /** What the panel's controls submit for a request: the visible ones plus the hidden fields. */
  function submitted(request: SearchRequest): URLSearchParams {
    const params = new URLSearchParams(hiddenEntries(request));
    const shown = new Set<string>(PANEL_FIELDS[request.mobilityType].map((field) => ('key' in field ? field.key : field.type)));
    for (const slug of request.brand) params.append('brand', slug);
    for (const slug of request.model) params.append('model', slug);
    for (const key of ENUM_FILTER_KEYS) if (shown.has(key)) for (const value of request[key]) params.append(key, value);
    for (const key of RANGE_KEYS) {
      if (!shown.has(key)) continue;
      const range = request[key];
      if (range?.min !== undefined) params.append(rangeFieldName(key, 'min'), String(range.min));
      if (range?.max !== undefined) params.append(rangeFieldName(key, 'max'), String(range.max));
    }
    if (request.postalCode) params.append('postalCode', request.postalCode);
    if (request.radius) params.append('radius', request.radius);
    params.append('addedSince', request.addedSince ?? '');
    // A switched-on flag always shows its checkbox, checked (FlagsField).
    for (const key of FLAG_KEYS) if (request[key]) params.append(key, FLAG_ON);
    return params;
  }

  it('keeps every filter, including those without a control, through a submit', () => {
    fc.assert(
      fc.property(searchRequestArbitrary, (request) => {
        expect(formToRequest(submitted(request))).toStrictEqual({ ...request, page: 1 });
      }),
      { numRuns: 300 },
    );
  });
});

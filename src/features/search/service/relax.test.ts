import { describe, expect, it } from 'vitest';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { relaxations } from './relax';

const urls = (input: Parameters<typeof normaliseSearchRequest>[0]) => relaxations(normaliseSearchRequest(input)).map((r) => searchRequestToUrl(r.request));

describe('relaxations', () => {
  it('drops one value of a multi-select at a time, and resets the page', () => {
    expect(urls({ mobilityType: 'car', colour: ['zwart', 'wit'], page: 4 })).toEqual(['/auto/kleur-wit', '/auto/kleur-zwart']);
  });

  it('drops the models of a brand together with the brand, and can drop a model alone', () => {
    const out = relaxations(normaliseSearchRequest({ mobilityType: 'car', brand: 'audi', model: 'a3' }));
    expect(out.map((r) => [r.relaxed, searchRequestToUrl(r.request)])).toEqual([
      [{ field: 'brand', value: 'audi' }, '/auto'],
      [{ field: 'model', value: 'a3' }, '/auto/merk-audi'],
    ]);
  });

  it('drops ranges, text, the added-since window and switches', () => {
    const out = relaxations(normaliseSearchRequest({ mobilityType: 'motor', price: { max: 5000 }, text: 'zwart', addedSince: 'today', napOnly: true, onlineToFinance: true }));
    expect(out.map((r) => r.relaxed.field)).toEqual(['price', 'text', 'addedSince', 'napOnly', 'onlineToFinance']);
    for (const relaxed of out) expect(relaxed.request.page).toBe(1);
  });

  it('widens the radius one step, or drops the location and its distance sort', () => {
    const out = relaxations(normaliseSearchRequest({ mobilityType: 'car', postalCode: '3511AB', radius: 'ten', sort: 'afstand' }));
    expect(out.map((r) => r.relaxed)).toEqual([{ field: 'radius', value: 'twenty' }, { field: 'postalCode' }]);
    expect(out[1]?.request).toMatchObject({ sort: 'besteResultaat' });
    expect(out[1]?.request.postalCode).toBeUndefined();
    const widest = relaxations(normaliseSearchRequest({ mobilityType: 'car', postalCode: '3511AB', radius: 'threeHundred' }));
    expect(widest.map((r) => r.relaxed.field)).toEqual(['postalCode']);
  });

  it('searches every dealer instead of one, keeping the other filters', () => {
    const out = relaxations(normaliseSearchRequest({ mobilityType: 'car', dealer: 12, fuel: 'diesel' }));
    expect(out.map((r) => [r.relaxed, searchRequestToUrl(r.request)])).toEqual([
      [{ field: 'fuel', value: 'diesel' }, '/auto/aanbieder-12'],
      [{ field: 'dealer' }, '/auto/brandstof-diesel'],
    ]);
  });

  it('has nothing to relax in an empty search', () => {
    expect(urls({ mobilityType: 'alle' })).toEqual([]);
  });
});

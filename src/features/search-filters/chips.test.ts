import { describe, expect, it } from 'vitest';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { requestChips, type ChipLabels } from './chips';

const labels: ChipLabels = {
  dealer: (id) => `dealer ${id}`,
  brand: (slug) => `brand ${slug}`,
  model: (slug) => `model ${slug}`,
  enumValue: (key, value) => `${key} ${value}`,
  range: (key, range) => `${key} ${range.min ?? ''}-${range.max ?? ''}`,
  postalCode: (value) => `pc ${value}`,
  radius: (value) => `r ${value}`,
  addedSince: (value) => `since ${value}`,
  flag: (key) => key,
  text: (value) => `"${value}"`,
};

describe('requestChips', () => {
  const request = normaliseSearchRequest({
    mobilityType: 'car',
    bodyType: ['hatchback'],
    brand: ['volkswagen', 'audi'],
    model: ['golf'],
    price: { max: 20000 },
    fuel: ['diesel'],
    postalCode: '3511AB',
    radius: 'ten',
    sort: 'afstand',
    napOnly: true,
    page: 2,
  });
  const chips = requestChips(request, labels, (brand) => (brand === 'volkswagen' ? ['golf', 'polo'] : []));

  it('lists every active value once, in reading order', () => {
    expect(chips.map((chip) => chip.label)).toEqual([
      'bodyType hatchback',
      'brand audi',
      'brand volkswagen',
      'model golf',
      'price -20000',
      'fuel diesel',
      'pc 3511 AB · r ten',
      'napOnly',
    ]);
  });

  it('links each chip to the search without just that filter, on page 1', () => {
    const url = (id: string) => searchRequestToUrl(chips.find((chip) => chip.id === id)?.without ?? request);
    expect(url('brand:volkswagen')).toBe('/auto/hatchback/merk-audi/prijs-tot-en-met-20000/brandstof-diesel/nap-weblabel/postcode-3511ab/afstand-10-km/sortering-afstand');
    expect(url('range:price')).not.toContain('prijs');
    expect(url('postalCode')).toBe('/auto/hatchback/merk-audi/merk-volkswagen/model-golf/prijs-tot-en-met-20000/brandstof-diesel/nap-weblabel');
    for (const chip of chips) expect(chip.without.page).toBe(1);
  });

  it('gives a frame height range one chip that removes both bounds', () => {
    const bikes = normaliseSearchRequest({ mobilityType: 'bicycle', kind: ['ebike'], frameHeight: { min: 53, max: 57 } });
    const frameChips = requestChips(bikes, labels);
    expect(frameChips.map((chip) => chip.label)).toEqual(['kind ebike', 'frameHeight 53-57']);
    const without = frameChips.find((chip) => chip.id === 'range:frameHeight')?.without;
    expect(without && searchRequestToUrl(without)).toBe('/fietsen/voertuigsoort-elektrische-fiets');
  });

  it('puts the dealer first, and its chip widens to every dealer keeping the other filters', () => {
    const dealerChips = requestChips(normaliseSearchRequest({ mobilityType: 'alle', dealer: 12, brand: ['audi'], page: 3 }), labels);
    expect(dealerChips.map((chip) => chip.label)).toEqual(['dealer 12', 'brand audi']);
    const without = dealerChips.find((chip) => chip.id === 'dealer')?.without;
    expect(without && searchRequestToUrl(without)).toBe('/aanbod/merk-audi');
  });

  it('has no chips without filters', () => {
    expect(requestChips(normaliseSearchRequest({ mobilityType: 'bicycle', sort: 'prijsOplopend' }), labels)).toEqual([]);
  });
});

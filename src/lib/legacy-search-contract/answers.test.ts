import { describe, expect, it } from 'vitest';
import { formatEuros } from '@/lib/format/number';
import { createI18n } from '@/lib/i18n/create';
import { pickResources } from '@/lib/i18n/resources';
import type { Translate } from '@/lib/i18n/translate';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import { countWithin } from './facet-counts';
import { toLegacyFacets, type FacetsSource } from './facets';
import { toLegacyListing, type LegacyListingSource } from './results';

const translator = createI18n(pickResources(['filters', 'vehicle']), ['filters', 'vehicle']).getFixedT('nl', 'filters');
const t: Translate = (key, options) => translator(key, options);

const motorcycle: LegacyListingSource = {
  id: 4711,
  mobilityType: 'motor',
  title: 'Yamaha Tracer 900 GT',
  price: 10490.5,
  priceExcludesVat: false,
  imageUrl: '/media/4711-1.jpg',
  friendlyUriPart: 'yamaha-tracer-900-gt-ks1b8wu',
  detailUrl: '/motor/aanbod/yamaha-tracer-900-gt-ks1b8wu',
  financeable: true,
  company: { name: 'Goedhart Motoren', city: 'Bodegraven', phoneNumber: '0172-650005', callTrackingCode: null },
  vehicle: {
    brand: 'Yamaha',
    model: 'Tracer 900',
    mileage: 25529,
    year: 2018,
    month: 7,
    bodyType: 'allroad',
    kind: 'motor',
    fuelTypes: ['benzine'],
    engineCapacity: 847,
    powerKw: 84,
    transmission: 'handgeschakeld',
  },
  warrantyTypes: ['bovag12maanden'],
  certainties: ['puntencheck40', 'afleverbeurt', 'omruilgarantie', 'garantie12maanden'],
};

describe('a list item in the old shape', () => {
  it('answers what the old site answered for a listing', () => {
    const legacy = toLegacyListing(motorcycle, { colour: 'blauw', website: 'http://www.goedhartmotoren.nl' }, 'https://www.example.nl');
    expect(legacy).toMatchObject({
      id: '4711',
      mobilityType: 'motor',
      url: 'https://www.example.nl/motor/aanbod/yamaha-tracer-900-gt-ks1b8wu',
      imageUrl: 'https://www.example.nl/media/4711-1.jpg',
      price: 10491,
      isFinanceable: true,
      vehicle: {
        type: 'motor',
        mileageUnit: 'kilometer',
        month: 7,
        fuelTypes: ['Benzine'],
        color: 'blauw',
        bodyType: 'allRoad',
        transmissionType: 'Handgeschakeld',
        enginePower: 114,
        warranties: ['bovag12maanden'],
        certaintyKeys: ['BovagChecklist40Point', 'CarServicedOnDelivery', 'ReturnWarranty', 'BovagWarranty12Months'],
        hasBovagChecklist: true,
        bovagWarranty: 'TwaalfMaanden',
        hasReturnWarranty: true,
        servicedOnDelivery: true,
        fullyServiced: false,
      },
      company: { websiteUrl: 'http://www.goedhartmotoren.nl', callTrackingCode: null },
    });
  });

  it('names camping vehicles "camper", gives bicycles a mileage of 0 and e-bikes the fuel "Elektriciteit"', () => {
    expect(toLegacyListing({ ...motorcycle, mobilityType: 'caramper' }, undefined, 'http://localhost:3010').vehicle.type).toBe('camper');
    const ebike = toLegacyListing({ ...motorcycle, mobilityType: 'bicycle', vehicle: { ...motorcycle.vehicle, kind: 'ebike', mileage: null, fuelTypes: [] } }, undefined, 'http://localhost');
    expect(ebike).toMatchObject({ mobilityType: 'fiets', vehicle: { mileage: 0, fuelTypes: ['Elektriciteit'], color: null }, company: { websiteUrl: null } });
  });
});

describe('facets in the old shape', () => {
  const source: FacetsSource = {
    brand: [
      { value: 'yamaha', label: 'Yamaha', count: 30 },
      { value: 'bmw', label: 'BMW', count: 20 },
      { value: 'vespa', label: 'Vespa', count: 0 },
    ],
    model: [],
    addedSince: [{ value: 'today', count: 2 }],
    radius: [],
    bodyType: [
      { value: 'allroad', count: 12 },
      { value: 'naked', count: 0 },
    ],
    napOnly: 8,
  };

  it('groups brands as "Populair" and "Alle merken", names options in the old vocabulary and labels them in Dutch', () => {
    const request = normaliseSearchRequest({ mobilityType: 'motor', bodyType: ['allroad'], powerPk: { min: 150 } });
    const answer = toLegacyFacets({ source, request, total: 50, url: '/motoren/allroad', year: 2026, t });
    expect(answer).toMatchObject({ count: 50, searchResultsPageUrl: '/motoren/allroad' });
    const byName = new Map(answer.facets.map((facet) => [facet.name, facet]));
    expect(byName.get('Brand')?.optionCategories.map((category) => [category.label, category.options.map((option) => option.name)])).toEqual([
      ['Populair', ['bmw', 'yamaha']],
      ['Alle merken', ['bmw', 'yamaha']],
    ]);
    expect(byName.get('Model')?.disabled).toBe(true);
    expect(byName.get('BodyType')).toMatchObject({ label: 'Categorie', selected: true, selectedValues: ['AllRoad'], options: [{ name: 'AllRoad', label: 'Allroad', count: 12, selected: true }] });
    expect(byName.get('EnginePowerFrom')).toMatchObject({ label: 'Vermogen', selectedValues: ['EnginePower150'] });
    expect(byName.get('EnginePowerFrom')?.options[0]).toEqual({ name: 'EnginePower50', label: '50 pk', selected: false });
    expect(byName.get('PriceFrom')?.options[1]).toEqual({ name: '1000', label: formatEuros(1000), selected: false });
    expect(byName.get('YearFrom')?.options[0]?.name).toBe('2027');
    expect(byName.get('Distance')).toMatchObject({ disabled: true, selected: false });
    expect(byName.get('Distance')?.options.map((option) => option.label)).toContain('50 km');
    expect(byName.get('HasNapOrBit')).toMatchObject({ label: 'Alleen met NAP-label', selected: false, hidden: false });
    expect(byName.has('HasNapWeblabel')).toBe(false);
    expect(answer.selectedFacets.map((facet) => facet.name)).toEqual(['EnginePowerFrom', 'BodyType']);
    for (const facet of answer.facets) {
      expect(facet.label, facet.name).not.toMatch(/^[a-zA-Z]+[.:]/);
      for (const option of facet.options) expect(option.label, `${facet.name} ${option.name}`).not.toMatch(/^[a-zA-Z]+[.:]/);
    }
  });
});

describe('the old count facets from our range buckets', () => {
  // Seats as our buckets hold them: unknown, 1, …, 8, and 9 or more.
  const seats = [
    { from: null, to: null, count: 3 },
    { from: null, to: 1, count: 0 },
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((from) => ({ from, to: from + 1, count: from === 5 ? 40 : from === 2 ? 7 : 0 })),
    { from: 9, to: null, count: 2 },
  ];

  it('sums the buckets inside a name and gives no count where a bucket straddles its edge', () => {
    expect(countWithin(seats, { min: 5, max: 5 })).toBe(40);
    expect(countWithin(seats, { min: 1, max: 5 })).toBe(47);
    expect(countWithin(seats, { min: 9 })).toBe(2);
    // 9 or more cannot be split into "Nine" and "TenOrMore".
    expect(countWithin(seats, { min: 9, max: 9 })).toBeUndefined();
    expect(countWithin(seats, { min: 10 })).toBeUndefined();
  });

  it('answers SeatCount with the old names, counted and selected', () => {
    const request = normaliseSearchRequest({ mobilityType: 'car', seats: { min: 5, max: 5 } });
    const answer = toLegacyFacets({ source: { brand: [], model: [], addedSince: [], radius: [], seats }, request, total: 40, url: '/auto', year: 2026, t });
    const seatCount = answer.facets.find((facet) => facet.name === 'SeatCount');
    expect(seatCount).toMatchObject({ label: 'Zitplaatsen', selectedValues: ['Five'] });
    expect(seatCount?.options.find((option) => option.name === 'Five')).toEqual({ name: 'Five', label: '5', count: 40, selected: true });
    expect(seatCount?.options.find((option) => option.name === 'TenOrMore')).toEqual({ name: 'TenOrMore', label: '10+', selected: false });
  });
});

import { describe, expect, it } from 'vitest';
import { parseSearchRequest, type SearchRequest } from '@/lib/search-request/schema';
import { LEGACY_KEYS } from './keys';
import { toLegacyRequest } from './reverse';
import { translateLegacyRequest } from './translate';
import { LEGACY_MOBILITY } from './vocabulary';

const BASE = { MobilityType: 'auto', PostalCode: '3511 AB' };

/** Old body → our normalised request (failing the test when either step refuses it). */
function ours(body: Record<string, unknown>): { request: SearchRequest; fields: Record<string, unknown>; dropped: string[] } {
  const translated = translateLegacyRequest(body);
  if (!translated.ok) throw new Error(translated.reason);
  const parsed = parseSearchRequest(translated.input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return { request: parsed.request, fields: parsed.request as unknown as Record<string, unknown>, dropped: translated.dropped };
}
const refused = (body: Record<string, unknown>) => {
  const translated = translateLegacyRequest(body);
  return !translated.ok || !parseSearchRequest(translated.input).ok;
};

describe('old request → ours → old, for every table entry', () => {
  it('reads every mobility type and writes it back', () => {
    for (const [legacy, mobilityType] of LEGACY_MOBILITY) {
      const { request } = ours({ MobilityType: legacy });
      expect(request.mobilityType).toBe(mobilityType);
      expect(toLegacyRequest(request).MobilityType).toBe(legacy);
    }
  });

  for (const [key, target] of LEGACY_KEYS) {
    if (target.kind === 'enum' || target.kind === 'single') {
      it(`${key}: every value of the table`, () => {
        for (const [legacy, value] of target.table.rows) {
          const sent = target.kind === 'enum' ? [legacy] : legacy;
          const { fields, request, dropped } = ours({ ...BASE, [key]: sent });
          if (value === null) {
            // A value we hold no data for: dropped from the search, and said so.
            expect(dropped).toContain(key);
            expect(toLegacyRequest(request)[key]).toBeUndefined();
            continue;
          }
          expect(fields[target.table.field]).toEqual(target.kind === 'enum' ? [value] : value);
          expect(toLegacyRequest(request)[key]).toEqual(sent);
        }
      });
    }
    if (target.kind === 'min' || target.kind === 'max') {
      it(`${key}: a bound of ${target.field}`, () => {
        const sent = target.prefix ? `${target.prefix}150` : 2015;
        const { fields, request } = ours({ ...BASE, [key]: sent });
        expect((fields[target.field] as Record<string, number>)[target.kind]).toBe(target.prefix ? 150 : 2015);
        expect(toLegacyRequest(request)[key]).toEqual(sent);
      });
    }
    if (target.kind === 'counts') {
      it(`${key}: every named count`, () => {
        for (const [name, range] of Object.entries(target.names)) {
          const { fields, request } = ours({ ...BASE, [key]: [name] });
          expect(fields[target.field]).toEqual(range);
          // The client sends a bed count as a number; a single count comes back that way.
          const back = target.field === 'berths' && range.min === range.max ? range.min : [name];
          expect(toLegacyRequest(request)[key]).toEqual(back);
        }
      });
    }
    if (target.kind === 'flag' || target.kind === 'certainty') {
      it(`${key}: true filters, false does not`, () => {
        const mobility = key === 'HasNapOrBit' ? 'motor' : 'auto';
        const { request } = ours({ MobilityType: mobility, [key]: true });
        const back = toLegacyRequest(request);
        if (key === 'IsPluginHybride') expect(back.IsPluginHybrid).toBe(true);
        else expect(back[key]).toBe(true);
        expect(toLegacyRequest(ours({ MobilityType: mobility, [key]: false }).request)[key]).toBeUndefined();
      });
    }
    if (target.kind === 'dropped') {
      it(`${key}: a filter over data we do not hold is dropped and reported`, () => {
        const { request, dropped } = ours({ MobilityType: 'auto', [key]: 5 });
        expect(dropped).toEqual([key]);
        expect(request).toEqual(ours({ MobilityType: 'auto' }).request);
      });
    }
  }

  it('brand, model, keywords, postal code and page', () => {
    const body = { MobilityType: 'motor', Brand: ['honda'], Model: 'cb-750', Keywords: 'hornet', PostalCode: '3511 AB', PageNumber: 2, SortOrder: 'prijsOplopend' };
    const { request } = ours(body);
    expect(request).toMatchObject({ mobilityType: 'motor', brand: ['honda'], model: ['cb-750'], text: 'hornet', postalCode: '3511 AB', page: 2, sort: 'prijsOplopend' });
    expect(toLegacyRequest(request)).toEqual({ ...body, PostalCode: '3511 AB' });
  });
});

describe('reading the old dialect', () => {
  it('reads the request the old client builds, in PascalCase and in camelCase alike', () => {
    const pascal = {
      MobilityType: 'auto',
      InStock: true,
      ShowCommercialVehicles: true,
      HideVatExcludedPrices: true,
      PageNumber: 2,
      Brand: ['volkswagen'],
      Model: 'golf',
      PriceFrom: 5000,
      PriceTo: 20000,
      YearFrom: 2015,
      MileageTo: 100000,
      EnginePowerFrom: 'EnginePower75',
      FuelType: ['Benzine', 'Diesel'],
      BodyType: ['Hatchback'],
      Transmission: ['Handgeschakeld'],
      PostalCode: '3511AB',
      Distance: 50,
      Keywords: 'trekhaak',
      SortOrder: 'prijsOplopend',
      Import: ['Nee'],
    };
    const camel = Object.fromEntries(Object.entries(pascal).map(([key, value]) => [key.charAt(0).toLowerCase() + key.slice(1), value]));
    const expected = {
      mobilityType: 'car',
      page: 2,
      brand: ['volkswagen'],
      model: ['golf'],
      price: { min: 5000, max: 20000 },
      buildYear: { min: 2015 },
      mileage: { max: 100000 },
      powerPk: { min: 75 },
      fuel: ['benzine', 'diesel'],
      bodyType: ['hatchback'],
      transmission: ['handgeschakeld'],
      postalCode: '3511 AB',
      radius: 'fifty',
      text: 'trekhaak',
      sort: 'prijsOplopend',
      imported: ['nee'],
    };
    expect(ours(pascal).request).toMatchObject(expected);
    expect(ours(camel).request).toEqual(ours(pascal).request);
  });

  it('adds model keywords to the text search, and reads several counts as the range that holds them', () => {
    expect(ours({ MobilityType: 'auto', Keywords: 'trekhaak', ModelKeywords: 'golf gti' }).request.text).toBe('trekhaak golf gti');
    expect(ours({ MobilityType: 'auto', GearCount: ['Six', 'Seven'] }).fields.gears).toEqual({ min: 6, max: 7 });
    expect(ours({ MobilityType: 'auto', CylinderCount: ['Four', 'TenOrMore'] }).fields.cylinders).toEqual({ min: 4 });
    expect(ours({ MobilityType: 'auto', SeatCount: [5] }).fields.seats).toEqual({ min: 5, max: 5 });
    expect(ours({ MobilityType: 'camper', BedCount: 4 }).fields.berths).toEqual({ min: 4, max: 4 });
  });

  it('reads the old spellings: any case, our own values, kilometres for the distance, the disc brake as both of ours', () => {
    expect(ours({ MobilityType: 'AUTO', BodyType: ['hatchback', 'SUVTERREINWAGEN'] }).request).toMatchObject({ mobilityType: 'car', bodyType: ['hatchback', 'suvTerreinwagen'] });
    expect(ours({ ...BASE, Distance: 'Twenty' }).request.radius).toBe('twenty');
    expect(ours({ ...BASE, Distance: 20 }).request.radius).toBe('twenty');
    expect(ours({ MobilityType: 'fiets', BrakeType: 'Schijfrem' }).fields.brakeType).toEqual(['hydraulischeSchijfrem', 'mechanischeSchijfrem']);
    expect(ours({ MobilityType: 'auto', Accessory: ['navigatie', 'applecarplay'] }).fields.accessories).toEqual(['appleCarPlay', 'navigatie']);
    expect(ours({ MobilityType: 'auto', AvailableSince: 'een-week' }).request.addedSince).toBe('oneWeek');
  });

  it('reads a bicycle’s fuel as our kind: e-bikes are electric, other bicycles "Overige"', () => {
    const electric = ours({ MobilityType: 'fiets', FuelType: ['Elektriciteit'] });
    expect(electric.request).toMatchObject({ kind: ['ebike', 'highSpeedEbike'], fuel: [] });
    expect(toLegacyRequest(electric.request).FuelType).toEqual(['Elektriciteit']);
    const plain = ours({ MobilityType: 'fiets', FuelType: ['Overige'] });
    expect(plain.request).toMatchObject({ kind: ['fiets'], fuel: [] });
    expect(toLegacyRequest(plain.request).FuelType).toEqual(['Overige']);
    // Cars keep their fuel.
    expect(ours({ MobilityType: 'auto', FuelType: ['Elektriciteit'] }).request).toMatchObject({ fuel: ['elektriciteit'], kind: [] });
  });

  it('refuses what neither vocabulary knows, and values of the wrong type', () => {
    for (const body of [
      { MobilityType: 'boot' },
      { MobilityType: 'auto', BodyType: ['Ruimteschip'] },
      { MobilityType: 'auto', Color: ['Paars'] },
      { MobilityType: 'auto', PriceFrom: 'veel' },
      { MobilityType: 'auto', PriceFrom: -1 },
      { MobilityType: 'auto', EnginePowerFrom: 'EnginePowerVeel' },
      { MobilityType: 'auto', GearCount: ['Duizend'] },
      { MobilityType: 'auto', IsFinanceable: 'ja' },
      { MobilityType: 'auto', PageNumber: 0 },
      { MobilityType: 'auto', Brand: [12] },
      { MobilityType: 'auto', SortOrder: 'duurste' },
      { MobilityType: 'auto', PostalCode: 'abcd' },
    ]) {
      expect(refused(body), JSON.stringify(body)).toBe(true);
    }
  });

  it('accepts the yes/no flags every old request sends, whatever their value, without filtering', () => {
    const plain = ours({ MobilityType: 'auto' }).request;
    expect(ours({ MobilityType: 'auto', InStock: true, ShowCommercialVehicles: true, HideVatExcludedPrices: true }).request).toEqual(plain);
    expect(ours({ MobilityType: 'auto', InStock: false, ShowCommercialVehicles: false, HideVatExcludedPrices: false }).request).toEqual(plain);
  });
});

import { describe, expect, it } from 'vitest';
import { listItem } from '@/features/vehicle-card/testing';
import { createI18n } from '@/lib/i18n/create';
import { pickResources } from '@/lib/i18n/resources';
import { compareRows, type Translate } from './table';

const namespaces = ['favourites', 'vehicle', 'common'] as const;
const fixed = createI18n(pickResources(namespaces), namespaces).getFixedT('nl', 'favourites');
const t: Translate = (key, options) => fixed(key, options);

describe('compareRows', () => {
  const cheap = listItem({ id: 1, price: 12_500, vehicle: { mileage: 90_000, year: 2017, month: 5, powerKw: 85 } });
  const newer = listItem({ id: 2, price: 18_950, vehicle: { mileage: 30_000, year: 2021, month: 2, powerKw: 110 } });
  const rows = compareRows([cheap, newer], t);
  const row = (key: string) => {
    const found = rows.find((candidate) => candidate.key === key);
    if (!found) throw new Error(`no row ${key}`);
    return found;
  };

  it('marks the lowest price, lowest mileage, newest and strongest as best', () => {
    expect(row('price').cells.map((cell) => cell.best)).toEqual([true, false]);
    expect(row('mileage').cells.map((cell) => cell.best)).toEqual([false, true]);
    expect(row('firstRegistration').cells.map((cell) => cell.best)).toEqual([false, true]);
    expect(row('power').cells.map((cell) => cell.best)).toEqual([false, true]);
  });

  it('formats the Dutch way and labels rows from the locale', () => {
    expect(row('price').label).toBe('Prijs');
    expect(row('price').cells[0]?.text).toMatch(/^€\s12\.500,-$/);
    expect(row('mileage').cells[1]?.text).toBe('30.000 km');
    expect(row('firstRegistration').cells[0]?.text).toBe('mei 2017');
  });

  it('flags rows that differ and leaves equal rows unflagged without a best', () => {
    expect(row('price').differs).toBe(true);
    expect(row('brand').differs).toBe(false);
    const same = compareRows([cheap, { ...cheap, id: 3 }], t);
    expect(same.find((candidate) => candidate.key === 'price')?.cells.some((cell) => cell.best)).toBe(false);
  });

  it('leaves out rows no vehicle has and shows a dash where one lacks it', () => {
    expect(rows.some((candidate) => candidate.key === 'frameHeight')).toBe(false);
    const bike = listItem({ id: 4, mobilityType: 'bicycle', vehicle: { mileage: null, frameHeight: 57, powerKw: null } });
    const mixed = compareRows([cheap, bike], t);
    expect(mixed.find((candidate) => candidate.key === 'frameHeight')?.cells.map((cell) => cell.text)).toEqual(['–', '57 cm']);
    expect(mixed.find((candidate) => candidate.key === 'mileage')?.cells.map((cell) => cell.best)).toEqual([false, false]);
  });
});

describe('specification rows', () => {
  const group = (specs: { key: string; label: string; value: string }[]) => [
    { key: 'general' as const, label: 'Algemeen', specifications: specs.map((spec) => ({ ...spec, formattedValue: spec.value, hasValue: true })) },
  ];

  it('adds the detail specifications the core rows lack, once, with a dash where missing', () => {
    const rows = compareRows([listItem({ id: 1 }), listItem({ id: 2 })], t, [
      group([
        { key: 'colour', label: 'Kleur', value: 'Zwart' },
        { key: 'brand', label: 'Merk', value: 'Volkswagen' },
      ]),
      group([
        { key: 'colour', label: 'Kleur', value: 'Zwart' },
        { key: 'doors', label: 'Deuren', value: '5' },
      ]),
    ]);
    const extra = rows.filter((row) => row.key.startsWith('spec-'));
    expect(extra.map((row) => [row.label, row.cells.map((cell) => cell.text), row.differs])).toEqual([
      ['Kleur', ['Zwart', 'Zwart'], false],
      ['Deuren', ['–', '5'], true],
    ]);
    expect(rows.filter((row) => row.label === 'Merk')).toHaveLength(1);
  });
});

describe('row labels', () => {
  // Every specification the vocabulary can label, as a detail page stores it: the worst case of a feed.
  const specLabels = (pickResources(['vehicle'] as const).vehicle as unknown as { spec: Record<string, string> }).spec;
  const everySpec = [{ key: 'general' as const, label: 'Algemeen', specifications: Object.entries(specLabels).map(([key, label]) => ({ key, label, value: 'x', formattedValue: 'x', hasValue: true })) }];
  const vehicles = {
    car: listItem({ id: 11, mobilityType: 'car' }),
    bicycle: listItem({ id: 12, mobilityType: 'bicycle', vehicle: { frameHeight: 57, batteryCapacity: 500, bodyType: 'stadsfiets', driveType: 'middenmotor', mileage: null } }),
    motor: listItem({ id: 13, mobilityType: 'motor', vehicle: { bodyType: 'naked' } }),
    caramper: listItem({ id: 14, mobilityType: 'caramper', vehicle: { bodyType: 'integraal', maximumMass: 3500 } }),
  };
  const repeated = (labels: string[]) => labels.filter((label, index) => labels.indexOf(label) !== index);

  for (const [type, item] of Object.entries(vehicles)) {
    it(`repeats no label for two ${type} listings`, () => {
      const rows = compareRows([item, { ...item, id: item.id + 100 }], t, [everySpec, everySpec]);
      expect(repeated(rows.map((row) => row.label))).toEqual([]);
    });
  }

  it('repeats no label when types are mixed', () => {
    const items = Object.values(vehicles);
    const rows = compareRows(items, t, items.map(() => everySpec));
    expect(repeated(rows.map((row) => row.label))).toEqual([]);
    expect(rows.filter((row) => row.label === 'Carrosserie')).toHaveLength(1);
  });

  it('names the body type the way the detail page does for one kind of vehicle', () => {
    const bikes = compareRows([vehicles.bicycle, { ...vehicles.bicycle, id: 99 }], t);
    expect(bikes.find((row) => row.key === 'bodyType')?.label).toBe('Soort fiets');
    expect(compareRows([vehicles.car, { ...vehicles.car, id: 98 }], t).find((row) => row.key === 'bodyType')?.label).toBe('Carrosserie');
  });
});

import { describe, expect, it } from 'vitest';
import { createInventoryPlan, generateListing } from './generator';
import type { ListingRecord } from './import-schema';

const plan = createInventoryPlan({ seed: 8, count: 400, now: new Date('2026-03-01T12:00:00Z') });
const sample = Array.from({ length: 400 }, (_, index) => generateListing(plan, index).record);
const find = (predicate: (record: ListingRecord) => boolean) => sample.find(predicate);
const spec = (record: ListingRecord | undefined, key: string) => record?.specificationGroups.flatMap((group) => group.specifications).find((item) => item.key === key);

describe('specification groups', () => {
  it('gives a car general, interior/exterior, engine and warranty groups in that order', () => {
    const car = find((r) => r.mobilityType === 'car' && r.warrantyTypes.length > 0 && r.engineCapacity !== null);
    expect(car?.specificationGroups.map((group) => group.key)).toEqual(['general', 'interiorExterior', 'engine', 'warranties']);
    expect(car?.specificationGroups.map((group) => group.label)).toEqual(['Algemeen', 'Interieur en exterieur', 'Motor en techniek', 'Garanties']);
    expect(spec(car, 'engineCapacity')?.formattedValue).toMatch(/^\d{1,2}(\.\d{3})? cc$/);
    expect(spec(car, 'power')?.formattedValue).toMatch(/^\d+ kW \(\d+ pk\)$/);
    expect(spec(car, 'mileage')?.formattedValue).toMatch(/ km$/);
  });

  it('formats the bicycle and camping values the Dutch way', () => {
    const ebike = find((r) => r.kind === 'ebike');
    expect(ebike?.specificationGroups.map((group) => group.key)).toContain('bicycle');
    expect(spec(ebike, 'batteryCapacity')?.formattedValue).toMatch(/^\d{3} Wh$/);
    const caravan = find((r) => r.kind === 'caravan');
    expect(spec(caravan, 'emptyMass')?.formattedValue).toMatch(/^1\.\d{3} kg$/);
    expect(spec(caravan, 'length')?.formattedValue).toMatch(/^\d,\d m$/);
  });

  it('lists only values that exist', () => {
    for (const record of sample) {
      for (const group of record.specificationGroups) {
        expect(group.specifications.length).toBeGreaterThan(0);
        for (const item of group.specifications) {
          expect(item.hasValue).toBe(true);
          expect(item.value).not.toBeNull();
          expect(item.formattedValue).not.toBe('');
        }
      }
    }
    const bicycle = find((r) => r.kind === 'fiets');
    expect(spec(bicycle, 'engineCapacity')).toBeUndefined();
    expect(spec(bicycle, 'batteryCapacity')).toBeUndefined();
  });
});

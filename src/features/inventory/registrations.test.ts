import { describe, expect, it } from 'vitest';
import { normalizePlate } from '@/lib/vehicle/license-plate';
import { fuelTypesFromRdw, vehicleKindFromRdw } from '@/lib/vehicle/rdw-vocabulary';
import { privateRegistrations, registryBrandNames, registryName } from './registrations';

const NOW = new Date('2026-03-01T12:00:00Z');

describe('private registrations of the demo', () => {
  const records = privateRegistrations(1930, 3000);

  it('are the same for the same seed, whenever the demo was seeded, and differ for another seed', () => {
    expect(privateRegistrations(1930, 50)).toEqual(records.slice(0, 50));
    expect(privateRegistrations(1931, 50).map((record) => record.plate)).not.toEqual(records.slice(0, 50).map((record) => record.plate));
  });

  it('carry valid plates in registry form, nearly all distinct', () => {
    for (const record of records) expect(normalizePlate(record.plate)).toBe(record.plate);
    expect(new Set(records.map((record) => record.plate)).size).toBeGreaterThan(2990);
  });

  it('are mostly cars, with motorcycles, campers, caravans and folding trailers among them', () => {
    const kinds = new Map<string, number>();
    for (const record of records) {
      const { kind } = vehicleKindFromRdw(record.voertuigsoort, record.inrichting);
      expect(kind).not.toBeNull();
      kinds.set(kind ?? '', (kinds.get(kind ?? '') ?? 0) + 1);
    }
    expect(kinds.get('personenwagen')).toBeGreaterThan(2000);
    for (const kind of ['bedrijfswagen', 'motor', 'camper', 'caravan', 'vouwwagen']) expect(kinds.get(kind), kind).toBeGreaterThan(5);
  });

  it('were first registered in the past, within their model years, in real dates', () => {
    for (const record of records) {
      const date = new Date(`${record.datumEersteToelating}T00:00:00Z`);
      expect(date.getTime()).toBeLessThan(NOW.getTime());
      expect(date.toISOString().slice(0, 10)).toBe(record.datumEersteToelating);
      expect(date.getUTCFullYear()).toBeGreaterThanOrEqual(1990);
    }
  });

  it('write fuels the registry knows and makes and models the catalogue knows', () => {
    // BMW and Honda make cars and motorcycles: one list of models per make.
    const brands = new Map<string, string[]>();
    for (const brand of registryBrandNames()) brands.set(registryName(brand.name), [...(brands.get(registryName(brand.name)) ?? []), ...brand.models.map(registryName)]);
    for (const record of records) {
      expect(brands.has(record.merk), record.merk).toBe(true);
      expect(brands.get(record.merk)?.some((model) => record.handelsbenaming.startsWith(model))).toBe(true);
      expect(fuelTypesFromRdw(record.fuels.map((name) => ({ name, hybridClass: record.klasseHybrideElektrischVoertuig })))).not.toContain('overige');
    }
  });

  it('writes names as the registry does', () => {
    expect(registryName('Citroën')).toBe('CITROEN');
    expect(registryName('Mercedes-Benz')).toBe('MERCEDES-BENZ');
    expect(registryName('Südwind')).toBe('SUDWIND');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, freshDatabase } from '../support/test-db';
import type { Database } from '../../src/db/connect';
import { createPlateRegistry, type PlateRegistry } from '../../src/features/plate-registry/server';
import { registryBrandNames } from '../../src/features/inventory/server';
import { privateRegistrations } from '../../src/features/inventory/registrations';
import { DEMO_SEED } from '../../src/features/inventory/generator';
import { ensureDemoInventory } from '../../src/features/inventory/seed';
import { formatPlate } from '../../src/lib/vehicle/license-plate';

describe.each(backends)('the local registry table on the seeded demo database (%s)', (backend) => {
  let database: Database;
  let registry: PlateRegistry;
  // The default demo seed, so the plates the README offers to try are checked here.
  const SEED = DEMO_SEED;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    const result = await ensureDemoInventory(database, { count: 400, seed: SEED });
    expect(result.registrations?.fromListings).toBeGreaterThan(200);
    expect(result.registrations?.private).toBeGreaterThan(2900);
    registry = createPlateRegistry({ timeoutMs: 1000, db: async () => database.db, knownBrands: registryBrandNames() });
  });

  afterAll(async () => {
    await database.close();
  });

  async function listingWithPlate(where: string) {
    const [row] = await database.query<{ license_plate: string; brand: string; model: string; year: number; month: number; fuel_types: string[]; power_kw: number | null; kind: string }>(
      `select license_plate, brand, model, year, month, fuel_types, power_kw, kind from listings where license_plate is not null and ${where} order by id limit 1`,
    );
    if (!row) throw new Error(`no demo listing with a plate where ${where}`);
    return row;
  }

  it("finds a demo listing's plate with its make, model, first registration, fuel and power", async () => {
    expect(registry.source).toBe('local');
    const car = await listingWithPlate("kind = 'personenwagen' and fuel_types = '{benzine}'");
    const result = await registry.lookupPlate(car.license_plate);
    expect(result).toMatchObject({
      status: 'found',
      vehicle: {
        plate: car.license_plate.replaceAll('-', ''),
        voertuigsoort: 'Personenauto',
        mobilityType: 'car',
        kind: 'personenwagen',
        brand: car.brand,
        registeredModel: car.model,
        firstRegistration: { year: car.year, month: car.month },
        fuels: ['benzine'],
        powerKw: car.power_kw,
      },
    });
  });

  it('finds motorcycles, campers, caravans and hybrids as what they are', async () => {
    const kinds: [string, object][] = [
      ["kind = 'motor'", { mobilityType: 'motor', kind: 'motor', voertuigsoort: 'Motorfiets' }],
      ["kind = 'camper'", { mobilityType: 'caramper', kind: 'camper', bodyType: 'kampeerwagen', fuels: ['diesel'] }],
      ["kind = 'caravan'", { mobilityType: 'caramper', kind: 'caravan', voertuigsoort: 'Aanhangwagen', fuels: [] }],
      ["fuel_types = '{hybride,elektriciteit}'", { fuels: ['hybride', 'elektriciteit'] }],
    ];
    for (const [where, expected] of kinds) {
      const listing = await listingWithPlate(where);
      const result = await registry.lookupPlate(listing.license_plate);
      expect(result, where).toMatchObject({ status: 'found', vehicle: { brand: listing.brand, registeredModel: listing.model, ...expected } });
    }
  });

  it('finds a private registration that no dealer offers', async () => {
    const privateOnes = privateRegistrations(SEED, 50);
    const listed = new Set((await database.query<{ plate: string }>("select replace(license_plate, '-', '') as plate from listings where license_plate is not null")).map((row) => row.plate));
    const candidate = privateOnes.find((registration) => !listed.has(registration.plate) && registration.voertuigsoort === 'Personenauto');
    if (!candidate) throw new Error('no private car among the first 50');
    const result = await registry.lookupPlate(formatPlate(candidate.plate));
    expect(result).toMatchObject({ status: 'found', vehicle: { plate: candidate.plate, mobilityType: 'car', firstRegistration: { year: Number(candidate.datumEersteToelating.slice(0, 4)) } } });
  });

  it('knows the plates the README offers to try, however the demo was seeded', async () => {
    const tries: [string, object][] = [
      ['P-621-FV', { brand: 'CUPRA', registeredModel: 'Formentor', mobilityType: 'car', firstRegistration: { year: 2021 } }],
      ['KN-699-B', { brand: 'Volkswagen', registeredModel: 'T-Roc', mobilityType: 'car', firstRegistration: { year: 2018 } }],
      ['M-388-HT', { brand: 'Suzuki', registeredModel: 'V-Strom 650', mobilityType: 'motor' }],
      ['Z-136-VP', { brand: 'Hymer', mobilityType: 'caramper', kind: 'camper', firstRegistration: { year: 2019 } }],
    ];
    for (const [plate, vehicle] of tries) expect(await registry.lookupPlate(plate), plate).toMatchObject({ status: 'found', vehicle });
    const listed = await database.query<{ license_plate: string }>("select license_plate from listings where license_plate in ('P-621-FV', 'M-388-HT') and is_active");
    expect(listed).toHaveLength(2);
    expect(await registry.lookupPlate('ZZ-99-ZZ')).toEqual({ status: 'unknown' });
  });

  it('says unknown for a plate nobody registered, and invalid for no plate', async () => {
    expect(await registry.lookupPlate('ZZ-99-ZZ')).toEqual({ status: 'unknown' });
    expect(await registry.lookupPlate('1234567')).toEqual({ status: 'invalid' });
  });

  it('fills the registry once: a second start adds nothing', async () => {
    const [before] = await database.query<{ n: number }>('select count(*)::int as n from vehicle_registrations');
    const again = await ensureDemoInventory(database, { count: 400, seed: SEED });
    expect(again).toMatchObject({ seeded: false, registrations: { fromListings: 0, private: 0 } });
    const [after] = await database.query<{ n: number }>('select count(*)::int as n from vehicle_registrations');
    expect(after?.n).toBe(before?.n);
  });

  it('is unavailable, not broken, when its database fails', async () => {
    const failing = createPlateRegistry({
      timeoutMs: 1000,
      db: () => Promise.reject(new Error('connection refused')),
      knownBrands: [],
    });
    expect(await failing.lookupPlate('GH-JK-12')).toEqual({ status: 'unavailable', reason: 'connection refused' });
  });
});

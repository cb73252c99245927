import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { ensureDemoDealerServices } from '../../src/features/inventory/dealer-services-seed';
import { generateDealers } from '../../src/features/inventory/generate/dealers';
import { upsertDealers } from '../../src/features/inventory/import-dealers';
import { dealersOffering, serviceDealersNear } from '../../src/features/services/rental/dealers.server';
import { haversineKm, locatePostcode } from '../../src/lib/geo/coordinates';
import { backends, freshDatabase } from '../support/test-db';

const SEED = 1930;
const NOW = new Date('2026-11-20T09:00:00Z');
const generated = generateDealers(SEED).map((dealer) => dealer.record);

describe.each(backends)('dealer services on %s', (backend) => {
  let database: Database;
  const servicesByExternalId = async () =>
    new Map((await database.query<{ external_id: string; services: string[] }>('select external_id, services from dealers')).map((row) => [row.external_id, row.services]));

  beforeAll(async () => {
    database = await freshDatabase(backend);
    const result = await upsertDealers(database, generated, { now: NOW });
    expect(result.invalid).toEqual([]);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('imports the services each dealer offers', async () => {
    const stored = await servicesByExternalId();
    expect(stored.size).toBe(generated.length);
    for (const record of generated) expect(stored.get(record.externalId)).toEqual(record.services);
    expect(generated.filter((record) => record.services.includes('rental')).length).toBeGreaterThan(10);
  });

  it('updates a dealer whose services changed, and refuses a service it does not know with a Dutch reason', async () => {
    const [first, second] = generated;
    if (!first || !second) throw new Error('no dealers');
    const result = await upsertDealers(database, [
      { ...first, services: ['rental', 'financing'] },
      { ...second, services: ['rental', 'carWash'] },
    ]);
    expect(result.updated).toBe(1);
    expect(result.invalid).toEqual([{ index: 1, externalId: second.externalId, reason: 'services.1: is geen dienst die we kennen (rental, financing, bikeLease)' }]);
    const stored = await servicesByExternalId();
    expect(stored.get(first.externalId)).toEqual(['rental', 'financing']);
    expect(stored.get(second.externalId)).toEqual(second.services);
    await upsertDealers(database, [first]);
  });

  it('finds the rental dealers near a postcode, nearest first, within the radius', async () => {
    const rental = generated.filter((record) => record.services.includes('rental'));
    expect((await dealersOffering(database.db, 'rental')).map((dealer) => dealer.name).sort()).toEqual(rental.map((record) => record.name).sort());
    const utrecht = locatePostcode('3511 AB');
    if (!utrecht) throw new Error('3511 must be located');
    const expected = rental
      .map((record) => ({ name: record.name, km: haversineKm(utrecht, record) }))
      .filter((row) => Math.round(row.km) <= 50)
      .sort((a, b) => a.km - b.km)
      .slice(0, 12)
      .map((row) => row.name);
    expect(expected.length).toBeGreaterThan(0);
    const near = await serviceDealersNear(database.db, 'rental', utrecht, 50);
    expect(near.shownKm).toBe(50);
    expect(near.dealers.map((dealer) => dealer.name)).toEqual(expected);
    expect(near.dealers.every((dealer, index, all) => index === 0 || (all[index - 1]?.distanceKm ?? 0) <= dealer.distanceKm)).toBe(true);
  });

  it('fills the services of a demo database seeded before dealers had them, once', async () => {
    await database.query(`update dealers set services = '{}'`);
    expect(await dealersOffering(database.db, 'rental')).toEqual([]);
    const filled = await ensureDemoDealerServices(database, { seed: SEED });
    expect(filled).toBe(generated.filter((record) => record.services.length > 0).length);
    const stored = await servicesByExternalId();
    for (const record of generated) expect(stored.get(record.externalId)).toEqual(record.services);
    expect(await ensureDemoDealerServices(database, { seed: SEED })).toBe(0);
  });
});

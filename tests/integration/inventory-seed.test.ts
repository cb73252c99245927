import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, freshDatabase, scratchPostgresDatabase, type Backend } from '../support/test-db';
import { connect, type Database } from '../../src/db/connect';
import { prepareData } from '../../scripts/prepare-data';
import { isValidListingCode } from '../../src/features/inventory/listing-code';
import { ensureDemoInventory, seedDemoInventory } from '../../src/features/inventory/seed';

describe.each(backends)('demo inventory seed on %s', (backend) => {
  let database: Database;

  beforeAll(async () => {
    database = await freshDatabase(backend);
  });

  afterAll(async () => {
    await database.close();
  });

  it('seeds 2,000 listings with the right count per mobility type', async () => {
    const result = await ensureDemoInventory(database, { count: 2000, seed: 1930 });
    expect(result).toMatchObject({ seeded: true, listings: 2000, dealers: 400 });
    const rows = await database.query<{ mobility_type: string; n: number }>('select mobility_type, count(*)::int as n from listings group by mobility_type order by mobility_type');
    expect(Object.fromEntries(rows.map((row) => [row.mobility_type, row.n]))).toEqual({ car: 1400, bicycle: 300, motor: 160, caramper: 140 });
    const kinds = await database.query<{ kind: string; n: number }>("select kind, count(*)::int as n from listings where mobility_type in ('bicycle', 'caramper') group by kind");
    expect(Object.fromEntries(kinds.map((row) => [row.kind, row.n]))).toMatchObject({ fiets: 120, ebike: 160, highSpeedEbike: 20, caravan: 80, camper: 40, vouwwagen: 20 });
  });

  it('gives every listing a valid unique code and a dealer, with some sold', async () => {
    const codes = await database.query<{ code: string }>('select code from listings');
    expect(codes.every((row) => isValidListingCode(row.code))).toBe(true);
    const [stats] = await database.query<{ inactive: number; dealers: number; financed: number }>(
      'select count(*) filter (where not is_active)::int as inactive, count(distinct dealer_id)::int as dealers, count(*) filter (where financing_provider is not null)::int as financed from listings',
    );
    expect(stats?.inactive).toBeGreaterThan(20);
    expect(stats?.inactive).toBeLessThan(90);
    expect(stats?.dealers).toBeGreaterThan(250);
    expect(stats?.financed).toBeGreaterThan(500);
  });

  it('gives every listing its price history, with a recent drop for about one in twelve', async () => {
    const [stats] = await database.query<{ listings: number; rows: number; dropped: number; current: number }>(
      `select (select count(*) from listings)::int as listings,
              (select count(*) from listing_prices)::int as rows,
              (select count(*) from (select listing_id from listing_prices group by listing_id having count(*) = 2) d)::int as dropped,
              (select count(*) from listings l
                 where l.price = (select p.price from listing_prices p where p.listing_id = l.id order by p.since desc limit 1))::int as current`,
    );
    expect(stats?.current).toBe(2000);
    expect(stats?.rows).toBe(2000 + (stats?.dropped ?? 0));
    expect(stats?.dropped).toBeGreaterThan(120);
    expect(stats?.dropped).toBeLessThan(180);
  });

  it('does not seed again when listings exist', async () => {
    const result = await ensureDemoInventory(database, { count: 2000 });
    expect(result).toMatchObject({ seeded: false, listings: 2000, dealers: 400 });
  });

  it('re-seeding the same seed updates in place instead of adding listings', async () => {
    const summary = await seedDemoInventory(database, { count: 300, seed: 1930 });
    expect(summary).toMatchObject({ listings: 300, invalid: 0 });
    const [count] = await database.query<{ n: number }>('select count(*)::int as n from listings');
    expect(count?.n).toBe(2000);
  });
});

const NOW = new Date('2026-02-02T12:00:00Z');

/** A seed killed part-way: the run dies after its first batch of `killAt` listings is written. */
async function interruptedSeed(database: Database, options: { count: number; killAt: number; seed?: number | string }): Promise<void> {
  const attempt = seedDemoInventory(database, {
    count: options.count,
    seed: options.seed ?? 1930,
    now: NOW,
    batchSize: options.killAt,
    onProgress: ({ listings }) => {
      if (listings >= options.killAt) throw new Error('killed');
    },
  });
  await expect(attempt).rejects.toThrow('killed');
}

const countListings = async (database: Database) => (await database.query<{ n: number }>('select count(*)::int as n from listings'))[0]?.n;

/** Everything a visitor sees of the inventory that does not depend on database ids, as one digest. */
const inventoryDigest = async (database: Database) =>
  (
    await database.query<{ digest: string }>(
      `select md5(string_agg(concat_ws('|', l.external_id, l.code, d.external_id, l.title, l.price, l.is_active, l.added_at, l.mobility_type, l.photos::text), ',' order by l.external_id)) as digest
         from listings l join dealers d on d.id = l.dealer_id`,
    )
  )[0]?.digest;

/** The price histories, by external id. */
const priceDigest = async (database: Database) =>
  (
    await database.query<{ digest: string }>(
      `select md5(string_agg(concat_ws('|', l.external_id, p.price, p.since), ',' order by l.external_id, p.since)) as digest
         from listing_prices p join listings l on l.id = p.listing_id`,
    )
  )[0]?.digest;

describe.each(backends)('interrupted demo seed on %s', (backend) => {
  let database: Database;
  let reference: Database;

  beforeAll(async () => {
    [database, reference] = await Promise.all([freshDatabase(backend), freshDatabase(backend)]);
  });

  afterAll(async () => {
    await Promise.all([database.close(), reference.close()]);
  });

  it('is completed on the next start to the count asked for, identical to an uninterrupted seed', async () => {
    await interruptedSeed(database, { count: 2000, killAt: 500 });
    expect(await countListings(database)).toBe(500);

    const result = await ensureDemoInventory(database, { count: 2000 });
    expect(result).toMatchObject({ seeded: true, resumedFrom: 500, listings: 2000, dealers: 400 });

    await seedDemoInventory(reference, { count: 2000, seed: 1930, now: NOW });
    expect(await inventoryDigest(database)).toBe(await inventoryDigest(reference));
    expect(await priceDigest(database)).toBe(await priceDigest(reference));
  });

  it('is not seeded again once complete', async () => {
    const result = await ensureDemoInventory(database, { count: 2000 });
    expect(result).toMatchObject({ seeded: false, listings: 2000 });
  });

  it('completes a partial inventory left before seeds were recorded', async () => {
    // What an interrupted seed of the earlier code left: a bare prefix of demo listings, no record.
    await database.query("delete from listings where external_id > 'VRD-0000800'");
    await database.query('delete from demo_seed');
    const result = await ensureDemoInventory(database, { count: 2000 });
    expect(result).toMatchObject({ seeded: true, resumedFrom: 800, listings: 2000 });
  });

  it('leaves a database without demo listings alone', async () => {
    await database.query("update listings set external_id = 'OWN-' || substring(external_id from 5)");
    await database.query('delete from demo_seed');
    await database.query("delete from listings where external_id > 'OWN-0000100'");
    const result = await ensureDemoInventory(database, { count: 2000 });
    expect(result).toMatchObject({ seeded: false, listings: 100 });
  });
});

/** The database `npm start` would open for a backend: a PGlite folder, or a scratch PostgreSQL database. */
async function startStore(backend: Backend): Promise<{ env: Record<string, string>; open: () => Promise<Database>; drop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prepare-data-'));
  if (backend === 'pglite') {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => connect({ dataDir: path.join(dataDir, 'pglite') }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await scratchPostgresDatabase();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    open: () => connect({ databaseUrl: scratch.url }),
    drop: async () => {
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(backends)('npm start after an interrupted seed on %s', (backend) => {
  it('prepareData completes the inventory to SEED_COUNT', async () => {
    const store = await startStore(backend);
    const overrides = { ...store.env, SEED_COUNT: '1500' };
    const saved = Object.fromEntries(Object.keys(overrides).map((key) => [key, process.env[key]]));
    try {
      let database = await store.open();
      await interruptedSeed(database, { count: 1500, killAt: 400 });
      await database.close();

      Object.assign(process.env, overrides);
      await prepareData();

      database = await store.open();
      try {
        expect(await countListings(database)).toBe(1500);
      } finally {
        await database.close();
      }
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      await store.drop();
    }
  });
});

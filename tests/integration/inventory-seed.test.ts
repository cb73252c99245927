import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, freshDatabase } from '../support/test-db';
import type { Database } from '../../src/db/connect';
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

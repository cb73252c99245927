import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { backends, freshDatabase } from '../support/test-db';
import type { Database } from '../../src/db/connect';

describe.each(backends)('database schema on %s', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(backend);
  });
  afterAll(async () => {
    await database.close();
  });

  it('has the dealers and listings tables after migration', async () => {
    const rows = await database.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(['dealers', 'listings']));
  });

  it('rejects a second listing with the same public code', async () => {
    await database.db.execute(
      sql`insert into dealers (external_id, name, street, house_number, postal_code, city, province, latitude, longitude, phone, email)
          values ('d1', 'Autobedrijf Test', 'Stationsweg', '1', '3511 AA', 'Utrecht', 'Utrecht', 52.09, 5.11, '030-1234567', 'info@test.nl')`,
    );
    const insert = (externalId: string) =>
      database.db.execute(
        sql`insert into listings (code, dealer_id, external_id, mobility_type, kind, condition, usage_state, title, description, price, brand, model, body_type, colour, colour_name, year, month)
            values ('ab12cd3', (select id from dealers limit 1), ${externalId}, 'car', 'personenwagen', 'occasion', 'gebruikt', 'Volkswagen Golf', 'Nette auto', 1500000, 'Volkswagen', 'Golf', 'hatchback', 'zwart', 'Zwart', 2019, 3)`,
      );
    await insert('x1');
    await expect(insert('x2')).rejects.toThrow();
  });

  it('refuses a listing whose mobility type is not one of the four, so readers need no guard', async () => {
    const insert = (mobilityType: string, code: string) =>
      database.db.execute(
        sql`insert into listings (code, dealer_id, external_id, mobility_type, kind, condition, usage_state, title, description, price, brand, model, body_type, colour, colour_name, year, month)
            values (${code}, (select id from dealers limit 1), ${code}, ${mobilityType}, 'personenwagen', 'occasion', 'gebruikt', 'Volkswagen Golf', 'Nette auto', 1500000, 'Volkswagen', 'Golf', 'hatchback', 'zwart', 'Zwart', 2019, 3)`,
      );
    await expect(insert('boot', 'bo12at3')).rejects.toThrow();
    await expect(insert('motor', 'mo12tr3')).resolves.toBeDefined();
  });
});

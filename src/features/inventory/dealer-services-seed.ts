import type { Database } from '@/db/connect';
import { DEFAULT_DEALER_COUNT, generateDealers } from './generate/dealers';

/**
 * Gives the dealers of a demo database seeded before dealers had services (migration 0009 added
 * the column empty) the services the generator gives them now, so the rental page of an old local
 * database is not empty. Runs on every `npm start` like the plate registry's fill: one cheap count
 * when any dealer has services already, which is the case after the first fill or a fresh seed.
 * Only dealers still without services are touched; a dealer a feed imported keeps what it said.
 */
export async function ensureDemoDealerServices(database: Database, options: { seed: number | string; dealers?: number }): Promise<number> {
  const [filled] = await database.query<{ n: number }>(`select count(*)::int as n from dealers where cardinality(services) > 0`);
  if (filled?.n) return 0;
  const records = generateDealers(options.seed, options.dealers ?? DEFAULT_DEALER_COUNT)
    .map((dealer) => dealer.record)
    .filter((record) => record.services.length > 0)
    .map((record) => ({ external_id: record.externalId, services: record.services }));
  if (!records.length) return 0;
  // Services do not show on listings, so nothing is announced on listing_changes.
  const rows = await database.query<{ id: number }>(
    `update dealers d set services = array(select json_array_elements_text(v.services)), updated_at = now()
       from json_to_recordset($1::json) as v(external_id text, services json)
      where d.external_id = v.external_id and cardinality(d.services) = 0
      returning d.id`,
    [JSON.stringify(records)],
  );
  return rows.length;
}

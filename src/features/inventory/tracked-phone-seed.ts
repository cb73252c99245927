import type { Database } from '@/db/connect';
import { DEFAULT_DEALER_COUNT, generateDealers } from './generate/dealers';

/**
 * Gives the dealers of a demo database seeded before dealers had tracked numbers (migration 0014
 * added the column empty) the demo tracked numbers the seed gives them now (decision 056), so the
 * phone button of an old local database still shows call tracking. Runs on every `npm start` of a
 * completed demo seed, like the dealer services' fill: one cheap count once any dealer has one.
 * Only dealers still without a tracked number whose call-tracking code is the seed's are touched.
 */
export async function ensureDemoTrackedPhones(database: Database, options: { seed: number | string; dealers?: number }): Promise<number> {
  const [filled] = await database.query<{ n: number }>(`select count(*)::int as n from dealers where tracked_phone is not null`);
  if (filled?.n) return 0;
  const records = generateDealers(options.seed, options.dealers ?? DEFAULT_DEALER_COUNT)
    .map((dealer) => dealer.record)
    .filter((record) => record.trackedPhone !== null)
    .map((record) => ({ external_id: record.externalId, call_tracking_code: record.callTrackingCode, tracked_phone: record.trackedPhone }));
  if (!records.length) return 0;
  // The number swaps in the browser on request; listings do not carry it, so nothing is announced.
  const rows = await database.query<{ id: number }>(
    `update dealers d set tracked_phone = v.tracked_phone, updated_at = now()
       from json_to_recordset($1::json) as v(external_id text, call_tracking_code text, tracked_phone text)
      where d.external_id = v.external_id and d.call_tracking_code = v.call_tracking_code and d.tracked_phone is null
      returning d.id`,
    [JSON.stringify(records)],
  );
  return rows.length;
}

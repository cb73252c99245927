import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/connect';
import { rowsOf } from '@/db/rows';
import { deactivateListings } from '@/features/inventory/server';
import type { FeedDealer } from './push.server';

/** `POST /listings/deactivate`: sold or withdrawn, by stock number, through the import's deactivation. */
export interface DeactivateAnswer {
  dealer: string;
  deactivated: string[];
  alreadyInactive: string[];
  notFound: string[];
}

export async function deactivateByStockNumber(database: Database, dealer: FeedDealer, stockNumbers: readonly string[]): Promise<DeactivateAnswer> {
  const wanted = [...new Set(stockNumbers)];
  const before = rowsOf<{ external_id: string; is_active: boolean }>(
    await database.db.execute(sql`select external_id, is_active from listings where dealer_id = ${dealer.id}
      and external_id in (select json_array_elements_text(${JSON.stringify(wanted)}::json))`),
  );
  const result = await deactivateListings(database, dealer.externalId, wanted);
  const wasActive = new Set(before.filter((row) => row.is_active).map((row) => row.external_id));
  const missing = new Set(result.notFound);
  return {
    dealer: dealer.externalId,
    deactivated: wanted.filter((stockNumber) => wasActive.has(stockNumber)),
    alreadyInactive: wanted.filter((stockNumber) => !missing.has(stockNumber) && !wasActive.has(stockNumber)),
    notFound: result.notFound,
  };
}

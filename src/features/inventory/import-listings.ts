import { sql } from 'drizzle-orm';
import type { Database } from '@/db/connect';
import { describeIssues, listingRecordSchema, type ListingRecord } from './import-schema';
import { createListingCodeSource, type ListingCodeSource } from './listing-code';
import { publishListingChanges } from './listing-changes';
import { listingRow, upsertListingsQuery } from './listing-rows';
import { recordPrices, type DeliveredHistory, type HistoricPrice } from './price-history';
import { rowsOf } from '@/db/rows';

export { isValidListingCode } from './listing-code';
export { upsertDealers } from './import-dealers';

/**
 * The one import path for listings: a dealer feed and the demo seed both come through here.
 * Every record is validated against the same schema; invalid ones are reported with a reason
 * and never stop the valid ones. Valid records are upserted by (dealer, external id) in
 * batches, one transaction each, and the changed ids are published on `listing_changes`. The
 * same transaction writes the price history (price-history.ts).
 */
export interface ImportProblem {
  /** Position of the record in the delivery. */
  index: number;
  externalId: string | null;
  reason: string;
}

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  invalid: ImportProblem[];
  /** Ids of listings created or changed, in the order written. */
  changedIds: number[];
}

export interface ImportOptions {
  /** Codes for new listings; seeded for a deterministic demo, random by default. */
  codes?: ListingCodeSource;
  now?: Date;
  /** Rows per statement and transaction. */
  batchSize?: number;
  /** Skip waiting for the WAL flush at commit; for bulk seeding, where a crash just means seeding again. */
  relaxedDurability?: boolean;
}

export class UnknownDealerError extends Error {
  constructor(readonly dealerExternalId: string) {
    super(`Onbekende dealer: ${dealerExternalId}`);
    this.name = 'UnknownDealerError';
  }
}

export interface DeliveryItem {
  dealerExternalId: string;
  record: unknown;
  /**
   * The prices a new listing had, oldest first and ending with the record's: only the demo seed
   * sends them, to backdate its price drops. Ignored when the listing exists already.
   */
  priceHistory?: readonly HistoricPrice[];
}

interface ValidRow {
  index: number;
  dealerId: number;
  record: ListingRecord;
  priceHistory?: readonly HistoricPrice[];
}

const DEFAULT_BATCH = 1000;
const CODE_RETRIES = 5;

export async function importListings(database: Database, dealerExternalId: string, records: readonly unknown[], options: ImportOptions = {}): Promise<ImportResult> {
  const ids = await dealerIds(database, [dealerExternalId]);
  if (!ids.has(dealerExternalId)) throw new UnknownDealerError(dealerExternalId);
  return importDelivery(
    database,
    records.map((record) => ({ dealerExternalId, record })),
    options,
  );
}

/** A delivery that may span several dealers (the demo seed); unknown dealers are reported per record. */
export async function importDelivery(database: Database, items: readonly DeliveryItem[], options: ImportOptions = {}): Promise<ImportResult> {
  const result: ImportResult = { created: 0, updated: 0, unchanged: 0, invalid: [], changedIds: [] };
  const dealers = await dealerIds(database, [...new Set(items.map((item) => item.dealerExternalId))]);
  const rows = new Map<string, ValidRow>();
  items.forEach((item, index) => {
    const externalId = externalIdOf(item.record);
    const dealerId = dealers.get(item.dealerExternalId);
    if (dealerId === undefined) {
      result.invalid.push({ index, externalId, reason: `onbekende dealer ${item.dealerExternalId}` });
      return;
    }
    const parsed = listingRecordSchema.safeParse(item.record);
    if (!parsed.success) {
      result.invalid.push({ index, externalId, reason: describeIssues(parsed.error) });
      return;
    }
    const historyProblem = item.priceHistory && priceHistoryProblem(item.priceHistory, parsed.data.price);
    if (historyProblem) {
      result.invalid.push({ index, externalId, reason: historyProblem });
      return;
    }
    const key = `${dealerId}\u0000${parsed.data.externalId}`;
    const earlier = rows.get(key);
    // One statement cannot touch a row twice: the last record for an external id wins.
    if (earlier) result.invalid.push({ index: earlier.index, externalId: parsed.data.externalId, reason: 'externalId komt later in deze levering nog eens voor; de laatste telt' });
    rows.set(key, { index, dealerId, record: parsed.data, ...(item.priceHistory && { priceHistory: item.priceHistory }) });
  });
  result.invalid.sort((a, b) => a.index - b.index);

  const valid = [...rows.values()];
  const codes = options.codes ?? createListingCodeSource();
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH);
  for (let start = 0; start < valid.length; start += batchSize) {
    const batch = valid.slice(start, start + batchSize);
    const written = await writeBatch(database, batch, codes, options);
    result.created += written.created;
    result.updated += written.updated;
    result.unchanged += batch.length - written.created - written.updated;
    result.changedIds.push(...written.ids);
  }
  return result;
}

async function writeBatch(database: Database, batch: readonly ValidRow[], codes: ListingCodeSource, options: ImportOptions): Promise<{ created: number; updated: number; ids: number[] }> {
  for (let attempt = 1; ; attempt++) {
    const batchCodes = await freshCodes(database, batch.length, codes);
    const now = options.now ?? new Date();
    const json = JSON.stringify(batch.map((row, i) => listingRow(row.record, { dealerId: row.dealerId, code: batchCodes[i] ?? codes.next(), now })));
    try {
      return await database.db.transaction(async (tx) => {
        if (options.relaxedDurability) await tx.execute(sql`set local synchronous_commit to off`);
        const written = rowsOf<{ id: number; inserted: boolean }>(await tx.execute(upsertListingsQuery(json))).map((row) => ({ id: Number(row.id), inserted: Boolean(row.inserted) }));
        const ids = written.map((row) => row.id);
        await recordPrices(tx, written, deliveredHistories(batch), now);
        await publishListingChanges(tx, ids);
        const created = written.filter((row) => row.inserted).length;
        return { created, updated: written.length - created, ids };
      });
    } catch (error) {
      // Another import may have taken one of our codes between the check and the insert.
      if (attempt < CODE_RETRIES && isCodeCollision(error)) continue;
      throw error;
    }
  }
}

/** `count` codes that are unique among themselves and not yet used by any listing. */
async function freshCodes(database: Database, count: number, codes: ListingCodeSource): Promise<string[]> {
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(codes.next());
  for (;;) {
    const taken = await database.query<{ code: string }>('select code from listings where code = any(array(select json_array_elements_text($1::json)))', [JSON.stringify([...chosen])]);
    if (!taken.length) return [...chosen];
    for (const { code } of taken) chosen.delete(code);
    while (chosen.size < count) chosen.add(codes.next());
  }
}

function deliveredHistories(batch: readonly ValidRow[]): DeliveredHistory[] {
  return batch.flatMap((row) => (row.priceHistory ? [{ dealerId: row.dealerId, externalId: row.record.externalId, prices: row.priceHistory }] : []));
}

/** A delivered history must end at the record's price, in time order, or the listing's newest row would not be its price. */
function priceHistoryProblem(history: readonly HistoricPrice[], price: number): string | null {
  const times = history.map((point) => Date.parse(point.since));
  if (!history.length || history.at(-1)?.price !== price) return 'priceHistory moet eindigen met de prijs van het record';
  if (times.some((time, i) => Number.isNaN(time) || (i > 0 && time <= (times[i - 1] ?? time)))) return 'priceHistory moet oplopende, geldige tijden hebben';
  if (history.some((point) => !Number.isInteger(point.price) || point.price <= 0)) return 'priceHistory moet positieve gehele prijzen hebben';
  return null;
}

function isCodeCollision(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505' && (candidate.constraint === 'listings_code_uq' || String(candidate.message).includes('listings_code_uq'))) return true;
    current = candidate.cause;
  }
  return false;
}

function externalIdOf(record: unknown): string | null {
  if (record && typeof record === 'object' && 'externalId' in record && typeof record.externalId === 'string') return record.externalId;
  return null;
}

async function dealerIds(database: Database, externalIds: readonly string[]): Promise<Map<string, number>> {
  if (!externalIds.length) return new Map();
  const rows = await database.query<{ id: number; external_id: string }>('select id, external_id from dealers where external_id = any(array(select json_array_elements_text($1::json)))', [JSON.stringify(externalIds)]);
  return new Map(rows.map((row) => [row.external_id, Number(row.id)]));
}

export interface DeactivationResult {
  deactivated: number;
  /** External ids this dealer has no listing for. */
  notFound: string[];
  changedIds: number[];
}

/** Marks listings sold or withdrawn: inactive from now on, still reachable by their code. */
export async function deactivateListings(database: Database, dealerExternalId: string, externalIds: readonly string[], options: { now?: Date } = {}): Promise<DeactivationResult> {
  const dealers = await dealerIds(database, [dealerExternalId]);
  const dealerId = dealers.get(dealerExternalId);
  if (dealerId === undefined) throw new UnknownDealerError(dealerExternalId);
  const wanted = [...new Set(externalIds)];
  const now = (options.now ?? new Date()).toISOString();
  return database.db.transaction(async (tx) => {
    const existing = rowsOf<{ external_id: string }>(
      await tx.execute(sql`select external_id from listings where dealer_id = ${dealerId} and external_id in (select json_array_elements_text(${JSON.stringify(wanted)}::json))`),
    );
    const changed = rowsOf<{ id: number }>(
      await tx.execute(sql`update listings set is_active = false, deactivated_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
        where dealer_id = ${dealerId} and is_active and external_id in (select json_array_elements_text(${JSON.stringify(wanted)}::json))
        returning id`),
    );
    const ids = changed.map((row) => Number(row.id));
    await publishListingChanges(tx, ids);
    const found = new Set(existing.map((row) => row.external_id));
    return { deactivated: ids.length, notFound: wanted.filter((id) => !found.has(id)), changedIds: ids };
  });
}

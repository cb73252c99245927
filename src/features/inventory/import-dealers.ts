import { sql } from 'drizzle-orm';
import type { Database } from '@/db/connect';
import { dealerRecordSchema, describeIssues, type DealerRecord } from './import-schema';
import { publishListingChanges } from './listing-changes';
import { rowsOf } from '@/db/rows';

export interface DealerImportResult {
  created: number;
  updated: number;
  unchanged: number;
  invalid: { index: number; externalId: string | null; reason: string }[];
  /** Database id per external id, for every valid dealer. */
  ids: Map<string, number>;
}

const CONTENT = [
  'name',
  'street',
  'house_number',
  'postal_code',
  'city',
  'province',
  'latitude',
  'longitude',
  'phone',
  'email',
  'website',
  'call_tracking_code',
  'tracked_phone',
  'review_rating',
  'review_count',
  'opening_hours',
  'services',
] as const;

function dealerRow(record: DealerRecord, now: string): Record<string, unknown> {
  return {
    external_id: record.externalId,
    name: record.name,
    street: record.street,
    house_number: record.houseNumber,
    postal_code: record.postalCode,
    city: record.city,
    province: record.province,
    latitude: record.latitude,
    longitude: record.longitude,
    phone: record.phone,
    email: record.email,
    website: record.website,
    call_tracking_code: record.callTrackingCode,
    tracked_phone: record.trackedPhone,
    review_rating: record.reviewRating,
    review_count: record.reviewCount,
    opening_hours: record.openingHours,
    services: record.services,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Creates or updates dealers by their member-register id. A changed dealer (say its phone
 * number) changes how its listings show, so their ids are published for the search index.
 */
export async function upsertDealers(database: Database, records: readonly unknown[], options: { now?: Date } = {}): Promise<DealerImportResult> {
  const result: DealerImportResult = { created: 0, updated: 0, unchanged: 0, invalid: [], ids: new Map() };
  const valid = new Map<string, DealerRecord>();
  records.forEach((record, index) => {
    const parsed = dealerRecordSchema.safeParse(record);
    if (parsed.success) valid.set(parsed.data.externalId, parsed.data);
    else {
      const externalId = record && typeof record === 'object' && 'externalId' in record && typeof record.externalId === 'string' ? record.externalId : null;
      result.invalid.push({ index, externalId, reason: describeIssues(parsed.error) });
    }
  });
  if (!valid.size) return result;
  const now = (options.now ?? new Date()).toISOString();
  const json = JSON.stringify([...valid.values()].map((record) => dealerRow(record, now)));
  const columns = ['external_id', ...CONTENT, 'created_at', 'updated_at'].join(', ');
  const set = [...CONTENT, 'updated_at'].map((column) => `${column} = excluded.${column}`).join(', ');
  const changedWhere = `(${CONTENT.map((c) => `dealers.${c}`).join(', ')}) IS DISTINCT FROM (${CONTENT.map((c) => `excluded.${c}`).join(', ')})`;
  await database.db.transaction(async (tx) => {
    const written = rowsOf<{ id: number; external_id: string; inserted: boolean }>(
      await tx.execute(sql`insert into dealers (${sql.raw(columns)})
        select ${sql.raw(columns)} from json_populate_recordset(null::dealers, ${json}::json)
        on conflict (external_id) do update set ${sql.raw(set)} where ${sql.raw(changedWhere)}
        returning id, external_id, (xmax = 0) as inserted`),
    );
    result.created = written.filter((row) => row.inserted).length;
    const updatedIds = written.filter((row) => !row.inserted).map((row) => Number(row.id));
    result.updated = updatedIds.length;
    result.unchanged = valid.size - written.length;
    if (updatedIds.length) {
      const affected = rowsOf<{ id: number }>(await tx.execute(sql`select id from listings where dealer_id in (select json_array_elements_text(${JSON.stringify(updatedIds)}::json)::int) order by id`));
      await publishListingChanges(
        tx,
        affected.map((row) => Number(row.id)),
      );
    }
    const all = rowsOf<{ id: number; external_id: string }>(
      await tx.execute(sql`select id, external_id from dealers where external_id in (select json_array_elements_text(${JSON.stringify([...valid.keys()])}::json))`),
    );
    for (const row of all) result.ids.set(row.external_id, Number(row.id));
  });
  return result;
}

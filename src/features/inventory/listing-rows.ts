import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { listings } from '@/db/schema';
import type { ListingRecord } from './import-schema';

/**
 * The SQL side of the listing import: validated records become rows keyed by column name, and
 * one statement upserts a whole batch from a single JSON parameter
 * (json_populate_recordset), so a batch costs one round trip and no parameter limit applies.
 */
const COLUMNS = getTableColumns(listings);
type Property = keyof typeof COLUMNS;

const columnOf = (property: Property): string => COLUMNS[property].name;

/** Never written by an update: identity, the public code and when the listing first appeared. */
const KEPT_ON_UPDATE = new Set<Property>(['id', 'code', 'dealerId', 'externalId', 'addedAt']);
/** Bookkeeping columns that do not make a listing "changed". */
const BOOKKEEPING = new Set<Property>(['updatedAt', 'deactivatedAt']);

const insertProperties = (Object.keys(COLUMNS) as Property[]).filter((property) => property !== 'id');
const insertColumns = insertProperties.map(columnOf);
const updateProperties = insertProperties.filter((property) => !KEPT_ON_UPDATE.has(property));
const contentColumns = updateProperties.filter((property) => !BOOKKEEPING.has(property)).map(columnOf);
const recordProperties = insertProperties.filter((property) => !['code', 'dealerId', 'addedAt', 'updatedAt', 'deactivatedAt'].includes(property));

const setList = updateProperties
  .map((property) => {
    const column = columnOf(property);
    if (property === 'deactivatedAt') return `${column} = CASE WHEN excluded.is_active THEN NULL ELSE COALESCE(listings.${column}, excluded.${column}) END`;
    return `${column} = excluded.${column}`;
  })
  .join(',\n    ');

/**
 * Upserts rows by (dealer, external id). Unchanged rows are left alone (no new updated_at, no
 * notification); RETURNING gives the id of every inserted or changed row and whether it is new.
 */
export function upsertListingsQuery(rowsJson: string): SQL {
  return sql`INSERT INTO listings (${sql.raw(insertColumns.join(', '))})
SELECT ${sql.raw(insertColumns.join(', '))} FROM json_populate_recordset(null::listings, ${rowsJson}::json)
ON CONFLICT (dealer_id, external_id) DO UPDATE SET ${sql.raw(setList)}
WHERE (${sql.raw(contentColumns.map((column) => `listings.${column}`).join(', '))})
   IS DISTINCT FROM (${sql.raw(contentColumns.map((column) => `excluded.${column}`).join(', '))})
RETURNING id, (xmax = 0) AS inserted`;
}

export interface RowMeta {
  dealerId: number;
  code: string;
  now: Date;
}

/** A row for json_populate_recordset: every column by its SQL name. */
export function listingRow(record: ListingRecord, meta: RowMeta): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  const source = record as unknown as Record<string, unknown>;
  for (const property of recordProperties) row[columnOf(property)] = source[property] ?? null;
  const now = meta.now.toISOString();
  row[columnOf('code')] = meta.code;
  row[columnOf('dealerId')] = meta.dealerId;
  row[columnOf('addedAt')] = record.addedAt ?? now;
  row[columnOf('updatedAt')] = now;
  row[columnOf('deactivatedAt')] = record.isActive ? null : now;
  return row;
}

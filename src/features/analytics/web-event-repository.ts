import 'server-only';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { listings, webEvents } from '@/db/schema';
import type { WebEventName } from './web-event';

export interface StoredWebEvent {
  event: WebEventName;
  /** null: an event about no vehicle (VEHICLE_FREE_EVENTS), stored with NO_VEHICLE. */
  vehicleId: number | null;
  customFields: Record<string, string | number | boolean>;
  correlationId: string | null;
}

/** vehicle_id of an event about no vehicle (the column predates them and no listing id is 0). */
export const NO_VEHICLE = 0;

/**
 * Stores one event about an existing listing, with the listing's dealer looked up here so the
 * browser can never claim it; null (nothing stored) when there is no such listing: an id nobody
 * can see is no event, and must not let anyone grow the table with made-up ids. An event about no
 * vehicle (a partner link, issue 17) has neither listing nor dealer; the rate limit and the 2 KB
 * cap bound it as they bound every event.
 */
export async function insertWebEvent(db: Db, input: StoredWebEvent): Promise<number | null> {
  const listing =
    input.vehicleId === null
      ? { id: null, dealerId: null }
      : (await db.select({ id: listings.id, dealerId: listings.dealerId }).from(listings).where(eq(listings.id, input.vehicleId)).limit(1))[0];
  if (!listing) return null;
  const [row] = await db
    .insert(webEvents)
    .values({
      event: input.event,
      vehicleId: input.vehicleId ?? NO_VEHICLE,
      listingId: listing.id,
      dealerId: listing.dealerId,
      customFields: input.customFields,
      correlationId: input.correlationId,
    })
    .returning({ id: webEvents.id });
  if (!row) throw new Error('insert into web_events returned no row');
  return row.id;
}

/** One row of the lead report: what visitors did with one vehicle on one (Dutch) calendar day. */
export interface LeadReportRow {
  vehicleId: number;
  /** yyyy-mm-dd in Europe/Amsterdam: a dealer's day, not UTC's. */
  day: string;
  phoneReveals: number;
  dialerDisplays: number;
  favourites: number;
  shares: number;
}

export interface LeadReportQuery {
  /** Only this dealer's vehicles (as recorded when the event arrived). */
  dealerId?: number;
  /** Inclusive start and exclusive end, as instants. */
  from?: Date;
  until?: Date;
}

const day = sql<string>`to_char(${webEvents.createdAt} at time zone 'Europe/Amsterdam', 'YYYY-MM-DD')`;
const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * Counts of phone reveals, dialer displays, favourites and shares per vehicle per day, newest day
 * first. The phone events of all three pages (results, favourites, detail) count together.
 */
export async function leadReport(db: Db, query: LeadReportQuery = {}): Promise<LeadReportRow[]> {
  const conditions = [
    query.dealerId !== undefined ? eq(webEvents.dealerId, query.dealerId) : undefined,
    query.from ? gte(webEvents.createdAt, query.from) : undefined,
    query.until ? lt(webEvents.createdAt, query.until) : undefined,
  ].filter((condition) => condition !== undefined);
  const rows = await db
    .select({
      vehicleId: webEvents.vehicleId,
      day,
      phoneReveals: countWhere(sql`${webEvents.event} like '%-phone-number-displayed'`),
      dialerDisplays: countWhere(sql`${webEvents.event} like '%-phone-dialer-displayed'`),
      favourites: countWhere(sql`${webEvents.event} = 'favorite-added'`),
      shares: countWhere(sql`${webEvents.event} like 'shared-%'`),
    })
    .from(webEvents)
    .where(conditions.length ? and(...conditions) : undefined)
    .groupBy(webEvents.vehicleId, day)
    .orderBy(sql`2 desc`, webEvents.vehicleId);
  // Events outside the four counts (the findie link) would otherwise show as empty rows.
  return rows.filter((row) => row.phoneReveals + row.dialerDisplays + row.favourites + row.shares > 0);
}

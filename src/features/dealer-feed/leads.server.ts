import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/connect';
import { rowsOf } from '@/db/rows';
import { leadReport } from '@/features/analytics/server';
import type { LeadReportRowOut, LeadsAnswer } from './feed-schema';
import type { FeedDealer } from './push.server';

/**
 * What the site brought a dealer, for its CRM (issue 19, item 4): the leads after a cursor, and
 * the lead report (phone reveals, dialer displays, favourites, shares per vehicle per day).
 * The cursor is the last lead id the dealer has seen; leads only ever get higher ids.
 */
interface LeadRow {
  id: number;
  type: string;
  created_at: Date | string;
  listing_code: string;
  external_id: string | null;
  title: string | null;
  name: string;
  email: string;
  phone: string;
  details: Record<string, string>;
}

export async function leadsSince(database: Database, dealer: FeedDealer, since: number, limit: number): Promise<LeadsAnswer> {
  const rows = rowsOf<LeadRow>(
    await database.db.execute(sql`select l.id, l.type, l.created_at, l.listing_code, li.external_id, li.title, l.name, l.email, l.phone, l.details
      from leads l left join listings li on li.id = l.listing_id
      where l.dealer_id = ${dealer.id} and l.id > ${since}
      order by l.id limit ${limit + 1}`),
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    dealer: dealer.externalId,
    leads: page.map((row) => ({
      id: Number(row.id),
      type: row.type,
      createdAt: new Date(row.created_at).toISOString(),
      listing: row.listing_code ? { code: row.listing_code, stockNumber: row.external_id, title: row.title } : null,
      name: row.name,
      email: row.email,
      phone: row.phone,
      details: row.details,
    })),
    // Null at the end: the dealer keeps its last cursor and asks again later.
    next: rows.length > limit && last ? String(last.id) : null,
  };
}

export async function dealerLeadReport(database: Database, dealer: FeedDealer, range: { from?: Date; until?: Date }): Promise<LeadReportRowOut[]> {
  const rows = await leadReport(database.db, { dealerId: dealer.id, ...range });
  const ids = [...new Set(rows.map((row) => row.vehicleId))];
  const listings = ids.length
    ? rowsOf<{ id: number; code: string; external_id: string }>(await database.db.execute(sql`select id, code, external_id from listings where id in (select json_array_elements_text(${JSON.stringify(ids)}::json)::int)`))
    : [];
  const byId = new Map(listings.map((row) => [Number(row.id), row]));
  return rows.map((row) => {
    const listing = byId.get(row.vehicleId);
    return { day: row.day, code: listing?.code ?? null, stockNumber: listing?.external_id ?? null, phoneReveals: row.phoneReveals, dialerDisplays: row.dialerDisplays, favourites: row.favourites, shares: row.shares };
  });
}

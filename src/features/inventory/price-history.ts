import { and, asc, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/connect';
import { listingPrices } from '@/db/schema';
import { priceDrop, priceDropWindowStart, type PriceDrop, type PricePoint } from '@/lib/vehicle/price-drop';

/**
 * The listing_prices history: the import adds a row when a listing first appears and whenever its
 * price changes; the cards, the detail page and the mails read the price drops from it. Both sides
 * stay on the (listing_id, since) primary key.
 */

/** A price a new listing had before the one in its record, oldest first (the demo seed backdates its drops). */
export interface HistoricPrice {
  /** Same unit as the record's price (euro cents). */
  price: number;
  /** ISO time from which the price was asked. */
  since: string;
}

export interface WrittenListing {
  id: number;
  inserted: boolean;
}

export interface DeliveredHistory {
  dealerId: number;
  externalId: string;
  /** The whole history of the new listing, its current price last. */
  prices: readonly HistoricPrice[];
}

/**
 * Writes the price rows for the listings a batch inserted or changed, in the caller's transaction:
 * a new listing gets its delivered history or else its price since it was added; a changed one a
 * row from `now` when its price differs from the last one recorded, and nothing when it does not.
 * A change is dated after the last row even when `now` is not, so the newest row is always the
 * listing's price. Two writes at the same moment keep the later price.
 */
export async function recordPrices(tx: Pick<Db, 'execute'>, written: readonly WrittenListing[], histories: readonly DeliveredHistory[], now: Date): Promise<void> {
  if (!written.length) return;
  const rows = histories.flatMap((history) => history.prices.map((point) => ({ dealer_id: history.dealerId, external_id: history.externalId, price: point.price, since: point.since })));
  await tx.execute(sql`insert into listing_prices (listing_id, price, since)
    select l.id, coalesce(h.price, l.price),
           coalesce(h.since, case when w.inserted then l.added_at else greatest(${now.toISOString()}::timestamptz, last.since + interval '1 millisecond') end)
      from json_to_recordset(${JSON.stringify(written)}::json) as w(id integer, inserted boolean)
      join listings l on l.id = w.id
      left join lateral (select p.price, p.since from listing_prices p where p.listing_id = l.id order by p.since desc limit 1) last on true
      left join json_to_recordset(${JSON.stringify(rows)}::json) as h(dealer_id integer, external_id text, price integer, since timestamptz)
        on w.inserted and h.dealer_id = l.dealer_id and h.external_id = l.external_id
     where last.price is distinct from l.price
    on conflict (listing_id, since) do update set price = excluded.price`);
}

/**
 * The price drop to show for each listing that has one (see lib/vehicle/price-drop), in one query
 * for a page of ids: per listing, the price asked at the window's start and every price after it
 * up to `now`, all read from the primary key.
 */
export async function priceDropsFor(db: Db, listingIds: readonly number[], now: Date): Promise<Map<number, PriceDrop>> {
  const drops = new Map<number, PriceDrop>();
  const ids = [...new Set(listingIds.filter((id) => Number.isInteger(id)))];
  if (!ids.length) return drops;
  const start = priceDropWindowStart(now).toISOString();
  const askedAtStart = sql`coalesce((select max(q.since) from listing_prices q where q.listing_id = ${listingPrices.listingId} and q.since <= ${start}::timestamptz), '-infinity'::timestamptz)`;
  const rows = await db
    .select({ listingId: listingPrices.listingId, price: listingPrices.price, since: listingPrices.since })
    .from(listingPrices)
    .where(and(inArray(listingPrices.listingId, ids), lte(listingPrices.since, now), gte(listingPrices.since, askedAtStart)))
    .orderBy(asc(listingPrices.listingId), asc(listingPrices.since));
  const histories = new Map<number, PricePoint[]>();
  for (const row of rows) {
    const history = histories.get(row.listingId) ?? [];
    history.push({ price: row.price, since: row.since });
    histories.set(row.listingId, history);
  }
  for (const [id, history] of histories) {
    const drop = history.length > 1 ? priceDrop(history, now) : null;
    if (drop) drops.set(id, drop);
  }
  return drops;
}

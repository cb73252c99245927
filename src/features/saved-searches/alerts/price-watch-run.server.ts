import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { listingPrices, listings, mailSubscriptions } from '@/db/schema';
import { enqueueMail, type OutboxMail } from '@/lib/mail/outbox/outbox.server';
import { PRICE_DROP_MAIL, type PriceDropPayload, type PriceNews } from '../subscriptions/mail-kinds';
import { ALERT_SETTLE_MS, nextAlertAt, type Frequency } from '../subscriptions/subscription-rules';
import { watchNews, type WatchedListing } from './price-watch';

export interface PriceWatchDeps {
  db: Db;
  now: Date;
  batchSize?: number;
}

async function watchedListings(db: Db, ids: number[]): Promise<Map<number, WatchedListing>> {
  const watched = new Map<number, WatchedListing>();
  if (ids.length === 0) return watched;
  const rows = await db.select({ id: listings.id, isActive: listings.isActive, deactivatedAt: listings.deactivatedAt }).from(listings).where(inArray(listings.id, ids));
  for (const row of rows) watched.set(row.id, { history: [], isActive: row.isActive, deactivatedAt: row.deactivatedAt });
  const prices = await db.select().from(listingPrices).where(inArray(listingPrices.listingId, ids));
  for (const point of prices) (watched.get(point.listingId)?.history as { price: number; since: Date }[] | undefined)?.push({ price: point.price, since: point.since });
  return watched;
}

/**
 * One run of the favourites' price watch: each confirmed watch that is due gets one mail with the
 * favourites that went down in price or were sold since its last run, and none when nothing
 * happened. Claimed like the alerts (FOR UPDATE SKIP LOCKED, one transaction per batch).
 */
export async function runPriceWatch(deps: PriceWatchDeps): Promise<{ watches: number; mails: number }> {
  const { db, now } = deps;
  const until = new Date(now.getTime() - ALERT_SETTLE_MS);
  const result = { watches: 0, mails: 0 };
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const batch = await tx
        .select({ id: mailSubscriptions.id, frequency: mailSubscriptions.frequency, since: mailSubscriptions.since, listingIds: mailSubscriptions.listingIds, email: sql<string>`(select email from subscriber_addresses a where a.id = ${mailSubscriptions.addressId})` })
        .from(mailSubscriptions)
        .where(and(eq(mailSubscriptions.status, 'confirmed'), eq(mailSubscriptions.kind, 'priceDrop'), lte(mailSubscriptions.nextAlertAt, now)))
        .orderBy(asc(mailSubscriptions.nextAlertAt))
        .limit(deps.batchSize ?? 500)
        .for('update', { skipLocked: true });
      if (batch.length === 0) return true;
      const watched = await watchedListings(tx, [...new Set(batch.flatMap((row) => row.listingIds))]);
      const mails: OutboxMail[] = [];
      for (const row of batch) {
        const news = row.listingIds.flatMap((id): PriceNews[] => {
          const item = watched.get(id);
          const change = item ? watchNews(item, new Date(row.since), until) : null;
          if (!change) return [];
          return [change.kind === 'sold' ? { listingId: id, kind: 'sold' } : { listingId: id, kind: 'drop', from: change.from, to: change.to }];
        });
        if (news.length === 0) continue;
        const payload: PriceDropPayload = { subscriptionId: row.id, news };
        mails.push({ kind: PRICE_DROP_MAIL, recipient: row.email, payload: { ...payload }, dedupeKey: `priceDrop:${row.id}:${until.getTime()}` });
      }
      await enqueueMail(tx, mails, now);
      for (const row of batch) {
        await tx
          .update(mailSubscriptions)
          .set({ since: until, nextAlertAt: nextAlertAt(row.frequency as Frequency, now), ...(mails.some((mail) => mail.payload.subscriptionId === row.id) ? { lastAlertAt: now } : {}) })
          .where(eq(mailSubscriptions.id, row.id));
      }
      result.watches += batch.length;
      result.mails += mails.length;
      return false;
    });
    if (done) return result;
  }
}

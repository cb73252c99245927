/**
 * The subscriptions' rows: addresses stored once, subscriptions that move pending → confirmed ⇄
 * paused → unsubscribed (and back by confirming again). Every write that should cause a mail takes
 * the transaction its caller opened, so the outbox row commits with it.
 */
import { and, eq, inArray, isNull, lt, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { mailSubscriptions, subscriberAddresses, type MailSubscriptionRow } from '@/db/schema';
import { enqueueMail } from '@/lib/mail/outbox/outbox.server';
import { CONFIRMED_MAIL, type ConfirmPayload } from './mail-kinds';
import { nextAlertAt, type Frequency, type StoredStatus, type SubscriptionKind } from './subscription-rules';

export interface SubscriptionDraft {
  id: string;
  kind: SubscriptionKind;
  frequency: Frequency;
  url: string;
  label: string;
  filters: string;
  request: Record<string, unknown> | null;
  listingIds: number[];
}

export type Subscription = MailSubscriptionRow & { email: string };

/** The address's row id, made when new; an address that subscribes again is active again. */
export async function upsertAddress(db: Db, email: string): Promise<number> {
  const [row] = await db
    .insert(subscriberAddresses)
    .values({ email })
    .onConflictDoUpdate({ target: subscriberAddresses.email, set: { inactiveSince: null } })
    .returning({ id: subscriberAddresses.id });
  if (!row) throw new Error('address upsert returned no row');
  return row.id;
}

/**
 * Stores a subscription request. A new one, or one that ended, waits for confirmation (and wants a
 * confirmation mail: `needsConfirmation`); one still pending is refreshed and wants the mail again.
 * A confirmed or paused one is left as it is, so nobody can change another person's alerts by
 * knowing the address; a price watch only gains the new favourites.
 */
export async function saveSubscription(db: Db, addressId: number, draft: SubscriptionDraft, now: Date): Promise<{ id: string; status: StoredStatus; needsConfirmation: boolean }> {
  const [existing] = await db
    .select({ id: mailSubscriptions.id, status: mailSubscriptions.status, listingIds: mailSubscriptions.listingIds })
    .from(mailSubscriptions)
    .where(and(eq(mailSubscriptions.addressId, addressId), eq(mailSubscriptions.kind, draft.kind), eq(mailSubscriptions.url, draft.url)))
    .for('update');
  if (!existing) {
    await db.insert(mailSubscriptions).values({ ...draft, addressId, status: 'pending', createdAt: now, since: now });
    return { id: draft.id, status: 'pending', needsConfirmation: true };
  }
  const status = existing.status as StoredStatus;
  if (status === 'confirmed' || status === 'paused') {
    if (draft.kind === 'priceDrop') {
      const listingIds = [...new Set([...existing.listingIds, ...draft.listingIds])];
      await db.update(mailSubscriptions).set({ listingIds }).where(eq(mailSubscriptions.id, existing.id));
    }
    return { id: existing.id, status, needsConfirmation: false };
  }
  const { id: _ignored, ...fields } = draft;
  await db
    .update(mailSubscriptions)
    .set({ ...fields, status: 'pending', createdAt: now, since: now, endedAt: null, nextAlertAt: null })
    .where(eq(mailSubscriptions.id, existing.id));
  return { id: existing.id, status: 'pending', needsConfirmation: true };
}

export async function findSubscription(db: Db, id: string): Promise<Subscription | null> {
  const [row] = await db
    .select({ subscription: mailSubscriptions, email: subscriberAddresses.email })
    .from(mailSubscriptions)
    .innerJoin(subscriberAddresses, eq(subscriberAddresses.id, mailSubscriptions.addressId))
    .where(eq(mailSubscriptions.id, id));
  return row ? { ...row.subscription, email: row.email } : null;
}

/**
 * Confirms (or re-confirms after an unsubscribe): alerts count listings from now on, and the
 * "confirmed" mail with the manage link is queued with it (issue 49 item 5). Confirming twice
 * changes nothing and mails nothing. Returns the status after, or null for an unknown id.
 */
export async function confirmSubscription(db: Db, id: string, now: Date): Promise<StoredStatus | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(mailSubscriptions).where(eq(mailSubscriptions.id, id)).for('update');
    if (!row) return null;
    if (row.status === 'pending' || row.status === 'unsubscribed') {
      const frequency = row.frequency as Frequency;
      await tx
        .update(mailSubscriptions)
        .set({ status: 'confirmed', confirmedAt: now, since: now, endedAt: null, nextAlertAt: nextAlertAt(frequency, now) })
        .where(eq(mailSubscriptions.id, id));
      await tx.update(subscriberAddresses).set({ inactiveSince: null }).where(eq(subscriberAddresses.id, row.addressId));
      const [address] = await tx.select({ email: subscriberAddresses.email }).from(subscriberAddresses).where(eq(subscriberAddresses.id, row.addressId));
      const payload: ConfirmPayload = { subscriptionId: id };
      if (address) await enqueueMail(tx, [{ kind: CONFIRMED_MAIL, recipient: address.email, payload: { ...payload }, dedupeKey: `confirmed:${id}:${now.getTime()}` }], now);
      return 'confirmed';
    }
    return row.status as StoredStatus;
  });
}

/** Ends subscriptions; an address left with none active starts its 30 days before deletion. */
export async function unsubscribe(db: Db, where: { id: string } | { addressId: number }, now: Date): Promise<StoredStatus | null> {
  return db.transaction(async (tx) => {
    const match = 'id' in where ? eq(mailSubscriptions.id, where.id) : eq(mailSubscriptions.addressId, where.addressId);
    const rows = await tx.select({ id: mailSubscriptions.id, addressId: mailSubscriptions.addressId, status: mailSubscriptions.status }).from(mailSubscriptions).where(match).for('update');
    if (rows.length === 0) return null;
    await tx
      .update(mailSubscriptions)
      .set({ status: 'unsubscribed', endedAt: now, nextAlertAt: null })
      .where(and(match, ne(mailSubscriptions.status, 'unsubscribed')));
    await markInactiveAddresses(tx, [...new Set(rows.map((row) => row.addressId))], now);
    return 'unsubscribed';
  });
}

/** Addresses among `ids` with no pending, confirmed or paused subscription get their end date. */
export async function markInactiveAddresses(db: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  const active = db
    .select({ one: sql`1` })
    .from(mailSubscriptions)
    .where(and(eq(mailSubscriptions.addressId, subscriberAddresses.id), ne(mailSubscriptions.status, 'unsubscribed')));
  await db
    .update(subscriberAddresses)
    .set({ inactiveSince: now })
    .where(and(inArray(subscriberAddresses.id, ids), isNull(subscriberAddresses.inactiveSince), notExists(active)));
}

/**
 * The privacy rules (docs/product.md): requests never confirmed go after 7 days; an address goes
 * 30 days after its last subscription ended, and with it every row that names it.
 */
export async function purgeExpired(db: Db, now: Date, rules: { pendingTtlMs: number; addressTtlMs: number }): Promise<{ pending: number; addresses: number }> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .delete(mailSubscriptions)
      .where(and(eq(mailSubscriptions.status, 'pending'), lt(mailSubscriptions.createdAt, new Date(now.getTime() - rules.pendingTtlMs))))
      .returning({ addressId: mailSubscriptions.addressId });
    // An address whose only request expired never subscribed: nothing to keep it for.
    const anyLeft = tx.select({ one: sql`1` }).from(mailSubscriptions).where(eq(mailSubscriptions.addressId, subscriberAddresses.id));
    const orphans = expired.length ? await tx.delete(subscriberAddresses).where(and(inArray(subscriberAddresses.id, [...new Set(expired.map((row) => row.addressId))]), notExists(anyLeft))).returning({ id: subscriberAddresses.id }) : [];
    const old = await tx
      .delete(subscriberAddresses)
      .where(lt(subscriberAddresses.inactiveSince, new Date(now.getTime() - rules.addressTtlMs)))
      .returning({ id: subscriberAddresses.id });
    return { pending: expired.length, addresses: orphans.length + old.length };
  });
}

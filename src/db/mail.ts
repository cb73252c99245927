import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * Mail the product sends, and the e-mail subscriptions it sends for (docs/decisions/019-mail-outbox.md).
 * No relation to dealers or listings: a subscription names listings by id only, and an alert
 * carries a snapshot of the cards it shows.
 */

/**
 * Every mail, written in the same transaction as what caused it and sent by the outbox job. The
 * payload is the data a renderer of `kind` turns into the mail at send time (an alert's cards, a
 * confirmation's link), so a run that queues thousands of alerts writes kilobytes, not megabytes.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** One mail per cause ("alert:<subscription>:<run>"): queuing it twice is a no-op. */
    dedupeKey: text('dedupe_key').notNull(),
    /** pending (due at next_attempt_at), sending (claimed at claimed_at), sent, or undeliverable. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * Set, committed, just before the attempt hands the mail to the mail server. A row still
     * 'sending' after the lease with this set may have been accepted: it is closed, never sent
     * again (docs/decisions/057-outbox-at-most-once.md).
     */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_uq').on(t.dedupeKey),
    // The job's scan: only mail that is not out yet.
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt).where(sql`status in ('pending', 'sending')`),
    check('mail_outbox_status_check', sql`status in ('pending', 'sending', 'sent', 'undeliverable')`),
  ],
);

/**
 * One row per e-mail address that subscribed, stored once in normalised form (trimmed, lowercase).
 * inactive_since is set when its last subscription ends; the privacy job deletes it 30 days later.
 */
export const subscriberAddresses = pgTable(
  'subscriber_addresses',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    inactiveSince: timestamp('inactive_since', { withTimezone: true }),
  },
  (t) => [uniqueIndex('subscriber_addresses_email_uq').on(t.email)],
);

/**
 * A saved search (kind search), the favourites' price watch (kind priceDrop) or the newsletter (kind
 * newsletter, issue 17) that mails one address. The id is the confirmation id of the links (lowercase letters and digits).
 */
export const mailSubscriptions = pgTable(
  'mail_subscriptions',
  {
    id: text('id').primaryKey(),
    addressId: integer('address_id')
      .notNull()
      .references(() => subscriberAddresses.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** pending (until confirmed), confirmed, paused, unsubscribed. */
    status: text('status').notNull().default('pending'),
    frequency: text('frequency').notNull(),
    /** Canonical URL of the search's first page; for a price watch, /favorieten. */
    url: text('url').notNull(),
    label: text('label').notNull(),
    filters: text('filters').notNull().default(''),
    /** The compacted search request (kind search). */
    request: jsonb('request').$type<Record<string, unknown>>(),
    /** The watched favourites (kind priceDrop). */
    listingIds: integer('listing_ids').array().notNull().default(sql`'{}'::int[]`),
    /** Listings added (or prices changed) after this moment are news to it. */
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    nextAlertAt: timestamp('next_alert_at', { withTimezone: true }),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // Subscribing to the same search again updates it instead of making a second one.
    uniqueIndex('mail_subscriptions_address_url_uq').on(t.addressId, t.kind, t.url),
    // The alert job's scan: confirmed subscriptions that are due, read from a cursor (due time, id).
    index('mail_subscriptions_due_idx').on(t.nextAlertAt, t.id).where(sql`status = 'confirmed'`),
    index('mail_subscriptions_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    check('mail_subscriptions_kind_check', sql`kind in ('search', 'priceDrop', 'newsletter')`),
    check('mail_subscriptions_status_check', sql`status in ('pending', 'confirmed', 'paused', 'unsubscribed')`),
    check('mail_subscriptions_frequency_check', sql`frequency in ('direct', 'daily', 'weekly')`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type MailSubscriptionRow = typeof mailSubscriptions.$inferSelect;

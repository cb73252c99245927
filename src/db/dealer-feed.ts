import { integer, index, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { dealers } from './schema';

/*
 * The dealer feed API (issue 19, decision 034): its keys, the log of its calls, the answers kept
 * for idempotent retries, and the photos dealers upload.
 */

/**
 * An API key of a dealer or of a feed supplier acting for several dealers. Only a hash of the
 * secret is kept: the key is shown once, when it is made or rotated.
 */
export const dealerApiKeys = pgTable(
  'dealer_api_keys',
  {
    id: serial('id').primaryKey(),
    /** The public half of the key (`dk_<keyId>_<secret>`): found by it, named in the log and the CLI. */
    keyId: text('key_id').notNull(),
    /** SHA-256 of the secret half, base64url. The secret is 256 random bits, so no slow hash is needed. */
    secretHash: text('secret_hash').notNull(),
    label: text('label').notNull(),
    /** The dealers (their external ids) the key may act for. */
    dealerExternalIds: text('dealer_external_ids').array().notNull(),
    /** The calls it may make: `listings` (push, deactivate, sync, photos), `leads` (leads and the lead report). */
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('dealer_api_keys_key_id_uq').on(t.keyId)],
);

/** One row per authenticated call: which key, which call, what it did and how long it took. */
export const dealerApiCalls = pgTable(
  'dealer_api_calls',
  {
    id: serial('id').primaryKey(),
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => dealerApiKeys.id, { onDelete: 'cascade' }),
    call: text('call').notNull(),
    dealerExternalId: text('dealer_external_id'),
    status: smallint('status').notNull(),
    /** created, updated, unchanged, refused, deactivated, photos, leads: whatever the call counts. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    durationMs: integer('duration_ms').notNull(),
    replayed: smallint('replayed').notNull().default(0),
    /** The request's id (`x-request-id`, decision 038): the same value is on every log line of the call. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dealer_api_calls_key_created_idx').on(t.apiKeyId, t.createdAt)],
);

/**
 * The answer to a call made with an Idempotency-Key, kept a day: a retry with the same key and body
 * gets the same answer and changes nothing. `status` is null while the first call is still running.
 */
export const dealerApiIdempotency = pgTable(
  'dealer_api_idempotency',
  {
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => dealerApiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the call and its body: the same key with another body is a mistake, not a retry. */
    requestHash: text('request_hash').notNull(),
    status: smallint('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.idempotencyKey] }), index('dealer_api_idempotency_created_idx').on(t.createdAt)],
);

/**
 * Photos uploaded through the feed, checked and re-encoded (WebP, at most 1600 px, no metadata).
 * Named by their content's hash, so the same photo sent twice is stored once; served at /media/{name}.
 */
export const dealerPhotos = pgTable('dealer_photos', {
  name: text('name').primaryKey(),
  dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

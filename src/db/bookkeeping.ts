import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/* Tables the application keeps for its own running, with no relation to dealers or listings. */

/** Rate-limit counters (leads per visitor, per listing): hits per key per fixed window; old windows are deleted. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * The demo inventory seed of this database (one row): what was asked and whether it finished.
 * A seed killed half-way leaves completed_at empty, so the next start resumes it instead of
 * taking the listings present for the whole inventory.
 */
export const demoSeed = pgTable(
  'demo_seed',
  {
    id: smallint('id').primaryKey().default(1),
    /** The generator seed, a number or a string as given (the two generate different inventories). */
    seed: jsonb('seed').$type<number | string>().notNull(),
    /** Listings asked for. */
    target: integer('target').notNull(),
    /** The generator's "now": listing dates are relative to it, so a resumed seed continues the same inventory. */
    planNow: timestamp('plan_now', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [check('demo_seed_one_row', sql`${t.id} = 1`)],
);


/**
 * Bot-check (ALTCHA) solutions already used: a solved challenge is accepted once, on every node.
 * Kept until the challenge would have expired anyway, then deleted.
 */
export const usedBotChecks = pgTable('used_bot_checks', {
  /** SHA-256 of the challenge's signature. */
  signatureHash: text('signature_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { rateLimitHits } from '@/db/schema';
import { maxCurrentBeforeHit, retryAfterSeconds, windowStart, type RateLimit } from './rate-limit';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One counter to hit: its key and the limit it counts against (null: no limit). */
export interface RateHit {
  key: string;
  limit: RateLimit | null;
}

/**
 * A counter key for `value` (an address key, usually) in `scope`: a hash, so the table holds no
 * addresses. The scope keeps features' counters apart and lets each purge only its own.
 */
export function hashedKey(scope: string, value: string): string {
  return `${scope}:${createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;
}

interface Windows {
  at: number;
  current: Date;
  previousHits: number;
  currentHits: number;
  /** See maxCurrentBeforeHit: the count the current window may hold for one more hit to fit. */
  maxBefore: number;
}

async function readWindows(db: Db, key: string, limit: RateLimit, now: Date): Promise<Windows> {
  const at = now.getTime();
  const current = new Date(windowStart(at, limit.windowMs));
  const previous = new Date(current.getTime() - limit.windowMs);
  const rows = await db
    .select({ windowStart: rateLimitHits.windowStart, hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), inArray(rateLimitHits.windowStart, [previous, current])));
  const hitsIn = (window: Date) => rows.find((row) => row.windowStart.getTime() === window.getTime())?.hits ?? 0;
  const previousHits = hitsIn(previous);
  return { at, current, previousHits, currentHits: hitsIn(current), maxBefore: maxCurrentBeforeHit(limit, previousHits, at) };
}

function refusal(limit: RateLimit, windows: Windows): RateDecision {
  return { allowed: false, retryAfterSeconds: retryAfterSeconds(limit, windows.previousHits, Math.max(windows.currentHits, windows.maxBefore + 1), windows.at) };
}

/**
 * Counts one hit for `key` unless that would pass the limit. The previous window is closed and only
 * read; the current one is incremented by a conditional upsert, so nodes racing for the last
 * place cannot both get it. A refused hit is not counted: a visitor who waits is let in on time.
 */
export async function hitRateLimit(db: Db, key: string, limit: RateLimit | null, now: Date): Promise<RateDecision> {
  if (!limit) return { allowed: true };
  const windows = await readWindows(db, key, limit, now);
  if (windows.maxBefore >= 0) {
    const counted = await db
      .insert(rateLimitHits)
      .values({ key, windowStart: windows.current, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
        setWhere: sql`${rateLimitHits.hits} <= ${windows.maxBefore}`,
      })
      .returning({ hits: rateLimitHits.hits });
    if (counted.length === 1) return { allowed: true };
  }
  return refusal(limit, windows);
}

/**
 * Would a hit for `key` be let through now? Reads only: for refusing a visitor who is over the
 * limit before doing any work, while only work that succeeds is counted (hitRateLimits).
 */
export async function peekRateLimit(db: Db, key: string, limit: RateLimit | null, now: Date): Promise<RateDecision> {
  if (!limit) return { allowed: true };
  const windows = await readWindows(db, key, limit, now);
  return windows.currentHits <= windows.maxBefore ? { allowed: true } : refusal(limit, windows);
}

class Refused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('rate limit refused');
  }
}

/**
 * One more hit inside `hitRateLimits`'s `then`, for what the work turned out to cost (a second mail
 * it queued): refused, it rolls back the whole transaction, earlier hits and writes included, and
 * hitRateLimits answers as for any refusal.
 */
export async function hitWithin(tx: Db, hit: RateHit, now: Date): Promise<void> {
  const decision = await hitRateLimit(tx, hit.key, hit.limit, now);
  if (!decision.allowed) throw new Refused(decision.retryAfterSeconds);
}

/**
 * Counts one hit on every counter, or on none: when one refuses, the others' hits are rolled back,
 * so a refusal by one limit never uses up another's allowance. Runs `then` in the same transaction
 * after the hits, so what the hits pay for (a stored lead) exists exactly when they were counted.
 * Counters are hit in key order: two requests sharing keys cannot deadlock on each other's rows.
 */
export async function hitRateLimits<T>(db: Db, hits: readonly RateHit[], now: Date, then: (tx: Db) => Promise<T>): Promise<{ allowed: true; value: T } | { allowed: false; retryAfterSeconds: number }> {
  const ordered = [...hits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  try {
    const value = await db.transaction(async (tx) => {
      for (const hit of ordered) {
        const decision = await hitRateLimit(tx, hit.key, hit.limit, now);
        if (!decision.allowed) throw new Refused(decision.retryAfterSeconds);
      }
      return then(tx);
    });
    return { allowed: true, value };
  } catch (error) {
    if (error instanceof Refused) return { allowed: false, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}

/**
 * Deletes the windows of keys starting with `prefix` that no limit can look at any more. Per
 * prefix: each feature knows only its own limits' windows, and a shorter one must not delete
 * counters another feature's longer window still reads.
 */
export async function purgeRateLimitHits(db: Db, prefix: string, longestWindowMs: number, now: Date): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  await db.delete(rateLimitHits).where(and(like(rateLimitHits.key, pattern), lt(rateLimitHits.windowStart, new Date(now.getTime() - 2 * longestWindowMs))));
}

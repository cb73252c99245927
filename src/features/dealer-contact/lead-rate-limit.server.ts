import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { rateLimitHits } from '@/db/schema';
import { maxCurrentBeforeHit, retryAfterSeconds, windowStart, type RateLimit } from './lead-rate-limit';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one hit for `key` unless that would pass the limit. The previous window is closed and only
 * read; the current one is incremented by a conditional upsert, so nodes racing for the last
 * place cannot both get it. A refused hit is not counted: a visitor who waits is let in on time.
 */
export async function hitRateLimit(db: Db, key: string, limit: RateLimit | null, now: Date): Promise<RateDecision> {
  if (!limit) return { allowed: true };
  const at = now.getTime();
  const current = new Date(windowStart(at, limit.windowMs));
  const previous = new Date(current.getTime() - limit.windowMs);
  const rows = await db
    .select({ windowStart: rateLimitHits.windowStart, hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), inArray(rateLimitHits.windowStart, [previous, current])));
  const hitsIn = (window: Date) => rows.find((row) => row.windowStart.getTime() === window.getTime())?.hits ?? 0;
  const previousHits = hitsIn(previous);
  const maxBefore = maxCurrentBeforeHit(limit, previousHits, at);
  if (maxBefore >= 0) {
    const counted = await db
      .insert(rateLimitHits)
      .values({ key, windowStart: current, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
        setWhere: sql`${rateLimitHits.hits} <= ${maxBefore}`,
      })
      .returning({ hits: rateLimitHits.hits });
    if (counted.length === 1) return { allowed: true };
  }
  return { allowed: false, retryAfterSeconds: retryAfterSeconds(limit, previousHits, Math.max(hitsIn(current), maxBefore + 1), at) };
}

/** Deletes windows that no limit can look at any more. */
export async function purgeRateLimitHits(db: Db, longestWindowMs: number, now: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now.getTime() - 2 * longestWindowMs)));
}

/** The counter key of a visitor: a hash, so the table holds no addresses. */
export function visitorKey(addressKey: string): string {
  return `lead:visitor:${createHash('sha256').update(addressKey).digest('base64url').slice(0, 22)}`;
}

export function listingKey(listingId: number): string {
  return `lead:listing:${listingId}`;
}

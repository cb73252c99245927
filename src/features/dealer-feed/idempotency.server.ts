import 'server-only';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/connect';
import { dealerApiIdempotency } from '@/db/schema';
import { decideIdempotency, IDEMPOTENCY_CLAIM_LEASE_MS, IDEMPOTENCY_TTL_MS, type IdempotencyDecision } from './idempotency';

/**
 * Claims an idempotency key for a call: inserts a running attempt, or reads the one there. Two
 * retries racing both try the insert; only one gets it, the other is told the call is in progress.
 * A claim left without an answer past its lease (a node killed mid-call) is taken over.
 */
export async function claimIdempotencyKey(db: Db, apiKeyId: number, key: string, requestHash: string, now: Date): Promise<IdempotencyDecision> {
  await db.delete(dealerApiIdempotency).where(lt(dealerApiIdempotency.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
  const inserted = await db
    .insert(dealerApiIdempotency)
    .values({ apiKeyId, idempotencyKey: key, requestHash, status: null, response: null, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: dealerApiIdempotency.idempotencyKey });
  if (inserted.length) return { action: 'run' };
  const [stored] = await db
    .select({ requestHash: dealerApiIdempotency.requestHash, status: dealerApiIdempotency.status, response: dealerApiIdempotency.response, createdAt: dealerApiIdempotency.createdAt })
    .from(dealerApiIdempotency)
    .where(and(eq(dealerApiIdempotency.apiKeyId, apiKeyId), eq(dealerApiIdempotency.idempotencyKey, key)))
    .limit(1);
  // Deleted as expired between the two statements: the call is new again.
  if (!stored) return { action: 'run' };
  const decision = decideIdempotency(stored, requestHash, now);
  if (decision.action !== 'takeOver') return decision;
  // An abandoned claim: two retries racing for it both try this update; one row changes, for one of them.
  const taken = await db
    .update(dealerApiIdempotency)
    .set({ createdAt: now })
    .where(
      and(
        eq(dealerApiIdempotency.apiKeyId, apiKeyId),
        eq(dealerApiIdempotency.idempotencyKey, key),
        isNull(dealerApiIdempotency.status),
        lt(dealerApiIdempotency.createdAt, new Date(now.getTime() - IDEMPOTENCY_CLAIM_LEASE_MS)),
      ),
    )
    .returning({ key: dealerApiIdempotency.idempotencyKey });
  return taken.length ? { action: 'run' } : { action: 'inProgress' };
}

export async function completeIdempotencyKey(db: Db, apiKeyId: number, key: string, status: number, response: unknown): Promise<void> {
  await db
    .update(dealerApiIdempotency)
    .set({ status, response: sql`${JSON.stringify(response)}::jsonb` })
    .where(and(eq(dealerApiIdempotency.apiKeyId, apiKeyId), eq(dealerApiIdempotency.idempotencyKey, key)));
}

/** A call that failed unexpectedly may be tried again with the same key. */
export async function releaseIdempotencyKey(db: Db, apiKeyId: number, key: string): Promise<void> {
  await db.delete(dealerApiIdempotency).where(and(eq(dealerApiIdempotency.apiKeyId, apiKeyId), eq(dealerApiIdempotency.idempotencyKey, key)));
}

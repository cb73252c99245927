import 'server-only';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '@/db/connect';
import { dealerApiIdempotency } from '@/db/schema';
import { decideIdempotency, IDEMPOTENCY_HEARTBEAT_MS, IDEMPOTENCY_TTL_MS, type IdempotencyDecision, type OwnerView } from './idempotency';

/**
 * Claims an idempotency key for a call: inserts a running attempt, or reads the one there. Two
 * retries racing both try the insert; only one gets it, the other is told the call is in progress.
 * A claim whose owner is gone (a node killed mid-call) is taken over: at once on PGlite, where no
 * other process can run it, and once its heartbeat stops on PostgreSQL (idempotency.ts).
 */

/** This process, told apart from an earlier one that had the same pid (a restarted container). */
const PROCESS_OWNER = `${os.hostname()}/${process.pid}/${randomBytes(6).toString('base64url')}`;
/** Owners of the calls this process runs now. */
const running = new Set<string>();
let calls = 0;

export interface Claim {
  decision: IdempotencyDecision;
  /** The claim's owner id when the decision is to run: the call renews and ends it by that id. */
  owner: string;
}

export async function claimIdempotencyKey(database: Pick<Database, 'db' | 'kind'>, apiKeyId: number, key: string, requestHash: string, now: Date, self: string = PROCESS_OWNER): Promise<Claim> {
  const { db } = database;
  const owner = `${self}:${++calls}`;
  const view: OwnerView = { self, running, othersMayRun: database.kind === 'postgres' };
  await db.delete(dealerApiIdempotency).where(lt(dealerApiIdempotency.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
  const inserted = await db
    .insert(dealerApiIdempotency)
    .values({ apiKeyId, idempotencyKey: key, requestHash, status: null, response: { owner }, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: dealerApiIdempotency.idempotencyKey });
  if (inserted.length) return { decision: { action: 'run' }, owner };
  const [stored] = await db
    .select({ requestHash: dealerApiIdempotency.requestHash, status: dealerApiIdempotency.status, response: dealerApiIdempotency.response, createdAt: dealerApiIdempotency.createdAt })
    .from(dealerApiIdempotency)
    .where(and(eq(dealerApiIdempotency.apiKeyId, apiKeyId), eq(dealerApiIdempotency.idempotencyKey, key)))
    .limit(1);
  // Deleted as expired between the two statements: the call is new again.
  if (!stored) return { decision: { action: 'run' }, owner };
  const decision = decideIdempotency(stored, requestHash, now, view);
  if (decision.action !== 'takeOver') return { decision, owner };
  // An abandoned claim: two retries racing for it both try this update; only the one that still
  // finds the claim as it was read changes it.
  const taken = await db
    .update(dealerApiIdempotency)
    .set({ createdAt: now, response: { owner } })
    .where(and(eq(dealerApiIdempotency.apiKeyId, apiKeyId), eq(dealerApiIdempotency.idempotencyKey, key), isNull(dealerApiIdempotency.status), eq(dealerApiIdempotency.createdAt, stored.createdAt)))
    .returning({ key: dealerApiIdempotency.idempotencyKey });
  return { decision: taken.length ? { action: 'run' } : { action: 'inProgress', retryAfterSeconds: 1 }, owner };
}

const ownedBy = (apiKeyId: number, key: string, owner: string) =>
  and(eq(dealerApiIdempotency.apiKeyId, apiKeyId), eq(dealerApiIdempotency.idempotencyKey, key), isNull(dealerApiIdempotency.status), sql`${dealerApiIdempotency.response}->>'owner' = ${owner}`);

/**
 * Marks the claim as running here and renews it while the call runs; the returned function stops
 * that. A process that dies stops renewing, and its claim's lease runs out soon after.
 */
export function holdClaim(db: Db, apiKeyId: number, key: string, owner: string): () => void {
  running.add(owner);
  const timer = setInterval(() => {
    db.update(dealerApiIdempotency)
      .set({ createdAt: new Date() })
      .where(ownedBy(apiKeyId, key, owner))
      .catch(() => undefined);
  }, IDEMPOTENCY_HEARTBEAT_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    running.delete(owner);
  };
}

export async function completeIdempotencyKey(db: Db, apiKeyId: number, key: string, status: number, response: unknown): Promise<void> {
  await db
    .update(dealerApiIdempotency)
    .set({ status, response: sql`${JSON.stringify(response)}::jsonb` })
    .where(and(eq(dealerApiIdempotency.apiKeyId, apiKeyId), eq(dealerApiIdempotency.idempotencyKey, key)));
}

/** A call that failed unexpectedly may be tried again with the same key; a claim another retry took over stays its. */
export async function releaseIdempotencyKey(db: Db, apiKeyId: number, key: string, owner: string): Promise<void> {
  await db.delete(dealerApiIdempotency).where(ownedBy(apiKeyId, key, owner));
}

import 'server-only';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { rowsOf } from '@/db/rows';
import { mailOutbox } from '@/db/schema';

/** One mail to send later: what a renderer of `kind` needs, and the cause that makes it unique. */
export interface OutboxMail {
  kind: string;
  recipient: string;
  payload: Record<string, unknown>;
  /** "alert:<subscription>:<run>": queuing the same cause twice queues one mail. */
  dedupeKey: string;
}

export interface ClaimedMail {
  id: number;
  kind: string;
  recipient: string;
  payload: Record<string, unknown>;
  /** 1 for the first attempt. */
  attempt: number;
}

/**
 * Queues mail inside the caller's transaction, so a mail exists exactly when what caused it was
 * committed. Returns how many were new (a repeated dedupe key is skipped, not an error).
 */
export async function enqueueMail(db: Db, mails: readonly OutboxMail[], now: Date): Promise<number> {
  if (mails.length === 0) return 0;
  // One parameter for all rows: an alert run queues thousands, and a VALUES list of four
  // parameters a row cost a third of its time. Due at once by the caller's clock, not the database's.
  const rows = JSON.stringify(mails.map((mail) => ({ kind: mail.kind, recipient: mail.recipient, payload: mail.payload, dedupe_key: mail.dedupeKey })));
  const result = await db.execute(sql`
    insert into mail_outbox (kind, recipient, payload, dedupe_key, next_attempt_at, created_at)
    select r.kind, r.recipient, r.payload, r.dedupe_key, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${rows}::jsonb) as r(kind text, recipient text, payload jsonb, dedupe_key text)
    on conflict (dedupe_key) do nothing
    returning id`);
  return rowsOf<{ id: number }>(result).length;
}

interface ClaimOptions {
  now: Date;
  /** An attempt claimed before this is taken to have died with its process. */
  staleBefore: Date;
  maxAttempts: number;
}

/** An attempt claimed before `staleBefore` that died before it reached the mail server: safe to try again. */
const diedBeforeHandOver = (staleBefore: Date) => and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, staleBefore), isNull(mailOutbox.handedOverAt));

/**
 * Claims the next due mail for this node: the row lock with SKIP LOCKED means two nodes never
 * claim the same mail, and the claim is committed before sending, so a node that dies mid-send
 * leaves a 'sending' row that another node takes over after the lease, unless it had already
 * handed the mail over (settleHandedOverMail closes those).
 */
export async function claimDueMail(db: Db, options: ClaimOptions): Promise<ClaimedMail | null> {
  const due = or(
    and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, options.now), lt(mailOutbox.attempts, options.maxAttempts)),
    and(diedBeforeHandOver(options.staleBefore), lt(mailOutbox.attempts, options.maxAttempts)),
  );
  const next = db.select({ id: mailOutbox.id }).from(mailOutbox).where(due).orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id)).limit(1).for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, claimedAt: options.now, handedOverAt: null })
    .where(and(eq(mailOutbox.id, sql`(${next})`), due))
    .returning({ id: mailOutbox.id, kind: mailOutbox.kind, recipient: mailOutbox.recipient, payload: mailOutbox.payload, attempt: mailOutbox.attempts });
  return row ?? null;
}

/** Stale attempts with no attempt left are given up, so they stop looking as if under way. */
export async function abandonStaleMail(db: Db, options: Omit<ClaimOptions, 'now'>): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'undeliverable', lastError: 'attempt interrupted; no retries left' })
    .where(and(diedBeforeHandOver(options.staleBefore), gte(mailOutbox.attempts, options.maxAttempts)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Why a mail closed by settleHandedOverMail was not sent again; support reads it on the row. */
export const HANDED_OVER_NOTE = 'attempt interrupted after the hand-over to the mail server: counted as sent, not sent again';

/**
 * Attempts that died after handing their mail to the mail server: it may well have accepted it,
 * and sending again could deliver it twice, so they are closed as sent with a note (at most once,
 * decision 057). Returns the ids, for the log.
 */
export async function settleHandedOverMail(db: Db, options: Pick<ClaimOptions, 'staleBefore'>): Promise<number[]> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: mailOutbox.handedOverAt, lastError: HANDED_OVER_NOTE, payload: sql`'{}'::jsonb` })
    .where(and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, options.staleBefore), isNotNull(mailOutbox.handedOverAt)))
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/**
 * Committed before the mailer is called: from here on the attempt may reach the receiver, so a
 * process that dies before markMailSent leaves a row that is never sent again. False when the
 * claim was lost (the row is no longer this attempt's), and then nothing may be sent.
 */
export async function markHandingOver(db: Db, id: number, attempt: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ handedOverAt: at })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, attempt), isNull(mailOutbox.handedOverAt)))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

export async function markMailSent(db: Db, id: number, sentAt: Date): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', sentAt, lastError: null, payload: sql`'{}'::jsonb` }).where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

/**
 * A refused attempt: due again at `retryAt`, or undeliverable when the schedule is used up (null).
 * The mail server said no, so nothing was delivered: the hand-over mark is cleared.
 */
export async function markMailFailed(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(retryAt ? { status: 'pending', nextAttemptAt: retryAt, lastError: error, handedOverAt: null } : { status: 'undeliverable', lastError: error, handedOverAt: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

/** Sent mail is kept a while for support questions ("did the alert go out?"), then deleted. */
export async function purgeSentMail(db: Db, sentBefore: Date): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'undeliverable']), lt(mailOutbox.createdAt, sentBefore)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

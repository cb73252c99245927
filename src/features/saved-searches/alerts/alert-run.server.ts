import 'server-only';
import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { mailSubscriptions } from '@/db/schema';
import { enqueueMail, type OutboxMail } from '@/lib/mail/outbox/outbox.server';
import { normaliseSearchRequest, type SearchRequestInput } from '@/lib/search-request/schema';
import type { SearchDocument } from '@/search-engine/document';
import { Percolator, type ModelLabels, type StandingQuery } from '@/search-engine/percolate';
import { ALERT_MAIL, type AlertPayload } from '../subscriptions/mail-kinds';
import { ALERT_CARDS, ALERT_SETTLE_MS, FREQUENCIES, nextAlertAt, type Frequency } from '../subscriptions/subscription-rules';

export interface AlertRunDeps {
  db: Db;
  now: Date;
  /** Active listings added after `after` and up to `until`, as the search engine indexes them. */
  loadDelta: (db: Db, after: Date, until: Date) => Promise<SearchDocument[]>;
  /** Every brand and model with an active listing (the search page's brand/model rule needs them). */
  loadModels: (db: Db) => Promise<ModelLabels[]>;
  /** Subscriptions per transaction. */
  batchSize?: number;
}

export interface AlertRun {
  subscriptions: number;
  alerts: number;
  newListings: number;
}

interface DueRow {
  id: string;
  frequency: string;
  since: Date;
  request: Record<string, unknown> | null;
  email: string;
}

const due = (now: Date) => and(eq(mailSubscriptions.status, 'confirmed'), eq(mailSubscriptions.kind, 'search'), lte(mailSubscriptions.nextAlertAt, now));

/**
 * One run of the alert job: every confirmed saved search that is due gets the listings that arrived
 * since its last alert and match it (the search engine's percolation over only those listings, so
 * the cost follows the new listings and the subscriptions, not the inventory), as one outbox row.
 * Each batch is one transaction with rows claimed FOR UPDATE SKIP LOCKED: two nodes share the work,
 * and a process killed mid-run leaves its batch as it was for the next run.
 */
export async function runAlerts(deps: AlertRunDeps): Promise<AlertRun> {
  const { db, now } = deps;
  const cutoff = new Date(now.getTime() - ALERT_SETTLE_MS);
  const run: AlertRun = { subscriptions: 0, alerts: 0, newListings: 0 };
  const [oldest] = await db.select({ since: min(mailSubscriptions.since) }).from(mailSubscriptions).where(due(now));
  if (!oldest?.since) return run;
  const delta = await deps.loadDelta(db, new Date(oldest.since), cutoff);
  run.newListings = delta.length;
  // One index over the new listings for the whole run: every batch matches against it, and a
  // search many subscriptions share is evaluated once (a fresh index per batch cost 15× more).
  const percolator = delta.length ? new Percolator(delta, { now: now.getTime(), inventoryModels: await deps.loadModels(db) }) : null;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const batch = (await tx
        .select({ id: mailSubscriptions.id, frequency: mailSubscriptions.frequency, since: mailSubscriptions.since, request: mailSubscriptions.request, email: sql<string>`(select email from subscriber_addresses a where a.id = ${mailSubscriptions.addressId})` })
        .from(mailSubscriptions)
        .where(due(now))
        .orderBy(asc(mailSubscriptions.nextAlertAt))
        .limit(deps.batchSize ?? 2_000)
        .for('update', { skipLocked: true })) as DueRow[];
      if (batch.length === 0) return true;
      run.subscriptions += batch.length;
      run.alerts += await alertBatch(tx, deps, batch, percolator, cutoff);
      return false;
    });
    if (done) return run;
  }
}

async function alertBatch(tx: Db, deps: AlertRunDeps, batch: DueRow[], percolator: Percolator | null, cutoff: Date): Promise<number> {
  const queries: StandingQuery[] = [];
  for (const row of batch) {
    if (!row.request) continue;
    queries.push({ id: row.id, request: normaliseSearchRequest(row.request as SearchRequestInput), since: new Date(row.since).getTime() });
  }
  const matches = percolator ? percolator.match(queries, ALERT_CARDS) : [];
  const email = new Map(batch.map((row) => [row.id, row.email]));
  const mails: OutboxMail[] = matches.map((match) => {
    const payload: AlertPayload = { subscriptionId: match.queryId, total: match.total, listingIds: match.listingIds };
    return { kind: ALERT_MAIL, recipient: email.get(match.queryId) ?? '', payload: { ...payload }, dedupeKey: `alert:${match.queryId}:${cutoff.getTime()}` };
  });
  await enqueueMail(tx, mails, deps.now);
  for (const frequency of FREQUENCIES) {
    const ids = batch.filter((row) => row.frequency === frequency).map((row) => row.id);
    if (ids.length === 0) continue;
    await tx
      .update(mailSubscriptions)
      .set({ since: cutoff, nextAlertAt: nextAlertAt(frequency as Frequency, deps.now) })
      .where(inArray(mailSubscriptions.id, ids));
  }
  if (mails.length) {
    await tx
      .update(mailSubscriptions)
      .set({ lastAlertAt: deps.now })
      .where(inArray(mailSubscriptions.id, mails.map((mail) => String((mail.payload as unknown as AlertPayload).subscriptionId))));
  }
  return mails.length;
}

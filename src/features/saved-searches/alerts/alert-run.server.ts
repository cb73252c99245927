import 'server-only';
import { and, asc, eq, lte, min, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { mailSubscriptions } from '@/db/schema';
import { enqueueMail, type OutboxMail } from '@/lib/mail/outbox/outbox.server';
import { normaliseSearchRequest, type SearchRequest, type SearchRequestInput } from '@/lib/search-request/schema';
import type { SearchDocument } from '@/search-engine/document';
import { Percolator, type ModelLabels, type StandingQuery } from '@/search-engine/percolate';
import { ALERT_MAIL, type AlertPayload } from '../subscriptions/mail-kinds';
import { ALERT_CARDS, ALERT_SETTLE_MS, FREQUENCIES, FREQUENCY_MS } from '../subscriptions/subscription-rules';

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
  nextAlertAt: Date;
  since: Date;
  /** As stored (JSON text): identical searches are parsed and checked once per run. */
  request: string | null;
  email: string;
}

/** FREQUENCY_MS in SQL: the wait after this alert, by the row's frequency (constants, no input). */
const NEXT_ALERT_AFTER = sql.raw(`(case frequency ${FREQUENCIES.map((frequency) => `when '${frequency}' then ${FREQUENCY_MS[frequency]}`).join(' ')} end)`);

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
  const requests = new Map<string, SearchRequest>();
  // Batches from a cursor on (due time, id), the due index's order: each scan starts past the rows
  // already moved on. Without it every batch read all due rows again, and a run of 100,000 took 16 s.
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = (await tx
        .select({ id: mailSubscriptions.id, nextAlertAt: mailSubscriptions.nextAlertAt, since: mailSubscriptions.since, request: sql<string | null>`${mailSubscriptions.request}::text`, email: sql<string>`(select email from subscriber_addresses a where a.id = ${mailSubscriptions.addressId})` })
        .from(mailSubscriptions)
        .where(and(due(now), after ? sql`(${mailSubscriptions.nextAlertAt}, ${mailSubscriptions.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined))
        .orderBy(asc(mailSubscriptions.nextAlertAt), asc(mailSubscriptions.id))
        .limit(deps.batchSize ?? 2_000)
        .for('update', { skipLocked: true })) as DueRow[];
      if (rows.length > 0) run.alerts += await alertBatch(tx, deps, rows, { percolator, requests }, cutoff);
      return rows;
    });
    const last = batch.at(-1);
    if (!last) return run;
    run.subscriptions += batch.length;
    after = { at: new Date(last.nextAlertAt), id: last.id };
  }
}

function requestOf(text: string, requests: Map<string, SearchRequest>): SearchRequest {
  let request = requests.get(text);
  if (!request) {
    request = normaliseSearchRequest(JSON.parse(text) as SearchRequestInput);
    requests.set(text, request);
  }
  return request;
}

async function alertBatch(tx: Db, deps: AlertRunDeps, batch: DueRow[], run: { percolator: Percolator | null; requests: Map<string, SearchRequest> }, cutoff: Date): Promise<number> {
  const { percolator } = run;
  const queries: StandingQuery[] = [];
  for (const row of batch) {
    if (row.request) queries.push({ id: row.id, request: requestOf(row.request, run.requests), since: new Date(row.since).getTime() });
  }
  const matches = percolator ? percolator.match(queries, ALERT_CARDS) : [];
  const email = new Map(batch.map((row) => [row.id, row.email]));
  const mails: OutboxMail[] = matches.map((match) => {
    const payload: AlertPayload = { subscriptionId: match.queryId, total: match.total, listingIds: match.listingIds };
    return { kind: ALERT_MAIL, recipient: email.get(match.queryId) ?? '', payload: { ...payload }, dedupeKey: `alert:${match.queryId}:${cutoff.getTime()}` };
  });
  await enqueueMail(tx, mails, deps.now);
  // The whole batch moves on in one statement, its ids as one JSON parameter (an IN list of
  // 2,000 parameters cost as much as the matching).
  const alerted = JSON.stringify(matches.map((match) => match.queryId));
  const ids = JSON.stringify(batch.map((row) => row.id));
  await tx.execute(sql`
    update mail_subscriptions set
      since = ${cutoff.toISOString()}::timestamptz,
      next_alert_at = ${deps.now.toISOString()}::timestamptz + ${NEXT_ALERT_AFTER} * interval '1 millisecond',
      last_alert_at = case when id in (select jsonb_array_elements_text(${alerted}::jsonb)) then ${deps.now.toISOString()}::timestamptz else last_alert_at end
    where id in (select jsonb_array_elements_text(${ids}::jsonb))`);
  return mails.length;
}

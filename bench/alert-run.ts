/**
 * The alert job end to end on a real database: 100,000 confirmed saved searches due at once, a
 * day's 5,000 new or changed listings, one run of src/features/saved-searches/alerts/alert-run
 * (claiming the subscriptions in batches FOR UPDATE SKIP LOCKED, percolation, writing one outbox
 * row per alert and moving every subscription on). Printed next to it, from the same process: the
 * matching alone (one Percolator over the same batch), so the database's share shows.
 *
 *   node --conditions=react-server --expose-gc --max-old-space-size=8192 --import tsx bench/alert-run.ts   # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_alerts node … bench/alert-run.ts
 *
 * The 5,000 listings come from memory (the synthetic inventory), not from the listings table: the
 * run's one read of them is an index range scan on listings.added_at, outside what is compared here.
 */
import pg from 'pg';
import { connect, type Database } from '../src/db/connect';
import { runAlerts } from '../src/features/saved-searches/alerts/alert-run.server';
import type { SearchDocument } from '../src/search-engine/document';
import { Percolator, type StandingQuery } from '../src/search-engine/percolate';
import { subscriptionRequests } from './queries';
import { syntheticDocuments } from './synthetic-documents';

const NOW = new Date(Date.UTC(2025, 5, 15));
const DAY = 86_400_000;
const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100_000);
const DELTA = 5_000;
const INVENTORY = 200_000;
const RUNS = 2;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const sinceOf = (index: number) => new Date(NOW.getTime() - (1 + (index % 7)) * DAY);

async function database(): Promise<Database> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return connect({});
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return connect({ databaseUrl: url });
}

/** One address and one confirmed, due subscription per request, written in chunks of 5,000. */
async function insertSubscriptions(db: Database, requests: readonly unknown[]): Promise<void> {
  for (let start = 0; start < requests.length; start += 5_000) {
    const rows = requests.slice(start, start + 5_000).map((request, offset) => {
      const index = start + offset;
      return { id: `s${index}`, email: `koper${index}@example.nl`, request, since: sinceOf(index).toISOString() };
    });
    await db.query(
      `with rows as (select * from jsonb_to_recordset($1::jsonb) as r(id text, email text, request jsonb, since timestamptz)),
            addresses as (insert into subscriber_addresses (email) select email from rows returning id, email)
       insert into mail_subscriptions (id, address_id, kind, status, frequency, url, label, request, since, next_alert_at, confirmed_at)
       select r.id, a.id, 'search', 'confirmed', 'daily', '/auto', 'Occasions', r.request, r.since, $2::timestamptz, r.since
       from rows r join addresses a on a.email = r.email`,
      [JSON.stringify(rows), new Date(NOW.getTime() - 60_000).toISOString()],
    );
  }
}

/** Back to "all due, nothing sent" for the next run. */
async function reset(db: Database): Promise<void> {
  await db.query(`delete from mail_outbox`);
  await db.query(
    `update mail_subscriptions set next_alert_at = $1::timestamptz, last_alert_at = null,
       since = $2::timestamptz - (1 + (substr(id, 2)::int % 7)) * interval '1 day'`,
    [new Date(NOW.getTime() - 60_000).toISOString(), NOW.toISOString()],
  );
}

async function main(): Promise<void> {
  const inventory = syntheticDocuments(INVENTORY, 20250615, NOW.getTime());
  const delta: SearchDocument[] = [...inventory].sort((a, b) => b.addedAt - a.addedAt).slice(0, DELTA);
  const requests = subscriptionRequests(inventory.slice(0, 50_000), SUBSCRIPTIONS);
  const models = inventory.map(({ brand, model }) => ({ brand, model }));
  const db = await database();
  console.log(`${db.kind}: ${SUBSCRIPTIONS.toLocaleString('nl-NL')} subscriptions due, ${DELTA.toLocaleString('nl-NL')} new listings, inventory ${INVENTORY.toLocaleString('nl-NL')}`);
  const loading = performance.now();
  await insertSubscriptions(db, requests);
  // As autovacuum would after a bulk insert: without statistics the planner reads every due row per batch.
  await db.query('analyze mail_subscriptions');
  await db.query('analyze subscriber_addresses');
  console.log(`subscriptions written in ${seconds(performance.now() - loading)} (setup, not counted)`);

  const queries: StandingQuery[] = requests.map((request, index) => ({ id: `s${index}`, request, since: sinceOf(index).getTime() }));
  for (let run = 1; run <= RUNS; run++) {
    await reset(db);
    const matchStarted = performance.now();
    const matches = new Percolator(delta, { now: NOW.getTime(), inventoryModels: models }).match(queries, 10);
    const matchMs = performance.now() - matchStarted;
    const started = performance.now();
    const result = await runAlerts({ db: db.db, now: NOW, loadDelta: async () => delta, loadModels: async () => models });
    const ms = performance.now() - started;
    const [outbox] = await db.query<{ rows: number; bytes: number }>(`select count(*)::int as rows, coalesce(sum(pg_column_size(payload)), 0)::int as bytes from mail_outbox`);
    console.log(
      `run ${run}: ${seconds(ms)} for the whole run (${result.subscriptions.toLocaleString('nl-NL')} subscriptions, ${result.alerts.toLocaleString('nl-NL')} alerts, ` +
        `${outbox?.rows.toLocaleString('nl-NL')} outbox rows, ${Math.round((outbox?.bytes ?? 0) / 1024).toLocaleString('nl-NL')} KB of payload); ` +
        `matching alone ${seconds(matchMs)} (${matches.length.toLocaleString('nl-NL')} alerts): the database's share ×${(ms / matchMs).toFixed(1)}`,
    );
  }
  await db.close();
}

await main();



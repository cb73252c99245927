/**
 * The dealer feed API's throughput (issue 19): 10,000 listings of one dealer pushed through the
 * API's own handler (key check, rate limit, body, per-item validation, importListings, the call
 * log) in calls of 1,000, on PostgreSQL; then how long until the last one is searchable on a
 * second node — a search service on its own connections, fed by the LISTEN/NOTIFY of the import.
 * A second round sends the same listings with new prices (all updated), a third unchanged.
 *
 *   npm run bench:feed                      # postgres://postgres@127.0.0.1:5432/bench_feed, made afresh
 *   BENCH_DATABASE_URL=postgres://… npm run bench:feed
 *   BENCH_LISTINGS=20000 npm run bench:feed
 *
 * The calls are Request objects handed to the route's handler in this process: everything the
 * route does, without the socket (the HTTP front door adds well under a millisecond a call).
 */
import pg from 'pg';
import { connect, type Database } from '../src/db/connect';
import { dealerApi } from '../src/features/dealer-feed/api.server';
import { createDealerKey } from '../src/features/dealer-feed/key-store';
import { createInventoryPlan, generateListing } from '../src/features/inventory/generator';
import { upsertDealers } from '../src/features/inventory/import-listings';
import { SearchService } from '../src/features/search/service/search-service';
import { normaliseSearchRequest } from '../src/lib/search-request/schema';

const URL_DEFAULT = 'postgres://postgres@127.0.0.1:5432/bench_feed';
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const BATCH = 1_000;
const NOW = new Date(Date.UTC(2026, 3, 10));

async function freshDatabase(url: string): Promise<Database> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return connect({ databaseUrl: url });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? URL_DEFAULT;
  const database = await freshDatabase(url);
  const node = await connect({ databaseUrl: url, migrate: false });
  const plan = createInventoryPlan({ seed: 'bench-feed', count: LISTINGS, now: NOW, dealers: 40 });
  await upsertDealers(database, plan.dealers.map((dealer) => dealer.record), { now: NOW });
  const dealer = plan.dealers[0]?.record.externalId ?? '';
  const [dealerRow] = await database.query<{ id: number }>('select id from dealers where external_id = $1', [dealer]);
  const dealerId = Number(dealerRow?.id);
  const { token } = await createDealerKey(database, { label: 'bench', dealerExternalIds: [dealer], scopes: ['listings'] });
  const api = dealerApi({ database: async () => database, rateLimit: null });
  const service = await SearchService.start(node);
  const records = Array.from({ length: LISTINGS }, (_, index) => ({ ...generateListing(plan, index).record, externalId: `BENCH-${index}` }));
  const body = JSON.stringify({ listings: records.slice(0, BATCH) });
  console.log(`feed bench: ${LISTINGS.toLocaleString('en')} listings in calls of ${BATCH}, PostgreSQL ${new URL(url).host}; a call body is about ${(body.length / 1024 / 1024).toFixed(1)} MB`);

  for (const [round, change] of [['create', 0], ['update (new prices)', -10_000], ['unchanged', -10_000]] as const) {
    const calls: number[] = [];
    const started = performance.now();
    let lastCode = '';
    for (let start = 0; start < LISTINGS; start += BATCH) {
      const batch = records.slice(start, start + BATCH).map((record) => ({ ...record, price: record.price + change }));
      const callStarted = performance.now();
      const response = await api.push(new Request('http://bench/api/dealer/v1/listings', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ listings: batch }) }));
      const answer = (await response.json()) as { summary: Record<string, number>; items: { code?: string }[] };
      calls.push(performance.now() - callStarted);
      if (response.status !== 200 || answer.summary.refused) throw new Error(`call refused: ${response.status} ${JSON.stringify(answer.summary)}`);
      lastCode = answer.items.at(-1)?.code ?? lastCode;
    }
    const pushed = performance.now();
    const [last] = await database.query<{ id: number; price: number }>('select id, price from listings where code = $1', [lastCode]);
    const lastId = Number(last?.id);
    // Searchable: found by the other node's index among the dealer's listings at the price just sent.
    const euros = Number(last?.price) / 100;
    const request = normaliseSearchRequest({ dealer: dealerId, price: { min: Math.floor(euros), max: Math.ceil(euros) } });
    const found = () => service.search(request, { facets: false, offset: 0, limit: 100 }).hits.some((hit) => hit.id === lastId);
    while (!found()) await new Promise((resolve) => setTimeout(resolve, 2));
    const searchable = performance.now();
    calls.sort((a, b) => a - b);
    console.log(
      `${round.padEnd(20)} total ${seconds(pushed - started)} (${Math.round(LISTINGS / ((pushed - started) / 1000)).toLocaleString('en')} listings/s); per call median ${seconds(calls[Math.floor(calls.length / 2)] ?? 0)}, slowest ${seconds(calls.at(-1) ?? 0)}; last listing searchable ${Math.round(searchable - pushed)} ms after the last call returned`,
    );
  }
  await service.close();
  await node.close();
  await database.close();
}

await main();

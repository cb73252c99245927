/**
 * The search calls and the search pages through HTTP on `next start`, over a seeded inventory of
 * `--listings` (default 200,000) in PostgreSQL: one request at a time (latency p50/p95/p99 and
 * requests per second), next to a trivial route on the same server; then autocannon with a few
 * connections for throughput. The search box's suggestions (issue 18) are timed keystroke by
 * keystroke over the buyers' sentences of the sentence test set, each text once, as typing sends
 * them (a repeated text would be answered from the count cache). Seeds the database when it does not hold the inventory yet (about
 * two minutes for 200,000) and builds the app when there is no build.
 *
 *   npm run bench:http                       # 200,000 listings, PostgreSQL bench_http
 *   npm run bench:http -- --listings 20000 --rounds 2
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from '../scripts/build-server';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { connect } from '../src/db/connect';
import { seedDemoInventory } from '../src/features/inventory/seed';
import { searchRequestToUrl } from '../src/lib/search-request/url-writer';
import { loadActiveDocuments } from '../src/features/search/service/load-documents';
import { keystrokes, readSentenceQueries } from '../tests/support/sentence-queries';
import { benchmarkQueries } from './queries';
import { createDatabaseIfMissing } from './postgres-database';
import { PRODUCTION_SECRETS } from './production-secrets';
import { timedRequest } from './timed-request';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '200000' },
    port: { type: 'string', default: '3400' },
    rounds: { type: 'string', default: '3' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_http' },
    'skip-pages': { type: 'boolean', default: false },
    slowest: { type: 'string', default: '0' },
    // Seconds to let the server settle after its start before anything is timed (see the README's results of session 22).
    settle: { type: 'string', default: '0' },
  },
});
const listings = Number(values.listings);
const rounds = Number(values.rounds);
const databaseUrl = values['database-url'];
const base = `http://127.0.0.1:${values.port}`;
const distDir = process.env.NEXT_DIST_DIR ?? '.next';

const ensureDatabase = () => createDatabaseIfMissing(databaseUrl);

async function prepareInventory() {
  await ensureDatabase();
  const database = await connect({ databaseUrl });
  try {
    const [row] = await database.query<{ n: number }>('select count(*)::int as n from listings');
    if ((row?.n ?? 0) !== listings) {
      console.log(`Seeding ${listings.toLocaleString('en')} listings into ${databaseUrl} …`);
      await database.query('truncate listings, dealers restart identity cascade');
      const summary = await seedDemoInventory(database, { count: listings, seed: 2026 });
      console.log(`  seeded in ${(summary.ms / 1000).toFixed(1)} s`);
    }
    return await loadActiveDocuments(database.db);
  } finally {
    await database.close();
  }
}

function ensureBuild(): void {
  if (existsSync(path.join(distDir, 'BUILD_ID'))) return;
  console.log('Building the app …');
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('next build failed');
}

async function startServer(): Promise<ChildProcess> {
  // The production server (scripts/serve.ts: Next.js behind the front door), bundled as `npm start` runs it.
  const server = spawn(process.execPath, [buildServer(process.cwd(), distDir)], {
    env: { ...process.env, ...PRODUCTION_SECRETS, DATABASE_URL: databaseUrl, APP_ENV: 'production', SITE_URL: base, PORT: values.port ?? '3400', LISTEN_HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const started = performance.now();
  for (;;) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) {
        const body = (await response.json()) as { listings: number };
        console.log(`Server ready with ${body.listings.toLocaleString('en')} listings indexed after ${((performance.now() - started) / 1000).toFixed(1)} s`);
        return server;
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const timed = (call: Call): Promise<number> => timedRequest({ method: call.method, url: base + call.path, body: call.body });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** One at a time: `warmUp` first, untimed, then `calls` for `times` rounds. */
async function measure(label: string, calls: Call[], { warmUp = calls, times = rounds }: { warmUp?: Call[]; times?: number } = {}): Promise<void> {
  for (const call of warmUp) await timed(call);
  const latencies: number[] = [];
  const byCall = new Map<Call, number[]>();
  const started = performance.now();
  for (let round = 0; round < times; round++)
    for (const call of calls) {
      const latency = await timed(call);
      latencies.push(latency);
      byCall.set(call, [...(byCall.get(call) ?? []), latency]);
    }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  // --slowest N: which calls make the tail (by their median over the rounds), to know what to fix.
  const slowest = Number(values.slowest);
  if (slowest > 0) {
    const medians = [...byCall].map(([call, times]) => [call, times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0] as const);
    for (const [call, median] of medians.sort((a, b) => b[1] - a[1]).slice(0, slowest)) console.log(`    ${median.toFixed(1).padStart(7)} ms  ${call.method} ${call.path}${call.body ? ` ${call.body.slice(0, 120)}` : ''}`);
  }
  const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
  console.log(`${label.padEnd(34)} n=${String(latencies.length).padStart(5)}  p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}  ${Math.round(latencies.length / seconds).toString().padStart(5)} req/s`);
}

async function cannon(label: string, requests: Call[]): Promise<void> {
  const result = await autocannon({
    url: base,
    connections: 4,
    duration: 10,
    requests: requests.map((call) => ({ method: call.method, path: call.path, body: call.body, headers: call.body ? { 'content-type': 'application/json' } : {} })),
  });
  console.log(
    `${label.padEnd(34)} autocannon 4 connections 10 s: ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
}

// The listings are read for the query mix and let go before anything is timed: a client holding
// 200,000 of them collected its garbage in the middle of the timings, and its pauses read as the
// server's tail (the trivial route's p99 was 5–9 ms; a client without them measured 1 ms).
const { queries, listingCount } = await prepareInventory().then((documents) => ({ queries: benchmarkQueries(documents), listingCount: documents.length }));
(globalThis as { gc?: () => void }).gc?.();
console.log(`${listingCount.toLocaleString('en')} active listings, ${queries.length} queries × ${rounds} rounds, one at a time`);
ensureBuild();
const server = await startServer();
const settleSeconds = Number(values.settle);
if (settleSeconds > 0) {
  // A server just started is still collecting what building its index left behind; one that has run a while has not.
  console.log(`Letting the server settle for ${settleSeconds} s …`);
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
}
try {
  const bodies = queries.map((query) => JSON.stringify(query.request));
  // Three floors: /api/health is answered by the front door alone (decision 038); /robots.txt goes
  // through Next but not the page proxy; /api/ready goes through both, as every search call does, and
  // asks the database one `select 1`.
  await measure('trivial route GET /api/health', queries.map(() => ({ method: 'GET', path: '/api/health' })));
  await measure('Next without the proxy GET /robots.txt', queries.map(() => ({ method: 'GET', path: '/robots.txt' })));
  await measure('Next and proxy GET /api/ready', queries.map(() => ({ method: 'GET', path: '/api/ready' })));
  await measure('POST /api/client/search/results', bodies.map((body) => ({ method: 'POST', path: '/api/client/search/results', body })));
  await measure('POST /api/client/search/facets', bodies.map((body) => ({ method: 'POST', path: '/api/client/search/facets', body })));
  const pagesServed = !values['skip-pages'] && (await fetch(base + '/auto')).ok;
  // A page past the end of its list is a 404 by design; the page mix keeps the pages that exist.
  const pages: Call[] = [];
  if (pagesServed) {
    for (const query of queries) {
      const path = searchRequestToUrl(query.request);
      if ((await fetch(base + path, { method: 'HEAD' })).ok) pages.push({ method: 'GET', path });
    }
    console.log(`${pages.length} of ${queries.length} queries have a result page (the others ask for a page past the end)`);
  }
  if (pagesServed) await measure('GET search pages (server render)', pages);
  // As bench:suggest: the first 40 sentences warm up (the vocabulary is built on the first call).
  const suggestCalls = readSentenceQueries().map((row): Call[] => keystrokes(row.query).map((text) => ({ method: 'GET', path: `/api/client/search/suggest?q=${encodeURIComponent(text)}` })));
  await measure('GET /api/client/search/suggest', suggestCalls.slice(40).flat(), { warmUp: suggestCalls.slice(0, 40).flat(), times: 1 });
  await measure('trivial route GET /api/health, again', queries.map(() => ({ method: 'GET', path: '/api/health' })));
  await cannon('trivial route GET /api/health', [{ method: 'GET', path: '/api/health' }]);
  await cannon('POST /api/client/search/results', bodies.slice(0, 50).map((body) => ({ method: 'POST', path: '/api/client/search/results', body })));
  if (pagesServed) await cannon('GET search pages (server render)', pages.slice(0, 50));
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}

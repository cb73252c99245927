/**
 * A memory soak of one node (issue 19, decision 038): steady search and feed traffic for
 * `--minutes`, with the node's resident memory and heap printed every 30 s and the slope at the end.
 *
 *   npm run bench:soak                                    # 10 minutes at 100,000 listings, port 3050
 *   npm run bench:soak -- --minutes 30 --listings 20000
 *   BENCH_DATABASE_URL=postgres://…/feedops_soak npm run bench:soak
 *
 * The node is the production server (front door and app server, from the build in NEXT_DIST_DIR) on
 * its own database, seeded when it holds another number of listings. Its processes are started with
 * bench/memory-probe.mjs preloaded, which writes each one's process.memoryUsage() to a file: the
 * app server's heap is read from there. Traffic: autocannon with `--connections` on the search API
 * and search pages (the stock's makes, so the page caches see many keys), and a feed updating 50
 * of the dealer's listings with new prices every 5 s (the index and the market change all the time).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { connect } from '../src/db/connect';
import { createInventoryPlan, generateListing } from '../src/features/inventory/generator';
import { normaliseSearchRequest, type SearchRequestInput } from '../src/lib/search-request/schema';
import { searchRequestToUrl } from '../src/lib/search-request/url-writer';
import { benchDealerKey, killNode, prepareDatabase, serverEntry, startNode, waitReady } from './node-fleet';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    listings: { type: 'string', default: '100000' },
    port: { type: 'string', default: '3050' },
    connections: { type: 'string', default: '2' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/feedops_soak' },
  },
});
const MINUTES = Number(values.minutes);
const LISTINGS = Number(values.listings);
const SAMPLE_MS = 30_000;
const databaseUrl = values['database-url'];

interface Memory {
  pid: number;
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The memory files of the node's processes: the app server is the one whose parent is the front door. */
function readMemory(dir: string, frontDoorPid: number): { frontDoor?: Memory; app?: Memory } {
  const found: { frontDoor?: Memory; app?: Memory } = {};
  for (const name of readdirSync(dir)) {
    try {
      const memory = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Memory & { ppid: number };
      if (memory.pid === frontDoorPid) found.frontDoor = memory;
      else if (memory.ppid === frontDoorPid) found.app = memory;
    } catch {
      // Being written right now: the next sample reads it.
    }
  }
  return found;
}

/** Resident memory as the kernel counts it: read even while the process is too busy to write its probe file. */
function residentBytes(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** Least-squares slope of y over x. */
function slope(points: readonly [number, number][]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const sxy = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return sxx ? sxy / sxx : 0;
}

async function main(): Promise<void> {
  await prepareDatabase(databaseUrl, LISTINGS);
  const memoryDir = mkdtempSync(path.join(os.tmpdir(), 'soak-memory-'));
  const probe = pathToFileURL(path.resolve('bench/memory-probe.mjs')).href;
  const node = startNode(serverEntry(), { databaseUrl, port: Number(values.port), env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${probe}`.trim(), SOAK_MEMORY_DIR: memoryDir, LOG_LEVEL: 'warn' } });
  process.on('exit', () => {
    killNode(node);
    rmSync(memoryDir, { recursive: true, force: true });
  });
  process.on('SIGINT', () => process.exit(130));
  const ready = await waitReady(node);
  const frontDoorPid = node.process.pid ?? 0;
  await new Promise((resolve) => setTimeout(resolve, 5_500));
  const atStart = readMemory(memoryDir, frontDoorPid);
  console.log(`soak: ${ready.listings.toLocaleString('en')} listings indexed after ${(ready.ms / 1000).toFixed(1)} s; app server RSS ${mb(atStart.app?.rss ?? 0)} MB, heap ${mb(atStart.app?.heapUsed ?? 0)} MB at rest`);

  const database = await connect({ databaseUrl, migrate: false });
  const makes = (await database.query<{ mobility_type: string; brand: string }>('select mobility_type, brand from listings where is_active group by 1, 2 order by count(*) desc limit 60')).map((row) => ({ mobilityType: row.mobility_type, brand: [row.brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')] }));
  await database.close();
  const searches: SearchRequestInput[] = [{}, ...(makes as SearchRequestInput[]), ...makes.slice(0, 20).map((make) => ({ ...make, page: 2 }) as SearchRequestInput)];
  const pages: string[] = [];
  for (const input of searches) {
    try {
      const url = searchRequestToUrl(normaliseSearchRequest(input));
      if ((await fetch(node.base + url, { method: 'HEAD' })).ok) pages.push(url);
    } catch {
      // A make the URL grammar does not know: left out of the page mix.
    }
  }
  const requests = [
    ...searches.map((input) => ({ method: 'POST' as const, path: '/api/client/search/results', body: JSON.stringify(input), headers: { 'content-type': 'application/json' } })),
    ...pages.map((url) => ({ method: 'GET' as const, path: url })),
  ];
  console.log(`traffic: autocannon ${values.connections} connections over ${searches.length} search API calls and ${pages.length} pages; feed: 50 price updates every 5 s; ${MINUTES} min`);

  const key = await benchDealerKey(databaseUrl);
  const plan = createInventoryPlan({ seed: 'bench-soak', count: 500, now: new Date(), dealers: 5 });
  const stock = Array.from({ length: 500 }, (_, index) => ({ ...generateListing(plan, index).record, externalId: `NODES-SOAK-${index}` }));
  let feedCalls = 0;
  let feedFailures = 0;
  const until = Date.now() + MINUTES * 60_000;
  const feed = (async () => {
    for (let round = 0; Date.now() < until; round++) {
      const batch = Array.from({ length: 50 }, (_, i) => {
        const record = stock[(round * 50 + i) % stock.length] ?? stock[0];
        return { ...record, price: (record?.price ?? 1_000_000) + (round % 7) * 10_000 };
      });
      feedCalls++;
      try {
        const response = await fetch(`${node.base}/api/dealer/v1/listings`, { method: 'POST', headers: { authorization: `Bearer ${key.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ listings: batch }), signal: AbortSignal.timeout(60_000) });
        await response.arrayBuffer();
        if (!response.ok) feedFailures++;
      } catch (error) {
        // A node too busy to answer within a minute: counted, and the soak goes on.
        feedFailures++;
        console.log(`feed call failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  })();
  const load = autocannon({ url: node.base, connections: Number(values.connections), duration: MINUTES * 60, requests });

  const started = Date.now();
  const samples: [number, number, number][] = [];
  const sample = () => {
    const memory = readMemory(memoryDir, frontDoorPid);
    const minutes = (Date.now() - started) / 60_000;
    const app = memory.app;
    if (!app) return;
    const rss = residentBytes(app.pid) ?? app.rss;
    // The probe writes every 5 s from the app's event loop: an older file means the loop was blocked that long.
    const probeAge = Math.round((Date.now() - app.at) / 1000);
    samples.push([minutes, mb(rss), mb(app.heapUsed)]);
    console.log(
      `${minutes.toFixed(1).padStart(5)} min  app server RSS ${String(mb(rss)).padStart(5)} MB  heap ${String(mb(app.heapUsed)).padStart(5)} / ${mb(app.heapTotal)} MB (probe ${probeAge} s old)  external ${mb(app.external)} MB (buffers ${mb(app.arrayBuffers)})  front door RSS ${mb(memory.frontDoor?.rss ?? 0)} MB`,
    );
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  const result = await load;
  await feed;
  clearInterval(timer);
  sample();

  const rss = samples.map(([minutes, value]) => [minutes, value] as [number, number]);
  const heap = samples.map(([minutes, , value]) => [minutes, value] as [number, number]);
  const secondHalf = (points: [number, number][]) => points.filter(([minutes]) => minutes >= MINUTES / 2);
  console.log(
    `\nload: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, errors ${result.errors}, non-2xx ${result.non2xx}; feed ${feedCalls} calls, ${feedFailures} failed`,
  );
  console.log(`slope, MB per hour: RSS ${(slope(rss) * 60).toFixed(0)} over the run, ${(slope(secondHalf(rss)) * 60).toFixed(0)} over its second half; heap ${(slope(heap) * 60).toFixed(0)} and ${(slope(secondHalf(heap)) * 60).toFixed(0)}`);
  const rssValues = rss.map(([, value]) => value);
  console.log(`RSS: ${rssValues[0] ?? 0} MB at the first sample, ${Math.max(...rssValues, 0)} MB at most, ${rssValues.at(-1) ?? 0} MB at the end, with ${ready.listings.toLocaleString('en')} listings indexed (the whole app server, not only the index)`);
}

await main();
process.exit();

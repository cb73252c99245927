/**
 * Issue 12's bounded load: /favorieten with the largest favourites cookie a browser keeps, under
 * autocannon (4 connections, 30 s), while a second client measures /api/health one request at a
 * time. Health's p99 under that load is reported as a ratio to its quiet p99 measured in the same
 * run (before the load), beside the same load on /auto as a baseline: a visitor-written cookie must
 * not stall the node for everyone else.
 * Runs against a server that is already up (`npm start`, or a bench build):
 *
 *   npm run bench:favourites                          # http://127.0.0.1:3000
 *   npm run bench:favourites -- --url http://127.0.0.1:3400 --seconds 30
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    seconds: { type: 'string', default: '30' },
    connections: { type: 'string', default: '4' },
    'quiet-requests': { type: 'string', default: '300' },
  },
});
const base = values.url.replace(/\/$/, '');
const seconds = Number(values.seconds);

/** About 760 five-digit ids: what fits in the 4 KB a browser keeps for one cookie. */
function largestBrowserCookie(): string {
  const ids: number[] = [];
  let length = 0;
  for (let id = 10_000; length + String(id).length + 1 < 3_900; id++) {
    ids.push(id);
    length += String(id).length + 1;
  }
  return `viaBOVAG-Favorites=${ids.join('|')}`;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function timeHealth(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/health`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/api/health answered ${response.status}`);
  return performance.now() - started;
}

async function sampleHealth(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await timeHealth());
  return times.sort((a, b) => a - b);
}

function summary(label: string, sorted: number[]): string {
  return `${label}: n=${sorted.length} p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
}

const cookie = largestBrowserCookie();
const page = await fetch(`${base}/favorieten`, { headers: { cookie } });
const html = await page.text();
console.log(`/favorieten with a ${cookie.length}-byte cookie: ${page.status}, ${(html.length / 1024).toFixed(0)} KB of HTML`);

for (let i = 0; i < 20; i++) await timeHealth();
const quiet = await sampleHealth(Number(values['quiet-requests']));
console.log(summary('health, quiet', quiet));

/** Health timed one request at a time while autocannon loads `path` with these headers. */
async function healthUnderLoad(path: string, headers: Record<string, string>): Promise<{ health: number[]; line: string }> {
  const health: number[] = [];
  let loading = true;
  const sampler = (async () => {
    while (loading) health.push(await timeHealth());
  })();
  const load = await autocannon({ url: `${base}${path}`, connections: Number(values.connections), duration: seconds, headers });
  loading = false;
  await sampler;
  health.sort((a, b) => a - b);
  const line = `autocannon ${path}: ${load.requests.average.toFixed(1)} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, non-2xx ${load.non2xx}, errors ${load.errors}`;
  return { health, line };
}

// The baseline: the same load on a search page, which no cookie makes dearer.
const baseline = await healthUnderLoad('/auto', {});
console.log(baseline.line);
console.log(summary('health, under /auto load', baseline.health));
const favourites = await healthUnderLoad('/favorieten', { cookie });
console.log(favourites.line);
console.log(summary('health, under /favorieten load', favourites.health));
const quietP99 = percentile(quiet, 99);
console.log(`health p99 / quiet p99: under /favorieten ${(percentile(favourites.health, 99) / quietP99).toFixed(2)}×, under /auto ${(percentile(baseline.health, 99) / quietP99).toFixed(2)}× (issue 12 asks for at most 3× under /favorieten)`);

/**
 * Search alerts benchmark: one percolation run (src/search-engine/percolate.ts) of 100,000 saved
 * searches against a day's 5,000 new or changed listings over a 200,000-listing inventory, how its
 * cost grows with each of the three sizes, and the naive way (every subscription searched over the
 * whole inventory, its hits filtered by added time) measured on a sample and extrapolated.
 *
 *   node --expose-gc --max-old-space-size=8192 --import tsx bench/alerts.ts
 */
import type { SearchDocument } from '../src/search-engine/document';
import { SearchEngine } from '../src/search-engine/engine';
import { percolate, Percolator, type PercolationMatch, type StandingQuery } from '../src/search-engine/percolate';
import { subscriptionRequests } from './queries';
import { seeded } from './seeded-random';
import { syntheticDocuments } from './synthetic-documents';

const NOW = Date.UTC(2025, 5, 15);
const DAY = 86_400_000;
const SUBSCRIPTIONS = 100_000;
const DELTA = 5_000;
const INVENTORY = 200_000;
/** Of a day's batch, this share are listings added that day; the rest are older listings that changed. */
const NEW_SHARE = 0.8;
const NAIVE_SAMPLE = 1_000;
const LIMIT = 10;
/** Subscriptions per transaction in the alert job (features/saved-searches/alerts). */
const JOB_BATCH = 2_000;

function collect(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const count = (value: number) => value.toLocaleString('nl-NL');

/** The batch an alert run sees: the newest listings, plus older ones that changed that day (price, photos). */
function dayBatch(inventory: readonly SearchDocument[], size: number, seed = 5): SearchDocument[] {
  const newestFirst = [...inventory].sort((a, b) => b.addedAt - a.addedAt);
  const fresh = Math.round(size * NEW_SHARE);
  const batch = newestFirst.slice(0, fresh);
  const random = seeded(seed);
  const chosen = new Set<number>();
  while (batch.length < size && chosen.size < newestFirst.length - fresh) {
    const position = fresh + Math.floor(random() * (newestFirst.length - fresh));
    if (chosen.has(position)) continue;
    chosen.add(position);
    const changed = newestFirst[position];
    if (changed) batch.push(changed);
  }
  return batch;
}

/** Subscriptions of the query mix, last mailed between one and seven days ago. */
function subscriptions(inventory: readonly SearchDocument[], size: number): StandingQuery[] {
  const random = seeded(9);
  return subscriptionRequests(inventory.slice(0, 50_000), size).map((request, index) => ({ id: `s${index}`, request, since: NOW - (1 + random() * 6) * DAY }));
}

interface Timing {
  median: number;
  min: number;
  matches: PercolationMatch[];
}

/** Median and fastest of `runs` runs, after one run to warm the compiled scan loops up. */
function timePercolation(delta: readonly SearchDocument[], queries: readonly StandingQuery[], inventory: readonly SearchDocument[], runs = 3): Timing {
  const run = () => percolate(delta, queries, { now: NOW, limit: LIMIT, inventoryModels: inventory });
  let matches = run();
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    collect();
    const started = performance.now();
    matches = run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, min: times[0] ?? 0, matches };
}

function describe(timing: Timing): string {
  const mailed = timing.matches.reduce((sum, match) => sum + match.listingIds.length, 0);
  const total = timing.matches.reduce((sum, match) => sum + match.total, 0);
  return `median ${seconds(timing.median).padStart(7)}, min ${seconds(timing.min).padStart(7)}   (${count(timing.matches.length)} with news, ${count(mailed)} ids mailed, ${count(total)} matches in all)`;
}

/**
 * The naive way on a sample: each subscription searched over the whole inventory (every hit, no
 * facets) and its hits kept when in the batch and added after `since`. Returns the time and the
 * totals, which must equal percolation's for the same subscriptions.
 */
function naive(engine: SearchEngine, inventory: readonly SearchDocument[], delta: readonly SearchDocument[], sample: readonly StandingQuery[]): { ms: number; totals: Map<string, number> } {
  const addedAt = new Float64Array(inventory.reduce((max, doc) => Math.max(max, doc.id), 0) + 1).fill(Number.NaN);
  for (const doc of delta) addedAt[doc.id] = doc.addedAt;
  const answer = (query: StandingQuery) => {
    const hits = engine.search(query.request, { now: NOW, facets: false, offset: 0, limit: engine.size }).hits;
    const ids: number[] = [];
    let total = 0;
    for (const hit of hits) {
      // NaN (not in the batch) fails the comparison.
      if (!((addedAt[hit.id] ?? Number.NaN) > query.since)) continue;
      total++;
      if (ids.length < LIMIT) ids.push(hit.id);
    }
    return total;
  };
  for (const query of sample.slice(0, 100)) answer(query);
  collect();
  const totals = new Map<string, number>();
  const started = performance.now();
  for (const query of sample) totals.set(query.id, answer(query));
  return { ms: performance.now() - started, totals };
}

/** The alert job reads subscriptions a transaction at a time: one Percolator for all, or a percolate() per transaction. */
function printJobBatches(delta: readonly SearchDocument[], queries: readonly StandingQuery[], inventory: readonly SearchDocument[]): void {
  const batches: StandingQuery[][] = [];
  for (let start = 0; start < queries.length; start += JOB_BATCH) batches.push(queries.slice(start, start + JOB_BATCH));
  collect();
  let started = performance.now();
  const percolator = new Percolator(delta, { now: NOW, inventoryModels: inventory });
  const shared = batches.reduce((found, batch) => found + percolator.match(batch, LIMIT).length, 0);
  const sharedMs = performance.now() - started;
  collect();
  started = performance.now();
  const separate = batches.reduce((found, batch) => found + percolate(delta, batch, { now: NOW, limit: LIMIT, inventoryModels: inventory }).length, 0);
  const separateMs = performance.now() - started;
  console.log(`in ${batches.length} batches of ${count(JOB_BATCH)} subscriptions (one run each): one Percolator ${seconds(sharedMs)}, a percolate() call per batch ${seconds(separateMs)} (${count(shared)} / ${count(separate)} with news)`);
}

function main(): void {
  const started = performance.now();
  const inventory = syntheticDocuments(INVENTORY);
  const smallInventory = syntheticDocuments(50_000, 20250616);
  const queries = subscriptions(inventory, SUBSCRIPTIONS);
  const delta = dayBatch(inventory, DELTA);
  const fresh = delta.filter((doc) => doc.addedAt > NOW - DAY).length;
  const distinct = new Set(queries.map((query) => JSON.stringify({ ...query.request, page: 1 }))).size;
  console.log(`inventory ${count(INVENTORY)} synthetic listings; batch ${count(DELTA)} (${count(fresh)} added in the last 24 h, the rest older listings that changed)`);
  console.log(`subscriptions ${count(SUBSCRIPTIONS)} from the query mix of bench/queries.ts (${count(distinct)} distinct searches), since 1–7 days ago; ${LIMIT} ids per alert`);
  console.log(`(setup ${seconds(performance.now() - started)}; every figure below is one run on one core, median of 3 after a warm-up)\n`);

  const main = timePercolation(delta, queries, inventory);
  console.log(`one percolation run, ${count(SUBSCRIPTIONS)} × ${count(DELTA)} over ${count(INVENTORY)}: ${describe(main)}\n`);

  console.log(`subscriptions (batch ${count(DELTA)}, inventory ${count(INVENTORY)}):`);
  for (const size of [25_000, 50_000, 100_000]) {
    const timing = size === SUBSCRIPTIONS ? main : timePercolation(delta, queries.slice(0, size), inventory);
    console.log(`  ${count(size).padStart(7)}: ${describe(timing)}`);
  }
  console.log(`batch (${count(SUBSCRIPTIONS)} subscriptions, inventory ${count(INVENTORY)}):`);
  for (const size of [1_250, 2_500, 5_000]) {
    const timing = size === DELTA ? main : timePercolation(dayBatch(inventory, size), queries, inventory);
    console.log(`  ${count(size).padStart(7)}: ${describe(timing)}`);
  }
  console.log(`inventory (${count(SUBSCRIPTIONS)} subscriptions, batch ${count(DELTA)} of it):`);
  const small = timePercolation(dayBatch(smallInventory, DELTA), queries, smallInventory);
  console.log(`  ${count(50_000).padStart(7)}: ${describe(small)}`);
  console.log(`  ${count(INVENTORY).padStart(7)}: ${describe(main)}`);

  printJobBatches(delta, queries, inventory);

  const buildStarted = performance.now();
  const engine = SearchEngine.build(inventory, inventory.length);
  const buildMs = performance.now() - buildStarted;
  const step = Math.floor(SUBSCRIPTIONS / NAIVE_SAMPLE);
  const sample = queries.filter((_, index) => index % step === 0).slice(0, NAIVE_SAMPLE);
  const baseline = naive(engine, inventory, delta, sample);
  const extrapolated = (baseline.ms / sample.length) * SUBSCRIPTIONS;
  const percolated = new Map(main.matches.map((match) => [match.queryId, match.total]));
  const disagreements = sample.filter((query) => (percolated.get(query.id) ?? 0) !== baseline.totals.get(query.id)).length;
  console.log(`\nnaive: each subscription searched over all ${count(INVENTORY)} listings (index built in ${seconds(buildMs)}, not counted), hits filtered by batch and added time`);
  console.log(`  ${count(sample.length)} subscriptions (every ${step}th): ${seconds(baseline.ms)}, ${(baseline.ms / sample.length).toFixed(2)} ms each`);
  console.log(`  extrapolated to ${count(SUBSCRIPTIONS)}: ${seconds(extrapolated)}; percolation ×${(extrapolated / main.median).toFixed(0)} faster (median run)`);
  console.log(`  totals of the sample equal percolation's: ${disagreements === 0 ? 'yes' : `NO, ${disagreements} differ`}`);
  console.log(`\nbenchmark took ${seconds(performance.now() - started)}`);
}

main();

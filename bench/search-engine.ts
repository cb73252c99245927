/**
 * Search engine benchmark: builds the index over synthetic listings at each size and answers the
 * query mix of queries.ts one at a time on one core — the full answer every time (count, the page
 * of 24, every facet). With --postgres it runs the same queries as SQL against PostgreSQL.
 *
 *   node --expose-gc --max-old-space-size=6144 --import tsx bench/search-engine.ts [--sizes 200000,1000000] [--postgres] [--postgres-queries 60] [--inventory]
 *
 * --inventory indexes the demo inventory (the generator `npm start` seeds from) instead of the
 * benchmark's own synthetic listings.
 */
import { SearchEngine } from '../src/search-engine/engine';
import { benchmarkQueries, type BenchQuery } from './queries';
import { runPostgresBaseline } from './postgres-baseline';
import { inventoryDocumentStream } from './inventory-documents';
import { syntheticDocumentStream, syntheticDocuments } from './synthetic-documents';

const NOW = Date.UTC(2025, 5, 15);
const REPEATS = 3;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function collect(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
}

function usedBytes(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const ms = (value: number) => value.toFixed(value < 10 ? 3 : 1).padStart(8);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
  byCategory: Map<string, number[]>;
}

function summarise(samples: { category: string; ms: number }[], wallMs: number): LatencySummary {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const byCategory = new Map<string, number[]>();
  for (const sample of samples) byCategory.set(sample.category, [...(byCategory.get(sample.category) ?? []), sample.ms]);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    perSecond: (samples.length / wallMs) * 1000,
    byCategory,
  };
}

function runEngine(engine: SearchEngine, queries: BenchQuery[]): LatencySummary {
  for (const query of queries) engine.search(query.request, { now: NOW });
  for (const query of queries) engine.search(query.request, { now: NOW });
  const samples: { category: string; ms: number }[] = [];
  const started = performance.now();
  for (let repeat = 0; repeat < REPEATS; repeat++) {
    for (const query of queries) {
      const before = performance.now();
      engine.search(query.request, { now: NOW });
      samples.push({ category: query.category, ms: performance.now() - before });
    }
  }
  return summarise(samples, performance.now() - started);
}

function printCategories(summary: LatencySummary, baseline?: LatencySummary): void {
  console.log(`  ${'category'.padEnd(24)} ${'n'.padStart(4)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}${baseline ? `   ${'pg p50'.padStart(8)} ${'pg p99'.padStart(8)}` : ''}`);
  for (const [category, values] of summary.byCategory) {
    const sorted = [...values].sort((a, b) => a - b);
    const pg = baseline?.byCategory.get(category)?.sort((a, b) => a - b);
    const pgColumns = pg ? `   ${ms(percentile(pg, 50))} ${ms(percentile(pg, 99))}` : '';
    console.log(`  ${category.padEnd(24)} ${String(values.length).padStart(4)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 99))}${pgColumns}`);
  }
}

async function main(): Promise<void> {
  const sizes = (argument('--sizes') ?? '200000,1000000').split(',').map(Number);
  const withPostgres = process.argv.includes('--postgres');
  const source = process.argv.includes('--inventory') ? inventoryDocumentStream : syntheticDocumentStream;
  console.log(`listings: ${source === inventoryDocumentStream ? 'the demo inventory generator' : 'synthetic (bench/synthetic-documents.ts)'}`);
  if (!(globalThis as { gc?: unknown }).gc) console.log('(run node with --expose-gc for exact memory figures)');
  for (const size of sizes) {
    console.log(`\n== ${size.toLocaleString('nl-NL')} listings ==`);
    const queries = benchmarkQueries(source === inventoryDocumentStream ? [...inventoryDocumentStream(Math.min(size, 50_000))] : syntheticDocuments(Math.min(size, 50_000)));
    // Synthetic listings are streamed into the index (as a loader streams database pages); generating
    // them is timed apart and left out. Inventory listings are slower to generate and their timing
    // too noisy to subtract, so they are generated first and the build reads them from an array.
    let generated = 0;
    const generationStarted = performance.now();
    const materialised = source === inventoryDocumentStream ? [...source(size)] : null;
    if (!materialised) for (const document of source(size)) generated += document.id > 0 ? 1 : 0;
    else generated = materialised.length;
    const generationMs = performance.now() - generationStarted;
    collect();
    const before = usedBytes();
    const buildStarted = performance.now();
    const engine = SearchEngine.build(materialised ?? source(size), size);
    const buildMs = performance.now() - buildStarted - (materialised ? 0 : generationMs);
    collect();
    const indexBytes = usedBytes() - before;
    console.log(
      `index build ${buildMs.toFixed(0)} ms (${generated.toLocaleString('nl-NL')} listings; generating them took another ${generationMs.toFixed(0)} ms), index memory ${mb(indexBytes)} (heap + typed arrays), process ${mb(process.memoryUsage().rss)} resident`,
    );
    const prepareStarted = performance.now();
    engine.prepareAllOrders();
    console.log(`presorted permutations for all 11 orders × 5 scopes: ${(performance.now() - prepareStarted).toFixed(0)} ms (made on first use otherwise)`);
    const summary = runEngine(engine, queries);
    console.log(
      `engine: ${queries.length} queries × ${REPEATS}, full answer (count, page of 24, every facet): p50 ${summary.p50.toFixed(3)} ms, p95 ${summary.p95.toFixed(3)} ms, p99 ${summary.p99.toFixed(3)} ms, max ${summary.max.toFixed(2)} ms, ${summary.perSecond.toFixed(0)} queries/s on one core`,
    );
    let baseline: LatencySummary | undefined;
    if (withPostgres) {
      // Every n-th query, so each category stays represented when the baseline is too slow to run all.
      const limit = Number(argument('--postgres-queries') ?? queries.length);
      const step = Math.max(1, Math.floor(queries.length / Math.max(1, limit)));
      const sample = queries.filter((_, position) => position % step === 0).slice(0, limit);
      const result = await runPostgresBaseline(source(size), sample, NOW);
      baseline = summarise(result.samples, result.wallMs);
      console.log(
        `postgres (${result.description}): p50 ${baseline.p50.toFixed(1)} ms, p95 ${baseline.p95.toFixed(1)} ms, p99 ${baseline.p99.toFixed(1)} ms, ${baseline.perSecond.toFixed(1)} queries/s`,
      );
      console.log(`speed-up: p50 ×${(baseline.p50 / summary.p50).toFixed(0)}, p95 ×${(baseline.p95 / summary.p95).toFixed(0)}, p99 ×${(baseline.p99 / summary.p99).toFixed(0)}`);
    }
    printCategories(summary, baseline);
  }
}

await main();

/**
 * The valuation core (src/valuation, decision 022): how close its expected price comes to asking
 * prices, how long it takes to build and how much memory it holds, and how fast it answers.
 *
 *   node --expose-gc --max-old-space-size=8192 --import tsx bench/valuation.ts
 *   node --expose-gc --max-old-space-size=8192 --import tsx bench/valuation.ts --sizes 200000 --demo 20000
 *
 * Accuracy is leave-one-out over the demo inventory (the generator `npm start` seeds from): each
 * active listing valued by the model without it, against its own asking price. The demo prices
 * come from a generator with a known price law plus noise, so this is an upper bound on what real
 * prices would give. Speed is measured on the search benchmark's synthetic listings, beside the
 * search index built over the same listings in the same run (the baseline).
 */
import { createInventoryPlan, generateListing } from '../src/features/inventory/generator';
import { SearchEngine } from '../src/search-engine/engine';
import { MarketModel, type MarketListing, type MarketValue } from '../src/valuation';
import { syntheticDocuments } from './synthetic-documents';
import type { SearchDocument } from '../src/search-engine/document';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const SIZES = option('sizes', '200000,1000000').split(',').map(Number);
const DEMO = Number(option('demo', '20000'));
const LOOKUPS = 20_000;
const NOW = new Date(Date.UTC(2026, 10, 1));

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function heapMb(): number {
  gc();
  const usage = process.memoryUsage();
  return (usage.heapUsed + usage.arrayBuffers) / 1_048_576;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
}

function fromDocument(document: SearchDocument): MarketListing {
  return { ...document, fuel: document.fuel[0] ?? null };
}

function accuracy(): void {
  const plan = createInventoryPlan({ seed: 20251121, count: DEMO, now: NOW });
  const listings: MarketListing[] = [];
  for (let index = 0; index < DEMO; index++) {
    const { record } = generateListing(plan, index);
    if (!record.isActive) continue;
    listings.push({
      id: index + 1,
      mobilityType: record.mobilityType,
      kind: record.kind,
      brand: record.brand,
      model: record.model,
      bodyType: record.bodyType,
      fuel: record.fuelTypes[0] ?? null,
      transmission: record.transmission,
      powerKw: record.powerKw,
      year: record.year,
      month: record.month,
      mileage: record.mobilityType === 'bicycle' ? null : record.mileage,
      price: record.price,
    });
  }
  const model = MarketModel.build(listings, { now: NOW });
  const byType = new Map<string, { errors: number[]; rated: number; valued: number; total: number }>();
  const byComparables = new Map<string, number[]>();
  const bucketOf = (value: MarketValue) => {
    const n = value.comparables;
    const bucket = n < 10 ? '4–9' : n < 20 ? '10–19' : n < 50 ? '20–49' : '50+';
    return `${value.level} ${bucket}`;
  };
  for (const listing of listings) {
    const entry = byType.get(listing.mobilityType) ?? { errors: [], rated: 0, valued: 0, total: 0 };
    byType.set(listing.mobilityType, entry);
    entry.total++;
    const value = model.value(listing, { excludeId: listing.id });
    if (!value) continue;
    const error = Math.abs(value.expected - listing.price) / listing.price;
    entry.valued++;
    if (value.confidence !== 'low') {
      entry.errors.push(error);
      entry.rated++;
    }
    const key = bucketOf(value);
    byComparables.set(key, [...(byComparables.get(key) ?? []), error]);
  }
  console.log(`\nAccuracy: leave-one-out over ${listings.length} active demo listings (generated prices: an upper bound)`);
  console.log('type       listings  valued  rated   median APE of rated');
  for (const [type, entry] of byType) {
    console.log(
      `${type.padEnd(10)} ${String(entry.total).padStart(8)}  ${pct(entry.valued / entry.total).padStart(6)}  ${pct(entry.rated / entry.total).padStart(6)}  ${pct(median(entry.errors)).padStart(8)}`,
    );
  }
  console.log('\nError by the group the estimate rests on (all valued listings)');
  console.log('level and comparables      n   median APE  p90 APE');
  const order = ['model', 'makeSegment', 'segment'].flatMap((level) => ['50+', '20–49', '10–19', '4–9'].map((bucket) => `${level} ${bucket}`));
  for (const key of order) {
    const errors = byComparables.get(key);
    if (!errors?.length) continue;
    console.log(`${key.padEnd(24)} ${String(errors.length).padStart(5)}  ${pct(median(errors)).padStart(9)}  ${pct(percentile(errors, 0.9)).padStart(7)}`);
  }
}

function pct(value: number): string {
  return Number.isFinite(value) ? `${(value * 100).toFixed(1)} %` : '–';
}

function speed(size: number): void {
  const documents = syntheticDocuments(size);
  const listings = documents.map(fromDocument);
  gc();
  const before = heapMb();
  let started = performance.now();
  const model = MarketModel.build(listings, { now: NOW });
  const buildMs = performance.now() - started;
  const memory = heapMb() - before;
  started = performance.now();
  const engine = SearchEngine.build(documents, documents.length);
  const engineMs = performance.now() - started;
  const times: number[] = [];
  let checksum = 0;
  for (let lookup = 0; lookup < LOOKUPS; lookup++) {
    const listing = listings[(lookup * 7919) % listings.length] as MarketListing;
    const at = performance.now();
    checksum += model.value(listing)?.expected ?? 0;
    times.push(performance.now() - at);
  }
  const rated = listings.filter((listing) => model.verdict(listing)).length;
  console.log(
    `\n${size.toLocaleString('en')} listings: build ${(buildMs / 1000).toFixed(2)} s (search index over the same listings ${(engineMs / 1000).toFixed(2)} s, ratio ${(buildMs / engineMs).toFixed(2)}), ` +
      `memory ${memory.toFixed(0)} MB, value() p50 ${(median(times) * 1000).toFixed(1)} µs p99 ${(percentile(times, 0.99) * 1000).toFixed(1)} µs, rated ${pct(rated / size)} (checksum ${checksum.toFixed(0)}, index ${engine.size})`,
  );
}

accuracy();
for (const size of SIZES) speed(size);

/**
 * The sentence search (issue 18, src/lib/search-sentence): how many of the test set's buyers'
 * sentences (src/lib/search-sentence/queries.tsv) become exactly the expected search, per
 * vertical, and how long one interpretation takes — beside a trivial baseline timed the same way
 * in the same run: the URL codec writing the same requests' canonical URLs.
 *
 *   node --expose-gc --import tsx bench/interpret.ts
 *   node --expose-gc --import tsx bench/interpret.ts --rounds 200 --pad-models 6000
 *
 * Exactness is measured on the demo catalogue's makes and models (the set's expectations are
 * written for them). Speed is measured twice: on that vocabulary (about 100 makes, 500 models) and
 * on it padded with synthetic makes and models to the size of a national stock at 200,000 listings
 * (`--pad-makes`, `--pad-models`; default 400 and 6,000), since the phrase maps and the
 * misspelling index grow with the vocabulary.
 */
import { parseSearchUrl, searchRequestToUrl } from '../src/lib/search-request/url-codec';
import { buildVocabulary, interpretSentence, type StockVocabulary, type Vocabulary } from '../src/lib/search-sentence';
import type { SearchRequest } from '../src/lib/search-request/schema';
import { MOBILITY_TYPES } from '../src/lib/vehicle/enums';
import { demoStock } from '../tests/support/demo-stock';
import { QUERIES_LATEST_YEAR, readSentenceQueries, type SentenceQuery } from '../tests/support/sentence-queries';
import { seeded } from './seeded-random';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1] ?? fallback) : fallback;
};
const ROUNDS = option('rounds', 100);
const WARMUP = 10;
const PAD_MAKES = option('pad-makes', 400);
const PAD_MODELS = option('pad-models', 6000);

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

const ms = (value: number) => `${value < 0.1 ? value.toFixed(4) : value.toFixed(3)} ms`;

/** Made-up makes and models (pronounceable, 4–9 letters, some with numbers) on top of the real ones. */
function padded(stock: StockVocabulary, makes: number, models: number): StockVocabulary {
  const random = seeded(2026);
  const syllables = ['ka', 'ro', 'ven', 'tra', 'lo', 'mi', 'zen', 'dor', 'qu', 'ax', 'bel', 'ti', 'nor', 'sa', 'vi', 'el'];
  const word = () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => syllables[Math.floor(random() * syllables.length)]).join('');
  const padMakes = Array.from({ length: makes }, (_, index) => {
    const label = `${word()}${index}`;
    return { slug: label, label, mobilityTypes: [MOBILITY_TYPES[index % 4] ?? 'car'], count: 1 + Math.floor(random() * 500) };
  });
  const padModels = Array.from({ length: models }, (_, index) => {
    const make = padMakes[index % padMakes.length] ?? padMakes[0];
    const label = random() < 0.3 ? `${word()} ${Math.floor(random() * 900) + 100}` : `${word()}${index}`;
    return { slug: label.replace(/ /g, '-'), label, brand: make?.slug ?? '', mobilityTypes: make?.mobilityTypes ?? ['car'], count: 1 + Math.floor(random() * 200) };
  });
  return { makes: [...stock.makes, ...padMakes], models: [...stock.models, ...padModels] };
}

function timeEach(rounds: number, items: readonly string[], run: (item: string) => unknown): number[] {
  const samples: number[] = [];
  for (let round = 0; round < WARMUP + rounds; round++) {
    for (const item of items) {
      const started = performance.now();
      run(item);
      const took = performance.now() - started;
      if (round >= WARMUP) samples.push(took);
    }
  }
  return samples;
}

function exactness(queries: readonly SentenceQuery[], vocabulary: Vocabulary): void {
  console.log('\nExactly interpreted (interpreted URL = expected URL):');
  console.log('| vertical | queries | exact | share |');
  console.log('|---|---|---|---|');
  const groups = new Map<string, SentenceQuery[]>([['all', [...queries]]]);
  for (const query of queries) groups.set(query.vertical, [...(groups.get(query.vertical) ?? []), query]);
  const misses: string[] = [];
  for (const [vertical, rows] of groups) {
    const exact = rows.filter((row) => {
      const ok = searchRequestToUrl(interpretSentence(row.query, vocabulary, { latestYear: QUERIES_LATEST_YEAR }).request) === row.expected;
      if (!ok && vertical === 'all') misses.push(`  ${row.query} → expected ${row.expected}`);
      return ok;
    }).length;
    console.log(`| ${vertical} | ${rows.length} | ${exact} | ${((100 * exact) / rows.length).toFixed(1)} % |`);
  }
  if (misses.length) console.log(`\nNot exact:\n${misses.join('\n')}`);
}

function speed(label: string, queries: readonly SentenceQuery[], stock: StockVocabulary): void {
  const built = performance.now();
  const vocabulary = buildVocabulary(stock);
  const buildMs = performance.now() - built;
  const texts = queries.map((query) => query.query);
  const requests = new Map<string, SearchRequest>(
    queries.flatMap((query) => {
      const parsed = parseSearchUrl(query.expected);
      return parsed.ok ? [[query.query, parsed.request] as const] : [];
    }),
  );
  (globalThis as { gc?: () => void }).gc?.();
  const interpret = timeEach(ROUNDS, texts, (text) => interpretSentence(text, vocabulary, { latestYear: QUERIES_LATEST_YEAR }));
  const baseline = timeEach(ROUNDS, texts, (text) => {
    const request = requests.get(text);
    return request ? searchRequestToUrl(request) : '';
  });
  console.log(
    `| ${label} | ${stock.makes.length} / ${stock.models.length} | ${buildMs.toFixed(1)} ms | ${ms(percentile(interpret, 0.5))} | ${ms(percentile(interpret, 0.99))} | ${ms(Math.max(...interpret))} | ${ms(percentile(baseline, 0.5))} | ${ms(percentile(baseline, 0.99))} |`,
  );
}

const queries = readSentenceQueries();
const demo = demoStock();
console.log(`Sentence search benchmark: ${queries.length} queries, ${ROUNDS} timed rounds each after ${WARMUP} warm-up rounds (Node ${process.version}).`);
exactness(queries, buildVocabulary(demo));
console.log('\nInterpretation latency (one call at a time) beside the baseline (URL codec writing the expected request):');
console.log('| vocabulary | makes / models | build | interpret p50 | interpret p99 | interpret max | baseline p50 | baseline p99 |');
console.log('|---|---|---|---|---|---|---|---|');
speed('demo catalogue', queries, demo);
speed('padded (national stock)', queries, padded(demo, PAD_MAKES, PAD_MODELS));

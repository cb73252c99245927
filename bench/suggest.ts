/**
 * The search box's suggestions (issue 18, decision 032): `GET /api/client/search/suggest`'s
 * handler, timed keystroke by keystroke over the buyers' sentences of the sentence-search test set
 * (src/lib/search-sentence/queries.tsv), against a search index of 200,000 listings — beside the
 * interpret call over the same sentences and a bare count, timed the same way in the same run.
 *
 *   npm run bench:suggest
 *   npm run bench:suggest -- --listings 1000000 --inventory
 *   npm run bench:suggest -- --warm
 *
 * The handler is the production code path (`suggestCall`: the stock vocabulary read from the
 * index's facets, the prefix index, the interpretations, the counts and their cache, the chips'
 * Dutch labels); only the search service around the index is a stand-in, since the index is
 * built here from generated listings (`synthetic-documents.ts`, or the demo inventory generator
 * with `--inventory`) instead of loaded from a database. Every prefix of a sentence is one call,
 * as typing sends it (the debounce merges fast keystrokes, so this is the most calls typing can
 * cause). The first 40 sentences warm up (the vocabulary is built on the first call) and are not
 * timed; the count cache is kept, as it is between visitors on a server. Beside the wall time it
 * prints the process's CPU time per call (`process.cpuUsage`, microsecond resolution): on a shared
 * machine the wall time's tail is mostly other jobs holding the core.
 *
 * `--warm` sends every timed keystroke once before the timed pass and then empties the count cache:
 * the engine has then run every filter shape and place of the run before, as a server that has
 * answered for a while has, and every count is computed again.
 */
import type { searchService } from '../src/features/search/server';
import { interpretCall, suggestCall } from '../src/features/sentence-search/server';
import { emptySearchRequest } from '../src/lib/search-request/schema';
import { SearchEngine } from '../src/search-engine/engine';
import { keystrokes, readSentenceQueries } from '../tests/support/sentence-queries';
import { inventoryDocumentStream } from './inventory-documents';
import { syntheticDocumentStream } from './synthetic-documents';

type SearchService = Awaited<ReturnType<typeof searchService>>;

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1] ?? fallback) : fallback;
};
const LISTINGS = option('listings', 200_000);
const WARMUP_SENTENCES = 40;

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(3)} ms`;

interface Samples {
  wall: number[];
  /** This process's CPU time per call: what the call cost, without the time other jobs on a shared machine took the core. */
  cpu: number[];
}

async function timed(texts: readonly string[], run: (text: string) => unknown): Promise<Samples> {
  const samples: Samples = { wall: [], cpu: [] };
  for (const text of texts) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await run(text);
    samples.wall.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    samples.cpu.push((used.user + used.system) / 1000);
  }
  return samples;
}

const source = args.includes('--inventory') ? inventoryDocumentStream : syntheticDocumentStream;
const built = performance.now();
const engine = SearchEngine.build(source(LISTINGS), LISTINGS);
console.log(`Suggestions benchmark: ${LISTINGS.toLocaleString('nl-NL')} ${source === inventoryDocumentStream ? 'demo-inventory' : 'synthetic'} listings indexed in ${((performance.now() - built) / 1000).toFixed(1)} s (Node ${process.version}).`);
// The search service as the handler uses it: its index's answers and its change counter.
const service = { appliedChanges: 0, search: engine.search.bind(engine) } as unknown as SearchService;

const sentences = readSentenceQueries().map((row) => row.query);
for (const sentence of sentences.slice(0, WARMUP_SENTENCES)) for (const text of keystrokes(sentence)) await suggestCall(service, text);
const texts = sentences.slice(WARMUP_SENTENCES).flatMap(keystrokes);
const warm = args.includes('--warm');
if (warm) {
  for (const text of texts) await suggestCall(service, text);
  // The count cache is kept per applied change: one more empties it (suggest-source.server.ts).
  (service as { appliedChanges: number }).appliedChanges++;
}
(globalThis as { gc?: () => void }).gc?.();
const suggest = await timed(texts, (text) => suggestCall(service, text));
const interpret = await timed(sentences.slice(WARMUP_SENTENCES), (text) => interpretCall(service, { text }));
const empty = emptySearchRequest('car');
const count = await timed(texts, () => engine.search(empty, { facets: false, limit: 0 }).total);

console.log(`\n${texts.length.toLocaleString('nl-NL')} suggest calls (every keystroke of ${sentences.length - WARMUP_SENTENCES} sentences), one at a time${warm ? ', after the same keystrokes once (--warm: shapes and places seen, counts computed again)' : ''}:`);
console.log('| call | n | p50 | p99 | max | CPU p50 | CPU p99 |');
console.log('|---|---|---|---|---|---|---|');
const row = (label: string, { wall, cpu }: Samples) =>
  console.log(`| ${label} | ${wall.length} | ${ms(percentile(wall, 0.5))} | ${ms(percentile(wall, 0.99))} | ${ms(Math.max(...wall))} | ${ms(percentile(cpu, 0.5))} | ${ms(percentile(cpu, 0.99))} |`);
row('suggest (`suggestCall`)', suggest);
row('interpret, whole sentence (`interpretCall`)', interpret);
row('baseline: count of all cars', count);

// --slowest N: the texts behind the tail, by wall time, to know what to fix.
const slowest = option('slowest', 0);
if (slowest > 0) {
  console.log(`\nThe ${slowest} slowest suggest calls:`);
  const order = suggest.wall.map((wall, at) => ({ wall, cpu: suggest.cpu[at] ?? 0, text: texts[at] ?? '' })).sort((a, b) => b.wall - a.wall);
  for (const call of order.slice(0, slowest)) console.log(`  ${ms(call.wall).padStart(10)}  (CPU ${ms(call.cpu)})  "${call.text}"`);
}

import { parseArgs } from 'node:util';
import { connect, type Database } from '../src/db/connect';
import { createInventoryPlan, generateListing } from '../src/features/inventory/generator';
import { upsertDealers } from '../src/features/inventory/import-dealers';
import { listingRecordSchema } from '../src/features/inventory/import-schema';
import { importDelivery } from '../src/features/inventory/import-listings';
import { createListingCodeSource } from '../src/features/inventory/listing-code';
import { listingRow } from '../src/features/inventory/listing-rows';

/**
 * Where seeding time goes, phase by phase: generating, validating, serialising and writing
 * (the whole import path) `--count` listings on in-memory PGlite and, with DATABASE_URL, on
 * PostgreSQL. `npx tsx bench/seed.ts --count 20000`. The PostgreSQL run truncates dealers and
 * listings of the DATABASE_URL database, so point it at a scratch database.
 */
const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' } } });
const count = Number(values.count);
const plan = createInventoryPlan({ seed: 2024, count });

function time<T>(work: () => T): [T, number] {
  const started = performance.now();
  const result = work();
  return [result, performance.now() - started];
}

const [listings, generateMs] = time(() => Array.from({ length: count }, (_, index) => generateListing(plan, index)));
const [parsed, validateMs] = time(() => listings.map((listing) => listingRecordSchema.parse(listing.record)));
const codes = createListingCodeSource(2024);
const now = new Date();
const [, serialiseMs] = time(() => JSON.stringify(parsed.map((record) => listingRow(record, { dealerId: 1, code: codes.next(), now }))));
const perListing = (ms: number) => `${Math.round((ms / count) * 1000)} µs`;

console.log(`${count.toLocaleString('nl-NL')} advertenties`);
console.log(`  genereren     ${(generateMs / 1000).toFixed(2)} s  (${perListing(generateMs)} per advertentie)`);
console.log(`  valideren     ${(validateMs / 1000).toFixed(2)} s  (${perListing(validateMs)})`);
console.log(`  serialiseren  ${(serialiseMs / 1000).toFixed(2)} s  (${perListing(serialiseMs)})`);

async function write(database: Database): Promise<void> {
  await database.query('truncate listings, dealers restart identity cascade');
  await upsertDealers(database, plan.dealers.map((dealer) => dealer.record));
  const started = performance.now();
  for (let from = 0; from < count; from += 2000) {
    await importDelivery(database, listings.slice(from, from + 2000), { codes: createListingCodeSource(2024), relaxedDurability: true });
  }
  const ms = performance.now() - started;
  console.log(`  import ${database.kind.padEnd(8)} ${(ms / 1000).toFixed(2)} s  (${perListing(ms)}, inclusief valideren en serialiseren)`);
}

const pglite = await connect({});
try {
  await write(pglite);
} finally {
  await pglite.close();
}
if (process.env.DATABASE_URL) {
  const postgres = await connect({ databaseUrl: process.env.DATABASE_URL });
  try {
    await write(postgres);
  } finally {
    await postgres.close();
  }
}

import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabaseOrExit } from './open-database';
import { parseEnv } from '../src/lib/config/env';
import { DEMO_SEED } from '../src/features/inventory/generator';
import { seedDemoInventory } from '../src/features/inventory/seed';

/**
 * `npm run seed -- --count 1000000 [--seed 42] [--reset]`: loads demo listings into the
 * database of DATABASE_URL, or into PGlite under DATA_DIR/pglite. --reset empties dealers and
 * listings first (and, by cascade, whatever refers to them).
 */
const { values } = parseArgs({
  options: {
    count: { type: 'string' },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log('Gebruik: npm run seed -- [--count N] [--seed S] [--reset]');
  process.exit(0);
}

const env = parseEnv(process.env);
const count = values.count === undefined ? env.SEED_COUNT : Number(values.count.replace(/[_.]/g, ''));
if (!Number.isInteger(count) || count < 0) {
  console.error(`--count moet een geheel getal zijn, niet "${values.count}"`);
  process.exit(1);
}
if (count === 0 && !values.reset) {
  // APP_ENV=production leaves SEED_COUNT at 0 unless set (decision 058): demo data only when asked.
  console.log('› Niets te laden: geef --count N of SEED_COUNT (met APP_ENV=production laadt de seed alleen een gevraagd aantal)');
  process.exit(0);
}
const seed = values.seed === undefined ? DEMO_SEED : /^\d+$/.test(values.seed) ? Number(values.seed) : values.seed;

const started = performance.now();
// Refuses while the server holds the PGlite folder (issue 49, item 9).
const database = await openDatabaseOrExit(env);
console.log(`› Database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${path.join(env.DATA_DIR, 'pglite')})`}`);
try {
  if (values.reset) {
    // The seed record goes too: a reset killed before the new seed starts must not look complete.
    await database.query('truncate listings, dealers, demo_seed restart identity cascade');
    console.log('› Dealers en advertenties verwijderd');
  }
  let lastReport = 0;
  const summary = await seedDemoInventory(database, {
    count,
    seed,
    onProgress: ({ listings, total, ms }) => {
      if (ms - lastReport < 2000 && listings < total) return;
      lastReport = ms;
      const rate = Math.round(listings / (ms / 1000));
      console.log(`  ${listings.toLocaleString('nl-NL')} / ${total.toLocaleString('nl-NL')} advertenties · ${(ms / 1000).toFixed(1)} s · ${rate.toLocaleString('nl-NL')}/s`);
    },
  });
  const seconds = summary.ms / 1000;
  console.log(`› ${summary.listings.toLocaleString('nl-NL')} advertenties van ${summary.dealers} dealers geladen in ${seconds.toFixed(1)} s (${Math.round(summary.listings / Math.max(seconds, 0.001)).toLocaleString('nl-NL')}/s, seed ${seed})`);
  if (summary.invalid) console.warn(`! ${summary.invalid} records afgekeurd door de import`);
  console.log(`› Totaal ${((performance.now() - started) / 1000).toFixed(1)} s inclusief verbinden en migreren`);
} finally {
  await database.close();
}

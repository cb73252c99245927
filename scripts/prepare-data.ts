import path from 'node:path';
import { connect } from '../src/db/connect';
import { envOrExit } from './env-or-exit';
import { ensureDemoInventory } from '../src/features/inventory/seed';

/**
 * Migrates the database and seeds the demo inventory when it is empty, or completes a seed that
 * was interrupted (src/features/inventory/seed-resume.ts). Runs before the server
 * opens the database: PGlite allows one process per data folder, so this one closes first.
 */
export async function prepareData(): Promise<void> {
  const env = envOrExit();
  const started = Date.now();
  const database = await connect({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') });
  console.log(`› Database (${database.kind}) gemigreerd in ${Date.now() - started} ms`);
  try {
    if (env.SEED_COUNT === 0) {
      // Production's default (decision 058): no demo listings, dealers or plates unless SEED_COUNT asks.
      console.log('› Geen demovoorraad: SEED_COUNT is 0 (de standaard bij APP_ENV=production)');
      return;
    }
    const result = await ensureDemoInventory(database, { count: env.SEED_COUNT });
    if (result.resumedFrom !== undefined) console.log(`› Onderbroken demovoorraad aangevuld van ${result.resumedFrom} tot ${result.listings} advertenties in ${(result.ms / 1000).toFixed(1)} s`);
    else if (result.seeded) console.log(`› Demovoorraad geladen: ${result.listings} advertenties van ${result.dealers} dealers in ${(result.ms / 1000).toFixed(1)} s`);
    else console.log(`› Demovoorraad aanwezig: ${result.listings} advertenties`);
    if (result.dealerServices) console.log(`› Diensten (verhuur, financiering, fietslease) ingevuld bij ${result.dealerServices} demodealers`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await prepareData();
}

import { parseEnv } from '../src/lib/config/env';
import { openDatabaseOrExit } from './open-database';

// Applies the drizzle migrations to DATABASE_URL, or to the PGlite folder under DATA_DIR (not while the server holds it).
const env = parseEnv(process.env);
const started = Date.now();
const database = await openDatabaseOrExit(env);
await database.close();
console.log(`› Migraties toegepast op ${database.kind} in ${Date.now() - started} ms`);

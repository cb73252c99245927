import path from 'node:path';
import { connect } from '../src/db/connect';
import { parseEnv } from '../src/lib/config/env';

// Applies the drizzle migrations to DATABASE_URL, or to the PGlite folder under DATA_DIR.
const env = parseEnv(process.env);
const started = Date.now();
const database = await connect({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') });
await database.close();
console.log(`› Migraties toegepast op ${database.kind} in ${Date.now() - started} ms`);

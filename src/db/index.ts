import 'server-only';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { log } from '@/lib/log';
import { connect, type Database } from './connect';

// One instance per process: PGlite has no lock between instances, so two would silently lose writes.
const globalForDb = globalThis as unknown as { __database?: Promise<Database> };

export function database(): Promise<Database> {
  globalForDb.__database ??= (() => {
    const e = env();
    return connect({ databaseUrl: e.DATABASE_URL, dataDir: path.join(e.DATA_DIR, 'pglite'), migrate: true, log });
  })();
  return globalForDb.__database;
}

export type { Database, Db } from './connect';

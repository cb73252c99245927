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
    const opening = connect({ databaseUrl: e.DATABASE_URL, dataDir: path.join(e.DATA_DIR, 'pglite'), migrate: true, log });
    // A refused open (another process holds the PGlite folder: data-folder-lock.ts) is tried again by the next caller.
    opening.catch((error: unknown) => {
      log.error({ err: error }, 'the database could not be opened');
      if (globalForDb.__database === opening) globalForDb.__database = undefined;
    });
    return opening;
  })();
  return globalForDb.__database;
}

export type { Database, Db } from './connect';

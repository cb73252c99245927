import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { traceQueries } from '../lib/telemetry/db';
import { lockDataFolder } from './data-folder-lock';
import { consoleLog, ReconnectingListener, type DbLog, type ListenOptions } from './listener';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers are PgDatabase underneath; code above this file never knows which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run raw SQL that drizzle has no builder for (COPY, LISTEN). Returns rows. */
  query<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
  /**
   * Subscribe to a NOTIFY channel; returns an unsubscribe function. On PostgreSQL a lost listening
   * connection is re-opened by itself and `onReconnect` then runs: what was announced in between
   * never arrives, so the subscriber must catch up from the tables. PGlite never loses it.
   */
  listen(channel: string, onMessage: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const MIGRATIONS = path.join(process.cwd(), 'drizzle');

export interface ConnectOptions {
  /** PostgreSQL connection string; absent means PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; absent means an in-memory database (tests). */
  dataDir?: string;
  /**
   * PGlite only: start from this dump of a data folder (`dumpDataDir`) rather than an empty cluster.
   * Tests load one migrated template per run: PGlite's own first start costs seconds a file.
   */
  loadDataDir?: Blob;
  migrate?: boolean;
  /** Where the PostgreSQL listener reports losing and regaining its connection (the app's pino logger). */
  log?: DbLog;
  /** The listener's reconnect backoff bounds; default RETRY_MIN_MS doubling to RETRY_MAX_MS (tests change them). */
  listenRetry?: { minMs: number; maxMs: number };
}

export async function connect(options: ConnectOptions): Promise<Database> {
  const database = options.databaseUrl ? await connectPostgres(options.databaseUrl, options.log ?? consoleLog, options.listenRetry) : await connectPglite(options.dataDir, options.loadDataDir);
  if (options.migrate !== false) await migrateDatabase(database);
  return database;
}

async function connectPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  // One process per data folder (data-folder-lock.ts): taken before PGlite reads a byte of it.
  const unlock = dataDir ? lockDataFolder(dataDir) : () => undefined;
  // The options-only form: `new PGlite(undefined, options)` drops the options.
  const client = new PGlite({ dataDir: dataDir ? path.resolve(dataDir) : undefined, loadDataDir });
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  traceQueries(client, 'pglite');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async query<T>(sqlText: string, params?: unknown[]) {
      const result = await client.query<T>(sqlText, params);
      return result.rows;
    },
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function connectPostgres(url: string, log: DbLog, retry: ConnectOptions['listenRetry']): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('postgres pool error', error));
  traceQueries(pool, 'postgresql');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<ReconnectingListener>();
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async query<T>(sqlText: string, params?: unknown[]) {
      const result = await pool.query(sqlText, params);
      return result.rows as T[];
    },
    async listen(channel, onMessage, options) {
      if (closed) throw new Error('the database is closed');
      // LISTEN needs a dedicated connection: pooled ones are handed to other queries.
      const listener = new ReconnectingListener({ url, channel, onMessage, onReconnect: options?.onReconnect, log, retryMinMs: retry?.minMs, retryMaxMs: retry?.maxMs });
      await listener.start();
      if (closed) {
        await listener.stop();
        throw new Error('the database is closed');
      }
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async close() {
      // Stopped first, so no listener reconnects to a database that is going away.
      closed = true;
      await Promise.all([...listeners].map((listener) => listener.stop()));
      listeners.clear();
      await pool.end();
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS });
  } else {
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS });
  }
}

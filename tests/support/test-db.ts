import pg from 'pg';
import { connect, type Database } from '../../src/db/connect';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (as .ci/run does). */
export const backends: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated, empty database for one test file: an in-memory PGlite, or a new PostgreSQL
 * database created next to the one DATABASE_URL names and dropped again on close.
 */
export async function freshDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') return connect({});
  const scratch = await scratchPostgresDatabase();
  const database = await connect({ databaseUrl: scratch.url });
  const close = database.close.bind(database);
  return {
    ...database,
    async close() {
      await close();
      await scratch.drop();
    },
  };
}

/**
 * A new, empty PostgreSQL database next to the one DATABASE_URL names, for tests that open several
 * connections to one database (several app nodes); `drop` removes it, whoever is still connected.
 */
export async function scratchPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is required for the postgres backend');
  const name = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

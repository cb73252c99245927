import pg from 'pg';
import { connect, type Database } from '../../src/db/connect';
import { freshDatabase, scratchPostgresDatabase, type Backend } from './test-db';

/**
 * Two app nodes on one fresh database: two PostgreSQL pools on a scratch database, or on PGlite
 * (one process, one instance per data folder) the same instance twice.
 */
export async function twoNodes(backend: Backend): Promise<{ nodes: [Database, Database]; close(): Promise<void>; url?: string }> {
  if (backend === 'pglite') {
    const database = await freshDatabase('pglite');
    return { nodes: [database, database], close: () => database.close() };
  }
  const scratch = await scratchPostgresDatabase();
  const first = await connect({ databaseUrl: scratch.url });
  const second = await connect({ databaseUrl: scratch.url, migrate: false });
  return {
    nodes: [first, second],
    // A third process (a node killed in a test) connects here.
    url: scratch.url,
    async close() {
      await Promise.all([first.close(), second.close()]);
      // pg's pool.end() resolves before its connections are gone on the server; dropping then would
      // kill them mid-goodbye and log a pool error.
      await untilDisconnected(new URL(scratch.url).pathname.slice(1));
      await scratch.drop();
    },
  };
}

async function untilDisconnected(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    for (let tries = 0; tries < 50; tries++) {
      const { rows } = await admin.query<{ count: number }>('select count(*)::int as count from pg_stat_activity where datname = $1', [name]);
      if ((rows[0]?.count ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await admin.end();
  }
}

import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { connect, type Database } from '../../src/db/connect';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (as .ci/run does). */
export const backends: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated, empty database for one test file: an in-memory PGlite, or a new PostgreSQL
 * database created next to the one DATABASE_URL names and dropped again on close.
 */
export async function freshDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') return connect({ loadDataDir: await migratedPgliteTemplate(), migrate: false });
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

let template: Promise<Blob> | undefined;

/**
 * A dump of an empty PGlite database with every migration applied, made once per set of migrations
 * and kept under .data: loading it takes about a second, where a new PGlite's first start plus the
 * migrations take three to five on this machine, in every one of some thirty test files.
 */
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= loadOrMakeTemplate();
  return template;
}

async function loadOrMakeTemplate(): Promise<Blob> {
  const folder = path.join(process.cwd(), 'drizzle');
  const files = (await readdir(folder, { recursive: true })).filter((name) => /\.(sql|json)$/.test(name)).sort();
  const hash = createHash('sha256');
  hash.update((JSON.parse(await readFile(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version);
  for (const name of files) hash.update(name).update(await readFile(path.join(folder, name)));
  const file = path.join(process.cwd(), '.data', 'test-template', `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Absent: make it. Two workers may both do so; each writes its own file and renames it into place.
  }
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: folder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

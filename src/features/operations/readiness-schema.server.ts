import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/connect';
import * as schema from '@/db/schema';
import { probeWithin, type ProbeOutcome } from './health';

/**
 * Whether the database a node talks to is the one it was built for: every migration of this build
 * applied and every table of the schema there. A database dropped and created anew empty (a restore
 * gone wrong, a wrong DATABASE_URL) answered `select 1`, so health and readiness said ok while every
 * page failed (issue 49, item 14).
 */
const TABLES = [...new Set(Object.values(schema).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : [])))];

let lastMigration: number | undefined;
/** The newest migration of this build (drizzle's journal): the migrator records its `when` as `created_at`. */
function newestMigration(): number {
  if (lastMigration === undefined) {
    const journal = JSON.parse(readFileSync(path.join(process.cwd(), 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
    lastMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return lastMigration;
}

export async function schemaApplied(database: Database): Promise<boolean> {
  const [found] = await database.query<{ tables: number; journal: boolean }>(
    "select (select count(*)::int from pg_catalog.pg_tables where schemaname = 'public' and tablename = any($1::text[])) as tables, to_regclass('drizzle.__drizzle_migrations') is not null as journal",
    [TABLES],
  );
  if (!found?.journal || Number(found.tables) < TABLES.length) return false;
  const [applied] = await database.query<{ last: string | number | null }>('select max(created_at) as last from drizzle.__drizzle_migrations');
  return applied?.last !== null && applied?.last !== undefined && Number(applied.last) >= newestMigration();
}

/** The database probe of health and readiness: it answers in time, and holds this build's schema ('unmigrated' when not). */
export async function probeDatabase(database: () => Promise<Database>, ms: number): Promise<ProbeOutcome> {
  let migrated = true;
  const outcome = await probeWithin(async () => {
    migrated = await schemaApplied(await database());
  }, ms);
  return outcome === 'ok' && !migrated ? 'unmigrated' : outcome;
}

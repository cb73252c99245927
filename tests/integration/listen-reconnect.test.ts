import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../src/db/connect';
import type { DbLog } from '../../src/db/listener';
import { createInventoryPlan, generateListing } from '../../src/features/inventory/generator';
import { importListings } from '../../src/features/inventory/import-listings';
import { seedDemoInventory } from '../../src/features/inventory/seed';
import { SearchService } from '../../src/features/search/service/search-service';
import { scratchPostgresDatabase } from '../support/test-db';

const NOW = new Date('2026-11-01T09:00:00Z');
const SEED = 41;
const COUNT = 60;

/** Waits for a condition that a notification or a reconnect makes true; the test's timeout bounds it. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

function recordingLog() {
  const lines: { level: 'warn' | 'info'; message: string }[] = [];
  const log: DbLog = {
    warn: (_fields, message) => lines.push({ level: 'warn', message }),
    info: (_fields, message) => lines.push({ level: 'info', message }),
  };
  return { lines, log };
}

/**
 * Ends the listener's backend as PostgreSQL restarting or an operator would. Only this test's
 * database: other runs share the server. Answers how many backends were ended.
 */
async function terminateListener(admin: Database, channel: string): Promise<number> {
  const rows = await admin.query<{ ended: boolean }>(
    // By name, or by its last statement (a listener set up before it had a name).
    'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and (application_name = $1 or query = $2)',
    [`listen:${channel}`, `LISTEN "${channel}"`],
  );
  return rows.filter((row) => row.ended).length;
}

describe.runIf(process.env.DATABASE_URL)('a LISTEN whose connection is lost, on PostgreSQL', () => {
  let drop: () => Promise<void>;
  let url: string;
  let admin: Database;
  const opened: Database[] = [];
  const open = async (options: Parameters<typeof connect>[0]) => {
    const database = await connect(options);
    opened.push(database);
    return database;
  };

  beforeAll(async () => {
    const scratch = await scratchPostgresDatabase();
    drop = scratch.drop;
    url = scratch.url;
    admin = await connect({ databaseUrl: url });
  }, 60_000);

  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
  });

  afterAll(async () => {
    await admin.close();
    await drop();
  });

  it('reconnects, listens again and hears the next NOTIFY, logging the loss and the return', async () => {
    const { lines, log } = recordingLog();
    const database = await open({ databaseUrl: url, migrate: false, log, listenRetry: { minMs: 50, maxMs: 1_000 } });
    const received: string[] = [];
    let reconnects = 0;
    await database.listen('reconnect_test', (payload) => received.push(payload), { onReconnect: () => reconnects++ });
    await admin.query(`select pg_notify('reconnect_test', 'before')`);
    await until(() => received.includes('before'));

    expect(await terminateListener(admin, 'reconnect_test')).toBe(1);
    await until(() => reconnects === 1);
    await admin.query(`select pg_notify('reconnect_test', 'after')`);
    await until(() => received.includes('after'));

    expect(received).toEqual(['before', 'after']);
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
    // Once more: the backoff starts over after a success, and the second loss is survived as well.
    expect(await terminateListener(admin, 'reconnect_test')).toBe(1);
    await until(() => reconnects === 2);
    await admin.query(`select pg_notify('reconnect_test', 'again')`);
    await until(() => received.includes('again'));
  }, 30_000);

  it('stops trying once the database is closed, and close does not wait for a pending reconnect', async () => {
    const { lines, log } = recordingLog();
    const database = await connect({ databaseUrl: url, migrate: false, log, listenRetry: { minMs: 60_000, maxMs: 60_000 } });
    let reconnects = 0;
    await database.listen('closing_test', () => undefined, { onReconnect: () => reconnects++ });
    expect(await terminateListener(admin, 'closing_test')).toBe(1);
    await until(() => lines.length > 0);
    // The reconnect is a minute away; close must not wait for it, nor let it happen afterwards.
    const started = Date.now();
    await database.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(reconnects).toBe(0);
    const listening = await admin.query('select 1 from pg_stat_activity where datname = current_database() and application_name = $1', ['listen:closing_test']);
    expect(listening).toHaveLength(0);
  }, 30_000);

  it('finds a listing changed while the search node was not listening, once its listener is back', async () => {
    await seedDemoInventory(admin, { count: COUNT, seed: SEED, now: NOW });
    // A long first wait, so the import below surely lands while the node is deaf.
    const { lines, log } = recordingLog();
    const node = await open({ databaseUrl: url, migrate: false, log, listenRetry: { minMs: 2_000, maxMs: 2_000 } });
    const errors: unknown[] = [];
    const service = await SearchService.start(node, { onError: (error) => errors.push(error) });
    try {
      const plan = createInventoryPlan({ seed: SEED, count: COUNT, now: NOW });
      const generated = generateListing(plan, COUNT + 1);
      const record = { ...generated.record, isActive: true, externalId: 'while-deaf-1' };

      expect(await terminateListener(admin, 'listing_changes')).toBe(1);
      await until(() => lines.some((line) => line.level === 'warn'));
      await importListings(admin, generated.dealerExternalId, [record], { now: NOW });
      const [row] = await admin.query<{ id: number }>('select id from listings where external_id = $1', ['while-deaf-1']);
      if (!row) throw new Error('the import stored nothing');
      // The notification of this import went to nobody on this node.
      expect(lines.some((line) => line.level === 'info')).toBe(false);
      expect(service.has(row.id)).toBe(false);

      await until(() => service.resyncs === 1);
      await service.settled();
      expect(service.has(row.id)).toBe(true);
      expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
      expect(errors).toEqual([]);
    } finally {
      await service.close();
    }
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connect';
import { checkHealth } from '../../src/features/operations/health.server';
import { checkReadiness } from '../../src/features/operations/readiness.server';
import { freshDatabase, scratchPostgresDatabase } from '../support/test-db';

// Issue 12 item 11: with the database gone, health kept answering "ok" while every page failed.
describe('health check', () => {
  it('on PGlite: ok while the database answers, an error once it is closed', async () => {
    const database = await freshDatabase('pglite');
    const dependencies = { database: () => Promise.resolve(database), indexSize: () => Promise.resolve(3) };
    expect(await checkHealth(dependencies)).toEqual({ status: 'ok', database: 'ok', listings: 3 });
    await database.close();
    const report = await checkHealth(dependencies);
    expect(report).toMatchObject({ status: 'error', database: 'unreachable', listings: 3 });
  });

  it.runIf(process.env.DATABASE_URL)('on PostgreSQL: an error after the database was dropped under a loaded index', async () => {
    const scratch = await scratchPostgresDatabase();
    const database = await connect({ databaseUrl: scratch.url });
    try {
      const dependencies = { database: () => Promise.resolve(database), indexSize: () => Promise.resolve(7) };
      expect((await checkHealth(dependencies)).status).toBe('ok');
      await scratch.drop();
      const report = await checkHealth(dependencies);
      expect(report.status).toBe('error');
      expect(report.database).not.toBe('ok');
      expect(report.problem).toMatch(/database/);
    } finally {
      await database.close().catch(() => undefined);
    }
  });

  it('an index that cannot load is an error even with a healthy database', async () => {
    const database = await freshDatabase('pglite');
    try {
      const report = await checkHealth({ database: () => Promise.resolve(database), indexSize: () => Promise.reject(new Error('no index')) });
      expect(report).toMatchObject({ status: 'error', database: 'ok', listings: null });
    } finally {
      await database.close();
    }
  });
});

// Issue 49: a database dropped and made anew, empty, answered `select 1`: health and readiness said ok.
describe('health and readiness on a database without this build’s schema', () => {
  const indexSize = () => Promise.resolve(3);

  it('on PGlite: an empty database and one missing a table are not ready; a migrated one is', async () => {
    const empty = await connect({ migrate: false });
    const migrated = await freshDatabase('pglite');
    try {
      expect(await checkReadiness({ database: () => Promise.resolve(empty), indexSize })).toMatchObject({ ready: false, database: 'unmigrated' });
      expect(await checkHealth({ database: () => Promise.resolve(empty), indexSize })).toMatchObject({ status: 'error', database: 'unmigrated', problem: expect.stringContaining('migrations') });
      expect(await checkReadiness({ database: () => Promise.resolve(migrated), indexSize })).toMatchObject({ ready: true, database: 'ok' });
      await migrated.query('drop table dealer_photos');
      expect(await checkReadiness({ database: () => Promise.resolve(migrated), indexSize })).toMatchObject({ ready: false, database: 'unmigrated' });
    } finally {
      await empty.close();
      await migrated.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)('on PostgreSQL: a database made anew under the same name is not ready', async () => {
    const scratch = await scratchPostgresDatabase();
    const database = await connect({ databaseUrl: scratch.url });
    try {
      const dependencies = { database: () => Promise.resolve(database), indexSize };
      expect((await checkReadiness(dependencies)).ready).toBe(true);
      await database.query('drop schema public cascade; create schema public; drop schema drizzle cascade');
      expect(await checkReadiness(dependencies)).toMatchObject({ ready: false, database: 'unmigrated' });
      expect((await checkHealth(dependencies)).status).toBe('error');
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});

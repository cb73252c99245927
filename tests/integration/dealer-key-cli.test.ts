import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedPgliteTemplate, scratchPostgresDatabase } from '../support/test-db';
import { connect } from '../../src/db/connect';
import { createInventoryPlan } from '../../src/features/inventory/generator';
import { upsertDealers } from '../../src/features/inventory/import-listings';
import { dealerApi } from '../../src/features/dealer-feed/api.server';
import { createDealerKey } from '../../src/features/dealer-feed/key-store';

const NOW = new Date('2026-04-10T09:00:00Z');
const [dealerA] = createInventoryPlan({ seed: 19, count: 40, now: NOW, dealers: 8 }).dealers.map((dealer) => dealer.record);
if (!dealerA) throw new Error('the plan has no dealer');

/**
 * Issue 49 item 9: `npm run dealer-key -- revoke` in a second process. On PGlite it used to open the
 * folder beside the running server, which kept the key and later wrote its own copy back over the
 * revocation; now the CLI is refused while the server holds the folder. On PostgreSQL the revocation
 * counts for the running server's very next call (no key cache).
 */
const runCli = (script: string, args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(path.join(process.cwd(), 'node_modules/.bin/tsx'), [script, ...args], { env: { ...process.env, APP_ENV: 'development', ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });

describe('revoking a key from the command line while the server runs', () => {
  const leadsCall = (api: ReturnType<typeof dealerApi>, token: string) => api.leads(new Request('http://feed.test/api/dealer/v1/leads', { headers: { authorization: `Bearer ${token}` } }));

  it('on PGlite: a second process is refused while the server holds the folder, with a clear message', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'feed-lock-'));
    const folder = path.join(dataDir, 'pglite');
    try {
      const server = await connect({ dataDir: folder, loadDataDir: await migratedPgliteTemplate(), migrate: false });
      await upsertDealers(server, [dealerA], { now: NOW });
      const issued = await createDealerKey(server, { label: 'DMS', dealerExternalIds: [dealerA.externalId], scopes: ['leads'] });
      const api = dealerApi({ database: async () => server, rateLimit: null });
      // The same process may not open it twice either: two instances lose writes just the same.
      await expect(connect({ dataDir: folder, migrate: false })).rejects.toThrow(/in gebruik door proces \d+/);

      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      const refused = await runCli('scripts/dealer-key.ts', ['revoke', issued.keyId], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`De database in ${folder} is in gebruik door proces ${process.pid}`);
      expect(refused.stderr).toMatch(/stop dat proces eerst/);
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      const migrate = await runCli('scripts/migrate.ts', [], env);
      expect(migrate.code).toBe(1);
      expect(migrate.stderr).toContain('is in gebruik door proces');
      // The key still works, as the refusal said: nothing was revoked behind the server's back.
      expect((await leadsCall(api, issued.token)).status).toBe(200);
      await server.close();

      // The server stopped: the CLI revokes, and the revocation is there when the server opens again.
      const revoked = await runCli('scripts/dealer-key.ts', ['revoke', issued.keyId], env);
      expect(revoked.stderr).toBe('');
      expect(revoked.code).toBe(0);
      const again = await connect({ dataDir: folder, migrate: false });
      try {
        expect((await leadsCall(dealerApi({ database: async () => again, rateLimit: null }), issued.token)).status).toBe(401);
      } finally {
        await again.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('on PGlite: a lock left by a process that died is taken over', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'feed-lock-'));
    const folder = path.join(dataDir, 'pglite');
    try {
      // A pid far above pid_max is never a running process.
      await writeFile(`${folder}.lock`, JSON.stringify({ pid: 99_999_999, started: '1', hostname: os.hostname(), command: 'node app-server.mjs' }));
      const database = await connect({ dataDir: folder, loadDataDir: await migratedPgliteTemplate(), migrate: false });
      expect(JSON.parse(await readFile(`${folder}.lock`, 'utf8')).pid).toBe(process.pid);
      await database.close();
      await expect(readFile(`${folder}.lock`, 'utf8')).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.DATABASE_URL)('on PostgreSQL: a key revoked by the CLI is refused at the running server’s next call', async () => {
    const scratch = await scratchPostgresDatabase();
    const server = await connect({ databaseUrl: scratch.url });
    try {
      await upsertDealers(server, [dealerA], { now: NOW });
      const issued = await createDealerKey(server, { label: 'DMS', dealerExternalIds: [dealerA.externalId], scopes: ['leads'] });
      const api = dealerApi({ database: async () => server, rateLimit: null });
      expect((await leadsCall(api, issued.token)).status).toBe(200);
      const revoked = await runCli('scripts/dealer-key.ts', ['revoke', issued.keyId], { DATABASE_URL: scratch.url });
      expect(revoked.code).toBe(0);
      expect((await leadsCall(api, issued.token)).status).toBe(401);
    } finally {
      await server.close();
      await scratch.drop();
    }
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgresDatabase } from '../support/test-db';
import { connect } from '../../src/db/connect';
import { createDealerKey } from '../../src/features/dealer-feed/key-store';
import { createInventoryPlan, generateListing } from '../../src/features/inventory/generator';
import { seedDemoInventory } from '../../src/features/inventory/seed';
import { killNode, serverEntry, startNode, waitReady, type FleetNode } from '../../bench/node-fleet';

/**
 * Two production nodes (the front door and Next.js, as `npm start` runs them) on one PostgreSQL, and
 * one of them stopped with SIGTERM while it serves searches and a feed push (decision 038). It needs
 * PostgreSQL (DATABASE_URL) and a build of the app (`npm run build`, in NEXT_DIST_DIR); without
 * either it is skipped, saying so. `npm run bench:nodes` is the same run with three nodes and load.
 */
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const runnable = Boolean(process.env.DATABASE_URL) && existsSync(path.join(distDir, 'BUILD_ID'));
const PORTS = [3151, 3152] as const;
const PUSHED = 300;

describe.skipIf(!runnable)('two nodes on one PostgreSQL, one stopped mid-load', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
  let nodes: FleetNode[] = [];
  let token = '';
  let dealerId = 0;

  beforeAll(async () => {
    scratch = await scratchPostgresDatabase();
    const database = await connect({ databaseUrl: scratch.url });
    await seedDemoInventory(database, { count: 300, seed: 38 });
    const [dealer] = await database.query<{ id: number; external_id: string }>('select id, external_id from dealers order by id limit 1');
    if (!dealer) throw new Error('the seed made no dealers');
    dealerId = Number(dealer.id);
    ({ token } = await createDealerKey(database, { label: 'nodes test', dealerExternalIds: [dealer.external_id], scopes: ['listings'] }));
    await database.close();
    const entry = serverEntry(distDir);
    // Pages kept one second, so the test below sees one turn old (decision 047).
    nodes = PORTS.map((port) => startNode(entry, { databaseUrl: scratch.url, port, dataRoot: '.data/nodes-test', env: { LOG_LEVEL: 'warn', PAGE_CACHE_SECONDS: '1' } }));
    await Promise.all(nodes.map((node) => waitReady(node, 90_000)));
  }, 180_000);

  afterAll(async () => {
    nodes.forEach(killNode);
    await scratch?.drop();
  });

  it('answers a kept page past its time once more and has the new render kept by the next request (decision 047)', { timeout: 30_000 }, async () => {
    const node = nodes[0];
    if (!node) throw new Error('a node');
    const state = async () => (await fetch(`${node.base}/auto`)).headers.get('x-page-cache');
    let kept = await state();
    for (let attempt = 0; attempt < 5 && kept !== 'hit'; attempt++) kept = await state();
    expect(kept).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await state()).toBe('stale');
    // The server renders it anew over its own socket; no visitor waits for that render.
    const seen: (string | null)[] = [];
    for (let attempt = 0; attempt < 40 && seen.at(-1) !== 'hit'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen.push(await state());
    }
    expect(seen.at(-1)).toBe('hit');
    expect(seen).not.toContain('miss');
  });

  it('answers every request it took, the push in full, refuses connections after, and exits 0', { timeout: 90_000 }, async () => {
    const [survivor, stopped] = nodes;
    if (!survivor || !stopped) throw new Error('two nodes');
    const plan = createInventoryPlan({ seed: 'nodes-test', count: 1_200, now: new Date(), dealers: 4 });
    const cars = Array.from({ length: 1_200 }, (_, index) => generateListing(plan, index).record).filter((record) => record.mobilityType === 'car');
    // One price for all, so a search finds exactly them; without the all-in deal, whose price must stay near it.
    const listing = (index: number) => {
      const { allInDeal: _allInDeal, ...car } = cars[index % cars.length] ?? {};
      return { ...car, externalId: `TEST-${index}`, isActive: true, price: 1_234_500 };
    };
    const body = JSON.stringify({ listings: Array.from({ length: PUSHED }, (_, index) => listing(index)) });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'nodes-test-push' };

    // Searches on both nodes from here until the stopped node is gone.
    let stopAt = Number.POSITIVE_INFINITY;
    const failures: string[] = [];
    let refused = 0;
    const searches = nodes.map((node) => {
      const instance = autocannon({ url: node.base, connections: 2, duration: 60, requests: [{ method: 'POST', path: '/api/client/search/results', body: '{"mobilityType":"car"}', headers: { 'content-type': 'application/json' } }] }, () => undefined);
      instance.on('response', (_client: unknown, status: number) => {
        if (status !== 200) failures.push(`${node.port}: ${status}`);
      });
      instance.on('reqError', (error: NodeJS.ErrnoException) => {
        if (node === stopped && error.code === 'ECONNREFUSED' && performance.now() >= stopAt) refused++;
        else failures.push(`${node.port}: ${error.code ?? error.message}`);
      });
      return instance;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const push = fetch(`${stopped.base}/api/dealer/v1/listings`, { method: 'POST', headers, body });
    await new Promise((resolve) => setTimeout(resolve, 100));
    stopAt = performance.now();
    stopped.process.kill('SIGTERM');

    const answer = await push;
    expect(answer.status).toBe(200);
    expect((await answer.json()).summary).toMatchObject({ created: PUSHED, refused: 0 });
    const exit = await stopped.exited;
    expect(exit.code).toBe(0);
    expect(exit.at - stopAt).toBeLessThan(20_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const instance of searches) instance.stop();
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(0);

    // The other node finds every listing of the push, and the same push retried through it changes nothing.
    const found = await fetch(`${survivor.base}/api/client/search/results`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ dealer: dealerId, price: { min: 12_345, max: 12_345 } }) });
    expect(((await found.json()) as { total: number }).total).toBe(PUSHED);
    const retry = await fetch(`${survivor.base}/api/dealer/v1/listings`, { method: 'POST', headers, body });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

if (!runnable) console.log(`tests/integration/nodes.test.ts skipped: it needs DATABASE_URL and a build in ${distDir}`);

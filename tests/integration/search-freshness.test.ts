import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../src/db/connect';
import { createInventoryPlan, generateListing } from '../../src/features/inventory/generator';
import { deactivateListings, importListings } from '../../src/features/inventory/import-listings';
import { seedDemoInventory } from '../../src/features/inventory/seed';
import { emptySearchRequest } from '../../src/lib/search-request/schema';
import { SearchService } from '../../src/features/search/service/search-service';
import { scratchPostgresDatabase } from '../support/test-db';

const NOW = new Date('2026-11-01T09:00:00Z');
const SEED = 99;
const COUNT = 600;

/**
 * Resolves once every node shows the condition. A change reaches a node as a notification on the
 * node's own connection, so there is no call to await: each pass lets the notifications in and waits
 * until what each node has received is in its index. No wall clock: the one-second budget of
 * decision 011 is a design figure, not something a shared 2-core machine can prove, so the only
 * bound is the test's own timeout, which fails the test if a change never arrives.
 */
async function untilEveryNode(nodes: SearchService[], condition: (node: SearchService) => boolean): Promise<void> {
  while (!nodes.every(condition)) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all(nodes.map((node) => node.settled()));
  }
}

// Two app nodes, each with its own connection and index, and a feed importer on a third connection.
describe.runIf(process.env.DATABASE_URL)('search freshness across two app nodes on PostgreSQL', () => {
  let drop: () => Promise<void>;
  let importer: Database;
  const connections: Database[] = [];
  const nodes: SearchService[] = [];

  beforeAll(async () => {
    const scratch = await scratchPostgresDatabase();
    drop = scratch.drop;
    importer = await connect({ databaseUrl: scratch.url });
    await seedDemoInventory(importer, { count: COUNT, seed: SEED, now: NOW });
    for (let i = 0; i < 2; i++) {
      const connection = await connect({ databaseUrl: scratch.url, migrate: false });
      connections.push(connection);
      nodes.push(await SearchService.start(connection));
    }
  }, 60_000);

  afterAll(async () => {
    for (const node of nodes) await node.close();
    for (const connection of connections) await connection.close();
    await importer.close();
    await drop();
  });

  it('starts both nodes with the same index', () => {
    expect(nodes[0]?.size).toBeGreaterThan(500);
    expect(nodes[1]?.size).toBe(nodes[0]?.size);
  });

  it('shows an insert, a change and a deactivation on every node, applied from the change notifications', async () => {
    const appliedBefore = nodes.map((node) => node.appliedChanges);
    const plan = createInventoryPlan({ seed: SEED, count: COUNT, now: NOW });
    // Filed under one dealer: the import call takes one dealer's records.
    const generated = Array.from({ length: 5 }, (_, i) => generateListing(plan, COUNT + i));
    const dealer = generated[0]?.dealerExternalId ?? '';
    const records = generated.map((g, i) => ({ ...g.record, isActive: true, externalId: `node-test-${i}` }));
    await importListings(importer, dealer, records, { now: NOW });
    const ids = (await importer.query<{ id: number }>('select id from listings where external_id like $1', ['node-test-%'])).map((row) => row.id);
    expect(ids).toHaveLength(records.length);
    await untilEveryNode(nodes, (node) => ids.every((id) => node.has(id)));

    const first = records[0];
    if (!first) throw new Error('no record');
    await importListings(importer, dealer, [{ ...first, price: 987_654_300 }], { now: NOW });
    await untilEveryNode(nodes, (node) => node.search(carsPricedExactly(9_876_543)).total === 1);

    await deactivateListings(importer, dealer, records.map((record) => record.externalId), { now: NOW });
    await untilEveryNode(nodes, (node) => ids.every((id) => !node.has(id)));
    // Each node applied the three changes itself, one batch each, while it kept serving.
    for (const [i, node] of nodes.entries()) expect(node.appliedChanges).toBeGreaterThanOrEqual((appliedBefore[i] ?? 0) + 3);
  });

  it('survives a malformed notification on the channel', async () => {
    const sizes = nodes.map((node) => node.size);
    const appliedBefore = nodes.map((node) => node.appliedChanges);
    const [listed] = await importer.query<{ id: number }>('select id from listings where is_active order by id limit 1');
    await importer.query(`select pg_notify('listing_changes', 'not json')`);
    await importer.query(`select pg_notify('listing_changes', '{"ids":["x", 1.5]}')`);
    // Notifications arrive in order: once this good one is applied, the bad ones before it were handled.
    await importer.query(`select pg_notify('listing_changes', $1)`, [JSON.stringify({ ids: [listed?.id] })]);
    await untilEveryNode(nodes, (node) => node.appliedChanges > (appliedBefore[nodes.indexOf(node)] ?? 0));
    expect(nodes.map((node) => node.size)).toEqual(sizes);
  });
});

function carsPricedExactly(euros: number) {
  return { ...emptySearchRequest('car'), price: { min: euros, max: euros } };
}

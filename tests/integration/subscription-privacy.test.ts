import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { confirmSubscription, purgeExpired, saveSubscription, unsubscribe, upsertAddress } from '../../src/features/saved-searches/subscriptions/subscription-repository';
import { ADDRESS_TTL_MS, PENDING_TTL_MS } from '../../src/features/saved-searches/subscriptions/subscription-rules';
import { backends, freshDatabase } from '../support/test-db';

const DAY = 86_400_000;
const T0 = new Date(Date.UTC(2026, 10, 1, 9));
const day = (n: number) => new Date(T0.getTime() + n * DAY);
const rules = { pendingTtlMs: PENDING_TTL_MS, addressTtlMs: ADDRESS_TTL_MS };

describe.each(backends)('what subscriptions keep, and for how long, on %s', (backend) => {
  let database: Database;
  const draft = (id: string, url: string) => ({ id, kind: 'search' as const, frequency: 'daily' as const, url, label: 'Occasions', filters: '', request: { mobilityType: 'car' }, listingIds: [] });
  const addresses = async () => (await database.query<{ email: string }>('select email from subscriber_addresses order by email')).map((row) => row.email);
  const subscriptions = async () => (await database.query<{ id: string }>('select id from mail_subscriptions order by id')).map((row) => row.id);

  beforeAll(async () => {
    database = await freshDatabase(backend);
  });
  afterAll(async () => database.close());

  it('stores an address once, however it was typed, and deletes what was never confirmed after 7 days', async () => {
    const a = await upsertAddress(database.db, 'jan@example.nl');
    expect(await upsertAddress(database.db, 'jan@example.nl')).toBe(a);
    await saveSubscription(database.db, a, draft('pending1', '/auto'), day(0));
    const b = await upsertAddress(database.db, 'piet@example.nl');
    await saveSubscription(database.db, b, draft('kept1', '/auto'), day(0));
    await confirmSubscription(database.db, 'kept1', day(0));

    expect(await purgeExpired(database.db, day(6), rules)).toEqual({ pending: 0, addresses: 0 });
    expect(await purgeExpired(database.db, day(8), rules)).toEqual({ pending: 1, addresses: 1 });
    // Jan never confirmed anything: his address goes with the request. Piet's stays.
    expect(await addresses()).toEqual(['piet@example.nl']);
    expect(await subscriptions()).toEqual(['kept1']);
  });

  it('deletes an address 30 days after its last subscription ended, and keeps it while one runs', async () => {
    const c = await upsertAddress(database.db, 'klaas@example.nl');
    await saveSubscription(database.db, c, draft('c1', '/auto'), day(10));
    await saveSubscription(database.db, c, draft('c2', '/fietsen'), day(10));
    await confirmSubscription(database.db, 'c1', day(10));
    await confirmSubscription(database.db, 'c2', day(10));
    await unsubscribe(database.db, { id: 'c1' }, day(11));
    // One still runs: the address is not on its way out.
    expect(await purgeExpired(database.db, day(60), rules)).toMatchObject({ addresses: 0 });
    await unsubscribe(database.db, { id: 'c2' }, day(61));
    expect(await purgeExpired(database.db, day(90), rules)).toMatchObject({ addresses: 0 });
    expect(await purgeExpired(database.db, day(92), rules)).toMatchObject({ addresses: 1 });
    expect(await addresses()).not.toContain('klaas@example.nl');
    expect(await subscriptions()).not.toContain('c1');
  });

  it('gives a new confirmation to an ended subscription asked for again, and lets nobody change a confirmed one', async () => {
    const d = await upsertAddress(database.db, 'els@example.nl');
    expect(await saveSubscription(database.db, d, draft('d1', '/motoren'), day(100))).toEqual({ id: 'd1', status: 'pending', needsConfirmation: true });
    await confirmSubscription(database.db, 'd1', day(100));
    expect(await saveSubscription(database.db, d, { ...draft('d2', '/motoren'), frequency: 'weekly' }, day(101))).toEqual({ id: 'd1', status: 'confirmed', needsConfirmation: false });
    const [row] = await database.query<{ frequency: string }>(`select frequency from mail_subscriptions where id = 'd1'`);
    expect(row?.frequency).toBe('daily');
    await unsubscribe(database.db, { id: 'd1' }, day(102));
    expect(await saveSubscription(database.db, d, draft('d3', '/motoren'), day(103))).toEqual({ id: 'd1', status: 'pending', needsConfirmation: true });
    // Confirming twice is fine.
    expect(await confirmSubscription(database.db, 'd1', day(104))).toBe('confirmed');
    expect(await confirmSubscription(database.db, 'd1', day(105))).toBe('confirmed');
    expect(await confirmSubscription(database.db, 'onbekend', day(105))).toBeNull();
  });
});

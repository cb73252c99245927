import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { trackedNumber } from '../../src/features/dealer-contact/call-tracking/call-tracking.server';
import { createProviderLookup } from '../../src/features/dealer-contact/call-tracking/provider';
import { upsertDealers } from '../../src/features/inventory/import-dealers';
import { ensureDemoInventory } from '../../src/features/inventory/seed';
import { backends, freshDatabase } from '../support/test-db';

/** A dealer as the import takes it; `overrides` sets the call-tracking fields. */
function dealer(externalId: string, overrides: { callTrackingCode: string | null; trackedPhone?: string | null }) {
  return {
    externalId,
    name: `Autobedrijf ${externalId}`,
    street: 'Stationsweg',
    houseNumber: '1',
    postalCode: '3511 AA',
    city: 'Utrecht',
    province: 'Utrecht',
    latitude: 52.09,
    longitude: 5.11,
    phone: '030-1234567',
    email: `verkoop@${externalId.toLowerCase()}.example`,
    website: null,
    ...overrides,
  };
}

/** A provider that answers `numbers`' entry for a code (404 for none), or hangs for `slow`. */
function provider(numbers: Record<string, string>, slow: ReadonlySet<string> = new Set()) {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const code = decodeURIComponent(String(input).split('/').pop() ?? '');
    asked.push(code);
    if (slow.has(code)) {
      return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }
    const phone = numbers[code];
    return phone ? Response.json({ phoneNumber: phone }) : new Response('', { status: 404 });
  };
  return { asked, lookup: createProviderLookup({ url: 'https://calls.example/numbers/{code}', timeoutMs: 150, fetch }) };
}

describe.each(backends)('call tracking on %s (decision 056)', (backend) => {
  let database: Database;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    const result = await upsertDealers(database, [
      dealer('OWN', { callTrackingCode: 'AEN2100-1000' }),
      dealer('DATA', { callTrackingCode: 'AEN2100-2000', trackedPhone: '088-3004000' }),
      dealer('NOCODE', { callTrackingCode: null }),
    ]);
    expect(result.invalid).toEqual([]);
  });

  afterAll(async () => {
    await database.close();
  });

  it('has no tracked number for a dealer without one: the page keeps the dealer’s own number', async () => {
    expect(await trackedNumber(database.db, 'AEN2100-1000')).toBeNull();
  });

  it('answers the tracked number in the dealer’s data', async () => {
    expect(await trackedNumber(database.db, 'AEN2100-2000')).toEqual({ display: '088-3004000', href: 'tel:+31883004000' });
  });

  it('answers the provider’s number first, the data’s when the provider has none or is too slow', async () => {
    const { lookup, asked } = provider({ 'AEN2100-1000': '088-7001000', 'AEN2100-2000': '088-7002000' });
    expect(await trackedNumber(database.db, 'AEN2100-1000', lookup)).toEqual({ display: '088-7001000', href: 'tel:+31887001000' });
    expect(await trackedNumber(database.db, 'AEN2100-2000', lookup)).toEqual({ display: '088-7002000', href: 'tel:+31887002000' });
    expect(await trackedNumber(database.db, 'UNKNOWN', lookup)).toBeNull();
    expect(asked).toEqual(['AEN2100-1000', 'AEN2100-2000']);

    const none = provider({});
    expect(await trackedNumber(database.db, 'AEN2100-1000', none.lookup)).toBeNull();
    expect(await trackedNumber(database.db, 'AEN2100-2000', none.lookup)).toEqual({ display: '088-3004000', href: 'tel:+31883004000' });

    const slow = provider({ 'AEN2100-2000': '088-7002000' }, new Set(['AEN2100-2000', 'AEN2100-1000']));
    const started = Date.now();
    expect(await trackedNumber(database.db, 'AEN2100-2000', slow.lookup)).toEqual({ display: '088-3004000', href: 'tel:+31883004000' });
    expect(await trackedNumber(database.db, 'AEN2100-1000', slow.lookup)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('takes a tracked number from the dealer import, and refuses one that is not a phone number', async () => {
    const result = await upsertDealers(database, [dealer('OWN', { callTrackingCode: 'AEN2100-1000', trackedPhone: '088-3001000' }), dealer('BAD', { callTrackingCode: 'AEN2100-3000', trackedPhone: '088-30' })]);
    expect(result.updated).toBe(1);
    expect(result.invalid.map((problem) => problem.reason)).toEqual([expect.stringMatching(/^trackedPhone: /)]);
    expect(await trackedNumber(database.db, 'AEN2100-1000')).toEqual({ display: '088-3001000', href: 'tel:+31883001000' });
  });
});

describe.each(backends)('the demo seed’s tracked numbers on %s', (backend) => {
  let database: Database;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await ensureDemoInventory(database, { count: 200 });
  });

  afterAll(async () => {
    await database.close();
  });

  it('are data of the dealers with a code, and come back to a database seeded before they existed', async () => {
    const count = async () =>
      (await database.query<{ coded: number; tracked: number; both: number }>(
        'select count(call_tracking_code)::int as coded, count(tracked_phone)::int as tracked, count(*) filter (where call_tracking_code is not null and tracked_phone is not null)::int as both from dealers',
      ))[0];
    const seeded = await count();
    expect(seeded?.coded).toBeGreaterThan(100);
    expect(seeded).toEqual({ coded: seeded?.coded, tracked: seeded?.coded, both: seeded?.coded });
    const [sample] = await database.query<{ code: string; phone: string }>('select call_tracking_code as code, tracked_phone as phone from dealers where tracked_phone is not null order by id limit 1');
    expect(await trackedNumber(database.db, sample?.code ?? '')).toMatchObject({ display: sample?.phone });

    await database.query('update dealers set tracked_phone = null');
    await ensureDemoInventory(database, { count: 200 });
    expect(await count()).toEqual(seeded);
  });
});

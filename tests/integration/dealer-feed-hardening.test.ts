import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, freshDatabase } from '../support/test-db';
import type { Database } from '../../src/db/connect';
import { dealerApiIdempotency } from '../../src/db/schema';
import { createInventoryPlan, generateListing } from '../../src/features/inventory/generator';
import { upsertDealers } from '../../src/features/inventory/import-listings';
import type { ListingRecord } from '../../src/features/inventory/import-schema';
import { dealerApi } from '../../src/features/dealer-feed/api.server';
import { IDEMPOTENCY_CLAIM_LEASE_MS, requestFingerprint } from '../../src/features/dealer-feed/idempotency';
import { createDealerKey } from '../../src/features/dealer-feed/key-store';
import { log } from '../../src/lib/log';

/**
 * Issue 49's probe of the feed API (items 12, 13 and 14): one bad character, a deep body or an
 * odd date failed a whole call with a 500; an https photo was taken and then shown broken; a crash
 * held an Idempotency-Key five minutes; reordered keys were "another call"; failed keys went
 * uncounted and unlogged; and one call could make the node decode billions of pixels.
 */
const NOW = new Date('2026-04-10T09:00:00Z');
const plan = createInventoryPlan({ seed: 19, count: 40, now: NOW, dealers: 8 });
const [dealerA] = plan.dealers.map((dealer) => dealer.record);
if (!dealerA) throw new Error('the plan has no dealer');
const record = (index: number): ListingRecord => ({ ...generateListing(plan, index).record, externalId: `H-${index}` });
// 0.8 megapixel each: two fit no budget of one megapixel.
const jpeg = (background: string) => sharp({ create: { width: 1000, height: 800, channels: 3, background } }).jpeg().toBuffer();

describe.each(backends)('the dealer feed API against a probe on %s', (backend) => {
  let database: Database;
  let api: ReturnType<typeof dealerApi>;
  let token: string;
  let leadsToken: string;
  let apiKeyId: number;

  const call = (handler: (request: Request) => Promise<Response>, init: { path?: string; method?: string; body?: unknown; raw?: string; form?: FormData; headers?: Record<string, string>; auth?: string }) => {
    const headers: Record<string, string> = { authorization: `Bearer ${init.auth ?? token}`, ...(init.headers ?? {}) };
    if (init.body !== undefined || init.raw !== undefined) headers['content-type'] = 'application/json';
    const body = init.form ?? init.raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined);
    return handler(new Request(`http://feed.test/api/dealer/v1${init.path ?? '/listings'}`, { method: init.method ?? 'POST', headers, body }));
  };
  const results = (answer: { items: { result: string }[] }) => answer.items.map((item) => item.result);

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await upsertDealers(database, plan.dealers.map((dealer) => dealer.record), { now: NOW });
    api = dealerApi({ database: async () => database, rateLimit: null, authFailureLimit: null });
    ({ token } = await createDealerKey(database, { label: 'DMS', dealerExternalIds: [dealerA.externalId], scopes: ['listings'] }));
    ({ token: leadsToken } = await createDealerKey(database, { label: 'CRM', dealerExternalIds: [dealerA.externalId], scopes: ['leads'] }));
    const [row] = await database.query<{ id: number }>('select id from dealer_api_keys where label = $1', ['DMS']);
    apiKeyId = Number(row?.id);
  });

  afterAll(async () => {
    await database.close();
  });

  it('refuses a NUL or half a surrogate pair per item, naming the field, and lands the rest of the call', async () => {
    const listings = [record(0), { ...record(1), title: 'Golf\u0000GTI' }, { ...record(2), description: 'mooi \ud800 ding' }, { ...record(3), externalId: 'H-\u00003' }, { ...record(4), highlights: ['ok', 'x\udc00'] }, { ...record(5), 'kle\u0000ur': 'rood' }, record(6)];
    const headers = { 'idempotency-key': 'tekens-1' };
    const response = await call(api.push, { body: { listings }, headers });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(results(answer)).toEqual(['created', 'refused', 'refused', 'refused', 'refused', 'refused', 'created']);
    expect(answer.items.slice(1, 6).map((item: { problems: { field: string }[] }) => item.problems[0]?.field)).toEqual(['title', 'description', 'externalId', 'highlights.1', 'kle\uFFFDur']);
    expect(answer.items[1].problems[0]).toMatchObject({ nl: expect.stringContaining('NUL-teken'), en: expect.stringContaining('lone surrogate') });
    expect(answer.items[3].stockNumber).toBeNull();
    // The answer was kept for a retry (jsonb takes neither character): the retry gets it back.
    const again = await call(api.push, { body: { listings }, headers });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(results(await again.json())).toEqual(results(answer));
  });

  it('refuses a body nested too deep as a whole, with a clear message, and changes nothing', async () => {
    const deep = `{"listings":[${'['.repeat(100_000)}${']'.repeat(100_000)}]}`;
    const response = await call(api.push, { raw: deep });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, message: 'Bad Request', errors: { body: 'is te diep genest: hooguit 32 niveaus van lijsten en objecten' } });
    let nested: unknown = 'x';
    for (let i = 0; i < 40; i++) nested = { nested };
    expect((await call(api.push, { body: { listings: [{ ...record(7), colourName: nested }] } })).status).toBe(400);
  });

  it('bounds the lead report’s days and the leads cursor', async () => {
    for (const query of ['from=0001-01-01', 'until=9999-12-31', 'from=1999-12-31']) {
      const response = await call(api.leadReport, { method: 'GET', path: `/lead-report?${query}`, auth: leadsToken });
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toEqual({ [query.split('=')[0] ?? '']: 'moet een datum van 2000-01-01 tot en met 2099-12-31 zijn' });
    }
    expect((await call(api.leadReport, { method: 'GET', path: '/lead-report?from=2000-01-01&until=2099-12-31', auth: leadsToken })).status).toBe(200);
    const far = await call(api.leads, { method: 'GET', path: '/leads?since=999999999999', auth: leadsToken });
    expect(far.status).toBe(200);
    expect((await far.json()).leads).toEqual([]);
  });

  it('refuses a photo given as a web address per item, with the reason', async () => {
    const answer = await (await call(api.push, { body: { listings: [{ ...record(8), photos: ['https://cdn.example.nl/golf.jpg'] }, record(9)] } })).json();
    expect(results(answer)).toEqual(['refused', 'created']);
    expect(answer.items[0].problems).toEqual([{ field: 'photos.0', nl: expect.stringContaining('webadres'), en: expect.stringContaining('not fetched') }]);
  });

  it('lets a retry take over the Idempotency-Key of a call whose process died', async () => {
    const body = { listings: [record(10)] };
    // The claim a process left when it was killed mid-push: no answer, its owner gone.
    const requestHash = requestFingerprint({ call: 'listings.push', json: body, files: [] });
    await database.db.insert(dealerApiIdempotency).values({ apiKeyId, idempotencyKey: 'crash-1', requestHash, status: null, response: { owner: 'old-node/4242/abc:1' }, createdAt: new Date() });
    const retry = await call(api.push, { body, headers: { 'idempotency-key': 'crash-1' } });
    if (backend === 'pglite') {
      // One process per folder: a claim of another process is one that died, taken over at once.
      expect(retry.status).toBe(200);
    } else {
      // Another node may still run it; it renews its claim, so a claim left unrenewed runs out within the lease.
      expect(retry.status).toBe(429);
      expect(Number(retry.headers.get('retry-after'))).toBeLessThanOrEqual(5);
      await database.query("update dealer_api_idempotency set created_at = $1 where idempotency_key = 'crash-1'", [new Date(Date.now() - IDEMPOTENCY_CLAIM_LEASE_MS - 1000)]);
      expect((await call(api.push, { body, headers: { 'idempotency-key': 'crash-1' } })).status).toBe(200);
    }
  });

  it('takes the same body with its keys in another order as the same call', async () => {
    const headers = { 'idempotency-key': 'volgorde-1' };
    const first = await call(api.push, { raw: JSON.stringify({ fullSync: false, listings: [record(11)] }), headers });
    expect(first.status).toBe(200);
    const reordered = Object.fromEntries(Object.entries(record(11)).reverse());
    const again = await call(api.push, { raw: JSON.stringify({ listings: [reordered], fullSync: false }), headers });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('logs failed authentications without the key and limits them per client address', async () => {
    const limited = dealerApi({ database: async () => database, rateLimit: null, authFailureLimit: { max: 3, windowMs: 60_000 } });
    const warn = vi.spyOn(log, 'warn');
    const from = (address: string, auth: string) => call(limited.leads, { method: 'GET', path: '/leads', auth, headers: { 'x-forwarded-for': address } });
    const wrong = `${leadsToken.slice(0, -4)}AAAA`;
    try {
      for (let i = 0; i < 3; i++) expect((await from('198.51.100.7', wrong)).status).toBe(401);
      const blocked = await from('198.51.100.7', leadsToken);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await from('198.51.100.8', leadsToken)).status).toBe(200);
      const failures = warn.mock.calls.filter(([, message]) => message === 'dealer api authentication failed');
      expect(failures).toHaveLength(3);
      expect(failures[0]?.[0]).toMatchObject({ call: 'leads.list', client: '198.51.100.7', reason: expect.stringContaining('wrong secret') });
      expect(JSON.stringify(failures)).not.toContain(wrong.split('_').at(-1));
    } finally {
      warn.mockRestore();
    }
  });

  it('caps the pixels one call may decode, refusing the photos past it per item', async () => {
    const capped = dealerApi({ database: async () => database, rateLimit: null, authFailureLimit: null, pixelsPerCall: 1_000_000 });
    const form = new FormData();
    form.set('feed', JSON.stringify({ listings: [{ ...record(12), photos: ['upload:a.jpg'] }, { ...record(13), photos: ['upload:b.jpg'] }] }));
    form.append('photos', new Blob([new Uint8Array(await jpeg('#113355'))]), 'a.jpg');
    form.append('photos', new Blob([new Uint8Array(await jpeg('#553311'))]), 'b.jpg');
    const answer = await (await call(capped.push, { form })).json();
    expect(results(answer)).toEqual(['created', 'refused']);
    expect(answer.items[1].problems).toEqual([{ field: 'photos.0', nl: expect.stringContaining('hooguit 1 megapixel'), en: expect.stringContaining('at most 1 megapixels') }]);
    const upload = new FormData();
    upload.append('photos', new Blob([new Uint8Array(await jpeg('#335511'))]), 'c.jpg');
    upload.append('photos', new Blob([new Uint8Array(await jpeg('#331155'))]), 'd.jpg');
    const photos = await (await call(capped.photos, { path: '/photos', form: upload })).json();
    expect(photos.photos.map((photo: { result: string }) => photo.result)).toEqual(['stored', 'refused']);
  });
});

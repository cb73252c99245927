import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, freshDatabase } from '../support/test-db';
import type { Database } from '../../src/db/connect';
import { leads, webEvents } from '../../src/db/schema';
import { createInventoryPlan, generateListing } from '../../src/features/inventory/generator';
import { upsertDealers } from '../../src/features/inventory/import-listings';
import type { ListingRecord } from '../../src/features/inventory/import-schema';
import { dealerApi } from '../../src/features/dealer-feed/api.server';
import { createDealerKey, revokeDealerKey, rotateDealerKey } from '../../src/features/dealer-feed/key-store';
import { SearchService } from '../../src/features/search/service/search-service';

const NOW = new Date('2026-04-10T09:00:00Z');
const plan = createInventoryPlan({ seed: 19, count: 40, now: NOW, dealers: 8 });
const [dealerA, dealerB] = plan.dealers.map((dealer) => dealer.record);
if (!dealerA || !dealerB) throw new Error('the plan has too few dealers');
const records: ListingRecord[] = Array.from({ length: 40 }, (_, index) => ({ ...generateListing(plan, index).record, externalId: `FEED-${index}` }));
const record = (index: number): ListingRecord => {
  const found = records[index];
  if (!found) throw new Error(`no record ${index}`);
  return found;
};

async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#2266aa' } }).jpeg().toBuffer();
}

describe.each(backends)('the dealer feed API on %s', (backend) => {
  let database: Database;
  let api: ReturnType<typeof dealerApi>;
  let service: SearchService;
  let token: string;
  let keyId: string;
  let leadsToken: string;

  const call = (handler: (request: Request) => Promise<Response>, init: { method?: string; path?: string; body?: unknown; form?: FormData; headers?: Record<string, string>; auth?: string | null }) => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (init.auth !== null) headers.authorization = `Bearer ${init.auth ?? token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const body = init.form ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined);
    return handler(new Request(`http://feed.test/api/dealer/v1${init.path ?? '/listings'}`, { method: init.method ?? 'POST', headers, body }));
  };
  const listing = async (stockNumber: string, dealer = dealerA.externalId) =>
    (await database.query<{ id: number; price: number; title: string; is_active: boolean; updated_at: Date; photos: string[] }>('select l.id, l.price, l.title, l.is_active, l.updated_at, l.photos from listings l join dealers d on d.id = l.dealer_id where d.external_id = $1 and l.external_id = $2', [dealer, stockNumber]))[0];
  const waitFor = async (condition: () => boolean) => {
    for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    return condition();
  };

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await upsertDealers(database, plan.dealers.map((dealer) => dealer.record), { now: NOW });
    api = dealerApi({ database: async () => database, rateLimit: null });
    service = await SearchService.start(database);
    ({ token, keyId } = await createDealerKey(database, { label: 'DMS van dealer A', dealerExternalIds: [dealerA.externalId], scopes: ['listings'] }));
    ({ token: leadsToken } = await createDealerKey(database, { label: 'CRM', dealerExternalIds: [dealerA.externalId, dealerB.externalId], scopes: ['leads'] }));
  });

  afterAll(async () => {
    await service.close();
    await database.close();
  });

  it('refuses a missing, wrong or out-of-scope key without saying why', async () => {
    const body = { listings: [record(0)] };
    for (const auth of [null, 'dk_short', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]) {
      const response = await call(api.push, { body, auth });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await response.json()).toEqual({ status: 401, message: 'Unauthorized' });
    }
    const otherDealer = await call(api.push, { body: { ...body, dealer: dealerB.externalId } });
    expect(otherDealer.status).toBe(403);
    expect(await otherDealer.json()).toEqual({ status: 403, message: 'Forbidden' });
    expect((await call(api.leads, { method: 'GET', path: '/leads' })).status).toBe(403);
    expect((await call(api.push, { body, auth: leadsToken })).status).toBe(403);
    expect(await listing('FEED-0')).toBeUndefined();
  });

  it('lands the valid listings of a call and refuses the bad ones per item, in Dutch and English', async () => {
    const response = await call(api.push, {
      body: {
        listings: [record(0), { ...record(1), price: -1 }, { ...record(2), colour: 'paarsgroen' }, { ...record(3), title: 'Golf <script>alert(1)</script>' }, 'geen advertentie', record(4)],
      },
    });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.summary).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 4, deactivated: 0 });
    expect(answer.items.map((item: { result: string }) => item.result)).toEqual(['created', 'refused', 'refused', 'refused', 'refused', 'created']);
    expect(answer.items[1].problems).toEqual([{ field: 'price', nl: 'moet minstens 100 zijn', en: 'must be at least 100' }]);
    expect(answer.items[2].problems[0]).toMatchObject({ field: 'colour', nl: expect.stringContaining('geen waarde die we kennen'), en: expect.stringContaining('not a known value') });
    expect(answer.items[3].problems[0]).toMatchObject({ field: 'title', en: expect.stringContaining('HTML') });
    expect(answer.items[0]).toMatchObject({ stockNumber: 'FEED-0', code: expect.stringMatching(/^[a-z0-9]{7}$/), url: expect.stringContaining('/aanbod/') });
    expect(await listing('FEED-1')).toBeUndefined();
    expect(await listing('FEED-3')).toBeUndefined();
    const stored = await listing('FEED-0');
    expect(await waitFor(() => service.has(Number(stored?.id)))).toBe(true);
  });

  it('leaves a stored listing as it was when its update is refused, and answers unchanged and updated', async () => {
    const before = await listing('FEED-0');
    const response = await call(api.push, { body: { listings: [{ ...record(0), price: -1, title: 'Nieuwe titel' }, record(4), { ...record(5) }] } });
    const answer = await response.json();
    expect(answer.items.map((item: { result: string }) => item.result)).toEqual(['refused', 'unchanged', 'created']);
    expect(await listing('FEED-0')).toEqual(before);
    const updated = await (await call(api.push, { body: { listings: [{ ...record(4), price: record(4).price - 50_000 }] } })).json();
    expect(updated.items[0].result).toBe('updated');
    expect(Number((await listing('FEED-4'))?.price)).toBe(record(4).price - 50_000);
  });

  it('takes photos with the listing, re-encoded, and refuses one that is too big or no image per listing', async () => {
    const form = new FormData();
    form.set('feed', JSON.stringify({ listings: [{ ...record(6), photos: ['upload:voor.jpg', ...record(6).photos.slice(1)] }, { ...record(7), photos: ['upload:nep.jpg'] }, { ...record(8), photos: ['upload:groot.jpg'] }, { ...record(9), photos: ['upload:ontbreekt.jpg'] }] }));
    form.append('photos', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'voor.jpg');
    form.append('photos', new Blob(['%PDF-1.7 geen foto'], { type: 'image/jpeg' }), 'nep.jpg');
    form.append('photos', new Blob([new Uint8Array(50 * 1024 * 1024)], { type: 'image/jpeg' }), 'groot.jpg');
    const answer = await (await call(api.push, { form })).json();
    expect(answer.items.map((item: { result: string }) => item.result)).toEqual(['created', 'refused', 'refused', 'refused']);
    expect(answer.items[1].problems).toEqual([{ field: 'photos.0', nl: 'is geen leesbare foto', en: 'is not a readable image' }]);
    expect(answer.items[2].problems).toEqual([{ field: 'photos.0', nl: 'is groter dan 8 MB', en: 'is larger than 8 MB' }]);
    expect(answer.items[3].problems[0].en).toMatch(/was not sent/);
    const stored = await listing('FEED-6');
    const [name] = stored?.photos ?? [];
    // Named by the listing's vehicle type (the plan mixes cars, bikes, motorcycles and caravans).
    expect(name).toMatch(new RegExp(`^${record(6).mobilityType}-feed-photo-[a-f0-9]{32}\\.webp$`));
    const [photo] = await database.query<{ content: Uint8Array; width: number }>('select content, width from dealer_photos where name = $1', [name]);
    expect((await sharp(Buffer.from(photo?.content ?? [])).metadata()).format).toBe('webp');
    expect(Number(photo?.width)).toBe(800);
    expect(await database.query('select name from dealer_photos')).toHaveLength(1);
  });

  it('uploads photos in a call of their own', async () => {
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(await jpeg())]), 'a.jpg');
    form.append('photos', new Blob(['geen foto']), 'b.txt');
    const answer = await (await call(api.photos, { path: '/photos', form })).json();
    expect(answer.photos).toEqual([
      { file: 'a.jpg', result: 'stored', name: expect.stringMatching(/^car-feed-photo-/) },
      { file: 'b.txt', result: 'refused', problems: [{ field: 'photos.1', nl: 'is geen leesbare foto', en: 'is not a readable image' }] },
    ]);
  });

  it('names uploaded photos by the vehicle type the call names, and refuses an unknown type', async () => {
    const form = () => {
      const data = new FormData();
      data.append('photos', new Blob([new Uint8Array(photoBytes)]), 'motor.jpg');
      return data;
    };
    const photoBytes = await jpeg();
    const motor = form();
    motor.set('mobilityType', 'motor');
    const answer = await (await call(api.photos, { path: '/photos', form: motor })).json();
    expect(answer.photos[0].name).toMatch(/^motor-feed-photo-[a-f0-9]{32}\.webp$/);
    const boat = form();
    boat.set('mobilityType', 'boot');
    const refused = await call(api.photos, { path: '/photos', form: boat });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ mobilityType: 'moet car, bicycle, motor of caramper zijn' });
  });

  it('answers a retried call with the same Idempotency-Key once, and refuses the key for another call', async () => {
    const body = { listings: [{ ...record(10) }] };
    const headers = { 'idempotency-key': 'levering-10' };
    const first = await call(api.push, { body, headers });
    const stored = await listing('FEED-10');
    const again = await call(api.push, { body, headers });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await listing('FEED-10')).toEqual(stored);
    const other = await call(api.push, { body: { listings: [record(11)] }, headers });
    expect(other.status).toBe(400);
    expect((await other.json()).errors).toHaveProperty('Idempotency-Key');
    expect(await listing('FEED-11')).toBeUndefined();
  });

  it('deactivates by stock number and by a full sync, and brings a listing back', async () => {
    const deactivated = await (await call(api.deactivate, { path: '/listings/deactivate', body: { stockNumbers: ['FEED-5', 'FEED-5', 'ONBEKEND'] } })).json();
    expect(deactivated).toEqual({ dealer: dealerA.externalId, deactivated: ['FEED-5'], alreadyInactive: [], notFound: ['ONBEKEND'] });
    expect((await listing('FEED-5'))?.is_active).toBe(false);

    const fullSync = await (await call(api.push, { body: { fullSync: true, listings: [record(0), record(4), { ...record(6), photos: (await listing('FEED-6'))?.photos }, { ...record(10), price: -1 }] } })).json();
    expect(fullSync.deactivated).toEqual([]);
    const synced = await (await call(api.push, { body: { fullSync: true, listings: [record(0), record(6), { ...record(10), price: -1 }] } })).json();
    expect(synced.deactivated).toEqual(['FEED-4']);
    expect((await listing('FEED-4'))?.is_active).toBe(false);
    expect((await listing('FEED-10'))?.is_active).toBe(true);
    const id = Number((await listing('FEED-4'))?.id);
    expect(await waitFor(() => !service.has(id))).toBe(true);

    const sync = await call(api.sync, { path: '/listings/sync', body: { complete: true, stockNumbers: ['FEED-0', 'FEED-10'] } });
    expect(await sync.json()).toEqual({ dealer: dealerA.externalId, deactivated: ['FEED-6'], notFound: [] });
    expect((await call(api.sync, { path: '/listings/sync', body: { stockNumbers: [] } })).status).toBe(400);
    const back = await (await call(api.push, { body: { listings: [{ ...record(4), price: record(4).price - 50_000 }] } })).json();
    expect(back.items[0].result).toBe('updated');
    expect((await listing('FEED-4'))?.is_active).toBe(true);
  });

  it('refuses a body that is not the call as a whole', async () => {
    const tooMany = await call(api.push, { body: { listings: Array.from({ length: 1001 }, () => record(0)) } });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).errors).toEqual({ listings: 'moet hooguit 1.000 items hebben' });
    const notJson = await api.push(new Request('http://feed.test/api/dealer/v1/listings', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{"listings": [' }));
    expect(notJson.status).toBe(400);
    const text = await api.push(new Request('http://feed.test/api/dealer/v1/listings', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' }, body: '{}' }));
    expect(text.status).toBe(415);
  });

  it('gives a dealer its leads after a cursor and its lead report as JSON and CSV', async () => {
    const stored = await listing('FEED-0');
    const [dealerRow] = await database.query<{ id: number }>('select id from dealers where external_id = $1', [dealerA.externalId]);
    const dealerId = Number(dealerRow?.id);
    await database.db.insert(leads).values(Array.from({ length: 3 }, (_, i) => ({ type: 'contact', listingId: Number(stored?.id), dealerId, listingCode: 'x', name: `Klant ${i}`, email: `klant${i}@example.nl`, details: { message: 'Is hij er nog?' } })));
    await database.db.insert(webEvents).values([
      { event: 'vehicle-details-phone-number-displayed', vehicleId: Number(stored?.id), listingId: Number(stored?.id), dealerId },
      { event: 'favorite-added', vehicleId: Number(stored?.id), listingId: Number(stored?.id), dealerId },
    ]);
    const page1 = await (await call(api.leads, { method: 'GET', path: `/leads?dealer=${dealerA.externalId}&limit=2`, auth: leadsToken })).json();
    expect(page1.leads.map((lead: { name: string }) => lead.name)).toEqual(['Klant 0', 'Klant 1']);
    expect(page1.leads[0]).toMatchObject({ type: 'contact', email: 'klant0@example.nl', listing: { stockNumber: 'FEED-0' }, details: { message: 'Is hij er nog?' } });
    const page2 = await (await call(api.leads, { method: 'GET', path: `/leads?dealer=${dealerA.externalId}&limit=2&since=${page1.next}`, auth: leadsToken })).json();
    expect(page2).toMatchObject({ next: null, leads: [{ name: 'Klant 2' }] });
    const none = await (await call(api.leads, { method: 'GET', path: `/leads?dealer=${dealerB.externalId}`, auth: leadsToken })).json();
    expect(none.leads).toEqual([]);

    const report = await (await call(api.leadReport, { method: 'GET', path: `/lead-report?dealer=${dealerA.externalId}`, auth: leadsToken })).json();
    expect(report.rows).toEqual([expect.objectContaining({ stockNumber: 'FEED-0', phoneReveals: 1, favourites: 1, shares: 0 })]);
    const csv = await call(api.leadReport, { method: 'GET', path: `/lead-report?dealer=${dealerA.externalId}&format=csv`, auth: leadsToken });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect((await csv.text()).split('\r\n')[1]).toMatch(/^\d{4}-\d{2}-\d{2},[a-z0-9]{7},FEED-0,1,0,1,0$/);
    expect((await call(api.leadReport, { method: 'GET', path: `/lead-report?dealer=${dealerA.externalId}&format=xml`, auth: leadsToken })).status).toBe(400);
  });

  it("answers every call with its request id, keeps a caller's own, and logs it with the call", async () => {
    const own = await call(api.deactivate, { path: '/listings/deactivate', body: { stockNumbers: ['ONBEKEND-1'] }, headers: { 'x-request-id': 'dms-run-0042' } });
    expect(own.headers.get('x-request-id')).toBe('dms-run-0042');
    const made = await call(api.deactivate, { path: '/listings/deactivate', body: { stockNumbers: ['ONBEKEND-2'] } });
    const madeId = made.headers.get('x-request-id');
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await call(api.push, { body: { listings: [] }, auth: 'dk_short' });
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const logged = await database.query<{ request_id: string | null }>('select c.request_id from dealer_api_calls c join dealer_api_keys k on k.id = c.api_key_id where k.key_id = $1 order by c.id desc limit 2', [keyId]);
    expect(logged.map((row) => row.request_id)).toEqual([madeId, 'dms-run-0042']);
  });

  it('logs every call with its key, counts and duration', async () => {
    const rows = await database.query<{ call: string; status: number; counts: Record<string, number>; duration_ms: number; replayed: number }>(
      'select c.call, c.status, c.counts, c.duration_ms, c.replayed from dealer_api_calls c join dealer_api_keys k on k.id = c.api_key_id where k.key_id = $1 order by c.id',
      [keyId],
    );
    expect(rows[0]).toMatchObject({ call: 'listings.push', status: 403 });
    expect(rows.find((row) => row.call === 'listings.push' && row.status === 200)?.counts).toMatchObject({ created: 2, refused: 4 });
    expect(rows.some((row) => row.replayed === 1)).toBe(true);
    expect(rows.every((row) => Number(row.duration_ms) >= 0)).toBe(true);
  });

  it('limits the calls of a key, and stops a rotated or revoked secret at once', async () => {
    const limited = dealerApi({ database: async () => database, rateLimit: { max: 2, windowMs: 60_000 } });
    const issued = await createDealerKey(database, { label: 'proef', dealerExternalIds: [dealerA.externalId], scopes: ['leads'] });
    const ask = () => call(limited.leads, { method: 'GET', path: '/leads', auth: issued.token });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const third = await ask();
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);

    const rotated = await rotateDealerKey(database, keyId);
    expect((await call(api.leads, { method: 'GET', path: '/leads' })).status).toBe(401);
    token = rotated.token;
    expect((await call(api.deactivate, { path: '/listings/deactivate', body: { stockNumbers: ['ONBEKEND'] } })).status).toBe(200);
    await revokeDealerKey(database, keyId);
    expect((await call(api.deactivate, { path: '/listings/deactivate', body: { stockNumbers: ['ONBEKEND'] } })).status).toBe(401);
  });
});

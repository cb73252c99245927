import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { leadResponse, type LeadRouteDeps } from '../../src/features/dealer-contact/leads/lead-handler.server';
import { listingKey, visitorKey } from '../../src/features/dealer-contact/leads/lead-rate-limit.server';
import { createI18n } from '../../src/lib/i18n/create';
import { allResources } from '../../src/lib/i18n/resources';
import { NAMESPACES } from '../../src/lib/i18n/settings';
import { hitRateLimit, hitRateLimits, peekRateLimit, purgeRateLimitHits } from '../../src/lib/rate-limit/rate-limit.server';
import { backends } from '../support/test-db';
import { twoNodes } from '../support/two-nodes';

const MINUTE = 60_000;
const limit = { max: 5, windowMs: 10 * MINUTE };
/** A window boundary: 10:00 UTC. */
const start = Date.UTC(2026, 2, 10, 10, 0, 0);
const at = (ms: number) => new Date(start + ms);
const t = createI18n(allResources(), NAMESPACES).getFixedT('nl', 'contact');

describe.each(backends)('lead rate limits on %s', (backend) => {
  let nodes: [Database, Database];
  let close: () => Promise<void>;
  let listingId: number;
  let otherListingId: number;
  const db = () => nodes[0].db;

  beforeAll(async () => {
    ({ nodes, close } = await twoNodes(backend));
    await nodes[0].query(
      `insert into dealers (external_id, name, street, house_number, postal_code, city, province, latitude, longitude, phone, email)
       values ('d1', 'Autobedrijf Van Dijk', 'Stationsweg', '1', '3511 AA', 'Utrecht', 'Utrecht', 52.09, 5.11, '030-1234567', 'verkoop@vandijk.example')`,
    );
    const listing = async (code: string) =>
      (
        await nodes[0].query<{ id: number }>(
          `insert into listings (code, dealer_id, external_id, mobility_type, kind, condition, usage_state, title, description, price, brand, model, body_type, colour, colour_name, year, month)
           values ($1, (select id from dealers limit 1), $1, 'car', 'personenwagen', 'occasion', 'gebruikt', 'Volkswagen Golf 1.5 TSI', 'Nette auto', 1845000, 'Volkswagen', 'Golf', 'hatchback', 'zwart', 'Zwart', 2019, 3)
           returning id`,
          [code],
        )
      )[0]?.id ?? 0;
    listingId = await listing('ab12cd3');
    otherListingId = await listing('ef45gh6');
  });
  afterAll(async () => close());

  it('lets five leads through in ten minutes, refuses the sixth with the wait, and counts others apart', async () => {
    const key = visitorKey('203.0.113.7');
    for (let index = 0; index < 5; index++) expect(await hitRateLimit(db(), key, limit, at(index * MINUTE)), `lead ${index + 1}`).toEqual({ allowed: true });
    // Five in this window: the next is let in once a fifth of the next window has passed (10:12).
    expect(await hitRateLimit(db(), key, limit, at(6 * MINUTE))).toEqual({ allowed: false, retryAfterSeconds: 6 * 60 });
    expect(await peekRateLimit(db(), key, limit, at(6 * MINUTE))).toEqual({ allowed: false, retryAfterSeconds: 6 * 60 });
    expect(await hitRateLimit(db(), visitorKey('203.0.113.8'), limit, at(6 * MINUTE))).toEqual({ allowed: true });
    expect(await hitRateLimit(db(), listingKey(42, '203.0.113.7'), limit, at(6 * MINUTE))).toEqual({ allowed: true });
    expect(await hitRateLimit(db(), key, null, at(6 * MINUTE))).toEqual({ allowed: true });

    // The refused hit was not counted, and the old window fades out instead of resetting at 10:10.
    expect(await hitRateLimit(db(), key, limit, at(10 * MINUTE + 30_000))).toMatchObject({ allowed: false });
    expect(await peekRateLimit(db(), key, limit, at(12 * MINUTE))).toEqual({ allowed: true });
    expect(await hitRateLimit(db(), key, limit, at(12 * MINUTE))).toEqual({ allowed: true });
    expect(await hitRateLimit(db(), key, limit, at(12 * MINUTE + 1000))).toMatchObject({ allowed: false });
    expect(await hitRateLimit(db(), key, limit, at(30 * MINUTE))).toEqual({ allowed: true });
  });

  it('gives the last places to exactly as many hits as fit when nodes race for them', async () => {
    const key = visitorKey('2001:db8::/64');
    const hits = await Promise.all(Array.from({ length: 12 }, (_, index) => hitRateLimit((index % 2 === 0 ? nodes[0] : nodes[1]).db, key, limit, at(MINUTE))));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(5);
    expect(hits.filter((hit) => !hit.allowed).every((hit) => !hit.allowed && hit.retryAfterSeconds > 0)).toBe(true);
  });

  it('counts several limits all or nothing, and only together with the work they pay for', async () => {
    const wide = { key: visitorKey('198.51.100.20'), limit };
    const narrow = { key: listingKey(7, '198.51.100.20'), limit: { max: 1, windowMs: 10 * MINUTE } };
    expect(await hitRateLimits(db(), [wide, narrow], at(0), async () => 'stored')).toEqual({ allowed: true, value: 'stored' });
    // The narrow limit refuses: the wide one's hit is rolled back with it.
    expect(await hitRateLimits(db(), [wide, narrow], at(MINUTE), async () => 'stored')).toMatchObject({ allowed: false });
    // The work fails: neither hit stays.
    await expect(hitRateLimits(db(), [wide], at(MINUTE), async () => Promise.reject(new Error('insert failed')))).rejects.toThrow('insert failed');
    const rows = await nodes[0].query<{ hits: number }>('select hits from rate_limit_hits where key = $1', [wide.key]);
    expect(rows).toEqual([{ hits: 1 }]);
  });

  it('deletes the windows of its own prefix that no limit looks at any more, and no others', async () => {
    const lead = listingKey(7, '192.0.2.1');
    await hitRateLimit(db(), lead, limit, at(0));
    await hitRateLimit(db(), lead, limit, at(40 * MINUTE));
    await hitRateLimit(db(), 'other:counter', limit, at(0));
    await purgeRateLimitHits(db(), 'lead:', limit.windowMs, at(41 * MINUTE));
    const rows = await nodes[0].query<{ key: string; window_start: Date }>(`select key, window_start from rate_limit_hits where key in ($1, $2) order by key`, [lead, 'other:counter']);
    expect(rows).toEqual([
      { key: lead, window_start: at(40 * MINUTE) },
      { key: 'other:counter', window_start: at(0) },
    ]);
  });

  describe('the lead call', () => {
    // A real clock: the route counts in the current windows.
    const deps = (perIp: string | null, perListing: string | null): LeadRouteDeps => ({
      db: nodes[0].db,
      t: (key, values) => t(key, values),
      listingUrl: (listing) => `http://localhost:3000/auto/aanbod/volkswagen-golf-${listing.code}`,
      settings: {
        perIp: perIp ? { max: Number(perIp.split('/')[0]), windowMs: 60 * MINUTE } : null,
        perListing: perListing ? { max: Number(perListing.split('/')[0]), windowMs: 60 * MINUTE } : null,
        trustedProxies: 0,
      },
      testRoutes: false,
    });
    const person = { name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '06 12345678' };
    const post = (from: string, body: unknown) =>
      new Request('http://localhost/api/client/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify(body) });
    const send = (routeDeps: LeadRouteDeps, request: Request) => leadResponse(request, routeDeps);
    const leadsAbout = async (id: number) => (await nodes[0].query<{ count: number }>('select count(*)::int as count from leads where listing_id = $1', [id]))[0]?.count;

    it('lets strangers use up only their own allowance for a listing, never everyone’s', async () => {
      const routeDeps = deps(null, '3/1h');
      const before = await leadsAbout(listingId);
      // A stranger floods the listing from one address.
      const flood = [];
      for (let index = 0; index < 5; index++) flood.push((await send(routeDeps, post('192.0.2.66', { type: 'reserve', listingId, ...person }))).status);
      expect(flood).toEqual([201, 201, 201, 429, 429]);
      // A real visitor of the same listing is not locked out by it.
      const visitor = await send(routeDeps, post('203.0.113.50', { type: 'reserve', listingId, ...person, remarks: 'Echt' }));
      expect(visitor.status).toBe(201);
      // The stranger's other listings are still open to them too: the limit is per listing.
      expect((await send(routeDeps, post('192.0.2.66', { type: 'reserve', listingId: otherListingId, ...person }))).status).toBe(201);
      expect(await leadsAbout(listingId)).toBe((before ?? 0) + 4);
    });

    it('counts only valid leads: refused bodies, unknown listings and bots cost a visitor nothing', async () => {
      const routeDeps = deps('2/1h', null);
      const from = '203.0.113.60';
      const refused = [
        post(from, { type: 'reserve', listingId, ...person, email: 'sanne@' }),
        post(from, { type: 'reserve', listingId: 999_999, ...person }),
        post(from, { type: 'reserve', listingId, ...person, website: 'https://spam.example' }),
        new Request('http://localhost/api/client/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: '{"type":' }),
      ];
      const statuses = [];
      for (let round = 0; round < 3; round++) for (const request of refused) statuses.push((await send(routeDeps, request.clone())).status);
      expect(new Set(statuses)).toEqual(new Set([400, 404]));
      expect((await send(routeDeps, post(from, { type: 'reserve', listingId, ...person }))).status).toBe(201);
      expect((await send(routeDeps, post(from, { type: 'reserve', listingId, ...person }))).status).toBe(201);
      // Over the limit: refused before the body is even read.
      const third = post(from, { type: 'reserve', listingId, ...person });
      const response = await send(routeDeps, third);
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual({ status: 429, message: 'Too Many Requests', errors: { form: t('errors.form.tooManyRequests') } });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(third.bodyUsed).toBe(false);
    });
  });
});

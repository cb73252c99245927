import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { webEventResponse, type WebEventRouteDeps } from '../../src/features/analytics/handlers.server';
import { insertWebEvent, leadReport } from '../../src/features/analytics/web-event-repository';
import type { WebEventName } from '../../src/features/analytics/web-event';
import { backends, freshDatabase } from '../support/test-db';

describe.each(backends)('web events and the lead report on %s', (backend) => {
  let database: Database;
  let golf: number;
  let polo: number;
  let otherDealersBike: number;
  let dealerA: number;

  async function dealer(externalId: string): Promise<number> {
    const [row] = await database.query<{ id: number }>(
      `insert into dealers (external_id, name, street, house_number, postal_code, city, province, latitude, longitude, phone, email)
       values ($1, 'Dealer ' || $1, 'Stationsweg', '1', '3511 AA', 'Utrecht', 'Utrecht', 52.09, 5.11, '030-1234567', 'verkoop@example.nl') returning id`,
      [externalId],
    );
    return row?.id ?? 0;
  }

  async function listing(dealerId: number, code: string): Promise<number> {
    const [row] = await database.query<{ id: number }>(
      `insert into listings (code, dealer_id, external_id, mobility_type, kind, condition, usage_state, title, description, price, brand, model, body_type, colour, colour_name, year, month)
       values ($1, $2, $1, 'car', 'personenwagen', 'occasion', 'gebruikt', 'Volkswagen Golf', '', 1500000, 'Volkswagen', 'Golf', 'hatchback', 'zwart', 'Zwart', 2019, 3) returning id`,
      [code, dealerId],
    );
    return row?.id ?? 0;
  }

  /** Stores an event and moves it to the given instant, as if it had arrived then. */
  async function eventAt(event: WebEventName, vehicleId: number, at: string, customFields: Record<string, string | number | boolean> = {}) {
    const id = await insertWebEvent(database.db, { event, vehicleId, customFields, correlationId: null });
    if (id === null) throw new Error(`no listing ${vehicleId}`);
    await database.db.execute(sql`update web_events set created_at = ${at}::timestamptz where id = ${id}`);
    return id;
  }

  beforeAll(async () => {
    database = await freshDatabase(backend);
    dealerA = await dealer('a');
    const dealerB = await dealer('b');
    golf = await listing(dealerA, 'ab12cd3');
    polo = await listing(dealerA, 'ef45gh6');
    otherDealersBike = await listing(dealerB, 'ij78kl9');
  });

  afterAll(async () => {
    await database.close();
  });

  it('stores the event with its listing, dealer, custom fields and correlation id', async () => {
    const id = await insertWebEvent(database.db, { event: 'shared-via-email', vehicleId: golf, customFields: { position: 2, via: 'detail' }, correlationId: 'c-123' });
    const [row] = await database.query<Record<string, unknown>>('select event, vehicle_id, listing_id, dealer_id, custom_fields, correlation_id, created_at from web_events where id = $1', [id]);
    expect(row).toMatchObject({ event: 'shared-via-email', vehicle_id: golf, listing_id: golf, dealer_id: dealerA, custom_fields: { position: 2, via: 'detail' }, correlation_id: 'c-123' });
    expect(row?.created_at).toBeInstanceOf(Date);
    await database.query('delete from web_events');
  });

  it('stores nothing for a vehicle id that is no listing', async () => {
    expect(await insertWebEvent(database.db, { event: 'favorite-added', vehicleId: 999_999, customFields: {}, correlationId: null })).toBeNull();
    expect(await database.query('select id from web_events')).toEqual([]);
  });

  describe('the web-event call', () => {
    const routeDeps = (limit: WebEventRouteDeps['limit'], testRoutes = false): WebEventRouteDeps => ({
      db: database.db,
      limit,
      trustedProxies: 0,
      testRoutes,
      correlationCookie: 'viaBOVAG-CorrelationId',
      // Mid-window, so the counts below never straddle two windows.
      now: () => new Date(Date.UTC(2026, 5, 1, 12, 0, 30)),
    });
    const post = (body: string, headers: Record<string, string> = {}) =>
      new Request('http://localhost/api/client/web-event/favorite-added', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', ...headers },
        body,
      });
    const stored = async () => (await database.query<{ count: number }>('select count(*)::int as count from web_events'))[0]?.count ?? 0;
    const answer = async (response: Response) => ({ status: response.status, body: response.status === 204 ? null : ((await response.json()) as unknown) });

    it('stores a small event about a listing, with the correlation id, and answers 204', async () => {
      const before = await stored();
      const response = await webEventResponse(post(JSON.stringify({ vehicleId: golf, position: 3 }), { cookie: 'viaBOVAG-CorrelationId=c-9' }), 'favorite-added', routeDeps(null));
      expect(response.status).toBe(204);
      expect(await stored()).toBe(before + 1);
      const [row] = await database.query<Record<string, unknown>>('select vehicle_id, dealer_id, custom_fields, correlation_id from web_events order by id desc limit 1');
      expect(row).toEqual({ vehicle_id: golf, dealer_id: dealerA, custom_fields: { position: 3 }, correlation_id: 'c-9' });
      await database.query('delete from web_events');
    });

    it('refuses an event about a listing that does not exist, storing nothing', async () => {
      const response = await webEventResponse(post(JSON.stringify({ vehicleId: 2_147_483_647 })), 'favorite-added', routeDeps(null));
      expect(await answer(response)).toEqual({ status: 404, body: { status: 404, message: 'Not Found' } });
      expect(await stored()).toBe(0);
    });

    it('refuses bodies past 2 KB and fields past their caps, read or declared, storing nothing', async () => {
      // The probe's events: twenty fields of 500 characters, 10 KB each.
      const probe = JSON.stringify({ vehicleId: golf, ...Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`f${index}`, 'x'.repeat(500)])) });
      const chunked = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let index = 0; index < 10; index++) controller.enqueue(new TextEncoder().encode(index === 0 ? `{"vehicleId":${golf},"note":"` : 'x'.repeat(300)));
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        },
      });
      const requests = [
        post(probe),
        post('{}', { 'content-length': '4096' }),
        new Request('http://localhost/api/client/web-event/favorite-added', { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunked, duplex: 'half' } as RequestInit),
        post(JSON.stringify({ vehicleId: golf, note: 'x'.repeat(201) })),
        post(JSON.stringify({ vehicleId: golf, ...Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`f${index}`, index])) })),
        post(JSON.stringify({ vehicleId: golf, [`f${'x'.repeat(40)}`]: 1 })),
        new Request('http://localhost/api/client/web-event/favorite-added', { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Uint8Array([0x7b, 0xff, 0x7d]) }),
      ];
      for (const request of requests) expect(await answer(await webEventResponse(request, 'favorite-added', routeDeps(null)))).toEqual({ status: 400, body: { status: 400, message: 'Bad Request' } });
      expect(await answer(await webEventResponse(post(JSON.stringify({ vehicleId: golf })), 'favorite-deleted', routeDeps(null)))).toEqual({ status: 400, body: { status: 400, message: 'Bad Request' } });
      expect(await stored()).toBe(0);
    });

    it('limits each client, so one client cannot grow the table without bound, and leaves others alone', async () => {
      const limit = { max: 5, windowMs: 60_000 };
      const statuses = [];
      for (let index = 0; index < 8; index++) statuses.push((await webEventResponse(post(JSON.stringify({ vehicleId: golf })), 'favorite-added', routeDeps(limit))).status);
      expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
      expect(await stored()).toBe(5);
      const refused = await webEventResponse(post(JSON.stringify({ vehicleId: golf })), 'favorite-added', routeDeps(limit));
      expect(await answer(refused)).toEqual({ status: 429, body: { status: 429, message: 'Too Many Requests' } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Junk counts too: it costs the server as much.
      const other = { 'x-forwarded-for': '198.51.100.4' };
      expect((await webEventResponse(post('{', other), 'favorite-added', routeDeps({ max: 2, windowMs: 60_000 }))).status).toBe(400);
      expect((await webEventResponse(post(JSON.stringify({ vehicleId: polo }), other), 'favorite-added', routeDeps({ max: 2, windowMs: 60_000 }))).status).toBe(204);
      expect((await webEventResponse(post(JSON.stringify({ vehicleId: polo }), other), 'favorite-added', routeDeps({ max: 2, windowMs: 60_000 }))).status).toBe(429);
      // Test mode limits only requests that name a test client.
      expect((await webEventResponse(post(JSON.stringify({ vehicleId: golf })), 'favorite-added', routeDeps(limit, true))).status).toBe(204);
      await database.query('delete from web_events');
      await database.query('delete from rate_limit_hits');
    });
  });

  it('counts reveals, dialer displays, favourites and shares per vehicle per Dutch day', async () => {
    // 22:30 UTC on 1 June is already 2 June in Amsterdam (summer time, UTC+2).
    await eventAt('vehicle-details-phone-number-displayed', golf, '2026-06-01T08:00:00Z');
    await eventAt('search-result-phone-number-displayed', golf, '2026-06-01T09:00:00Z');
    await eventAt('favorite-phone-number-displayed', golf, '2026-06-01T10:00:00Z');
    await eventAt('vehicle-details-phone-dialer-displayed', golf, '2026-06-01T10:00:05Z');
    await eventAt('favorite-added', golf, '2026-06-01T11:00:00Z');
    await eventAt('shared-on-facebook', golf, '2026-06-01T12:00:00Z');
    await eventAt('shared-via-whats-app', golf, '2026-06-01T12:30:00Z');
    await eventAt('favorite-added', golf, '2026-06-01T22:30:00Z');
    await eventAt('search-result-phone-dialer-displayed', polo, '2026-06-01T13:00:00Z');
    await eventAt('shared-on-twitter', otherDealersBike, '2026-06-01T14:00:00Z');
    // Not one of the report's counts: no row of its own.
    await eventAt('findie-link-clicked', polo, '2026-05-31T12:00:00Z');

    const report = await leadReport(database.db);
    expect(report).toEqual([
      { vehicleId: golf, day: '2026-06-02', phoneReveals: 0, dialerDisplays: 0, favourites: 1, shares: 0 },
      { vehicleId: golf, day: '2026-06-01', phoneReveals: 3, dialerDisplays: 1, favourites: 1, shares: 2 },
      { vehicleId: polo, day: '2026-06-01', phoneReveals: 0, dialerDisplays: 1, favourites: 0, shares: 0 },
      { vehicleId: otherDealersBike, day: '2026-06-01', phoneReveals: 0, dialerDisplays: 0, favourites: 0, shares: 1 },
    ]);
  });

  it('narrows the report to one dealer and a period', async () => {
    const mine = await leadReport(database.db, { dealerId: dealerA });
    expect(mine.map((row) => row.vehicleId)).not.toContain(otherDealersBike);
    expect(mine).toHaveLength(3);

    const morning = await leadReport(database.db, { dealerId: dealerA, from: new Date('2026-06-01T00:00:00Z'), until: new Date('2026-06-01T10:00:01Z') });
    expect(morning).toEqual([{ vehicleId: golf, day: '2026-06-01', phoneReveals: 3, dialerDisplays: 0, favourites: 0, shares: 0 }]);
  });
});

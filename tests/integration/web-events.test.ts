import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
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

  it('keeps an event for a vehicle it does not know, without listing or dealer', async () => {
    const id = await insertWebEvent(database.db, { event: 'favorite-added', vehicleId: 999_999, customFields: {}, correlationId: null });
    const [row] = await database.query<Record<string, unknown>>('select vehicle_id, listing_id, dealer_id from web_events where id = $1', [id]);
    expect(row).toEqual({ vehicle_id: 999_999, listing_id: null, dealer_id: null });
    await database.query('delete from web_events');
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

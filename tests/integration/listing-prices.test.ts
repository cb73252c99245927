import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, freshDatabase } from '../support/test-db';
import type { Database } from '../../src/db/connect';
import { createInventoryPlan, generateListing } from '../../src/features/inventory/generator';
import { deactivateListings, importDelivery, importListings, upsertDealers } from '../../src/features/inventory/import-listings';
import type { ListingRecord } from '../../src/features/inventory/import-schema';
import { createListingCodeSource } from '../../src/features/inventory/listing-code';
import { priceDropsFor } from '../../src/features/inventory/price-history';

const NOW = new Date('2026-04-10T09:00:00Z');
const DAY = 86_400_000;
const plan = createInventoryPlan({ seed: 91, count: 20, now: NOW, dealers: 4 });
const dealer = plan.dealers[0]?.record;
if (!dealer) throw new Error('the plan has no dealers');
/** Listings of the first dealer, without the generator's own price drops. */
const records: ListingRecord[] = Array.from({ length: 20 }, (_, index) => generateListing(plan, index).record);
const record = (index: number): ListingRecord => {
  const found = records[index];
  if (!found) throw new Error(`no record ${index}`);
  return found;
};

interface PriceRow {
  price: number;
  since: Date;
}

describe.each(backends)('listing price history on %s', (backend) => {
  let database: Database;
  const codes = createListingCodeSource(5);

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await upsertDealers(database, plan.dealers.map((d) => d.record), { now: NOW });
  });

  afterAll(async () => {
    await database.close();
  });

  const idOf = async (externalId: string) => Number((await database.query<{ id: number }>('select id from listings where external_id = $1', [externalId]))[0]?.id);
  const history = async (externalId: string) =>
    (await database.query<PriceRow>('select p.price, p.since from listing_prices p join listings l on l.id = p.listing_id where l.external_id = $1 order by p.since', [externalId])).map((row) => ({
      price: Number(row.price),
      since: new Date(row.since).toISOString(),
    }));
  const load = (items: readonly ListingRecord[], now: Date) => importListings(database, dealer.externalId, items, { codes, now });

  it('writes the first price of a new listing, from when it was added', async () => {
    const first = record(0);
    await load([first], NOW);
    expect(await history(first.externalId)).toEqual([{ price: first.price, since: new Date(first.addedAt ?? '').toISOString() }]);
  });

  it('writes a second row, from the change, when an update changes the price', async () => {
    const first = record(0);
    const later = new Date(NOW.getTime() + 3_600_000);
    const result = await load([{ ...first, price: first.price - 50_000 }], later);
    expect(result.updated).toBe(1);
    expect(await history(first.externalId)).toEqual([
      { price: first.price, since: new Date(first.addedAt ?? '').toISOString() },
      { price: first.price - 50_000, since: later.toISOString() },
    ]);
  });

  it('writes nothing for an update that keeps the price, nor for an unchanged record', async () => {
    const first = record(0);
    const before = await history(first.externalId);
    const changed = await load([{ ...first, price: first.price - 50_000, title: `${first.title} (nieuwe foto's)` }], new Date(NOW.getTime() + 7_200_000));
    expect(changed.updated).toBe(1);
    const unchanged = await load([{ ...first, price: first.price - 50_000, title: `${first.title} (nieuwe foto's)` }], new Date(NOW.getTime() + 9_000_000));
    expect(unchanged.unchanged).toBe(1);
    expect(await history(first.externalId)).toEqual(before);
  });

  it('writes nothing when a listing is sold', async () => {
    const first = record(0);
    const before = await history(first.externalId);
    await deactivateListings(database, dealer.externalId, [first.externalId], { now: new Date(NOW.getTime() + 10_000_000) });
    expect(await history(first.externalId)).toEqual(before);
  });

  it('writes one row per new listing of a batch and one per changed price', async () => {
    const batch = [record(1), record(2), record(3)];
    await load(batch, NOW);
    const later = new Date(NOW.getTime() + DAY);
    await load([{ ...record(1), price: record(1).price + 10_000 }, record(2), { ...record(3), description: `${record(3).description} Nieuwe APK.` }], later);
    expect((await history(record(1).externalId)).map((row) => row.price)).toEqual([record(1).price, record(1).price + 10_000]);
    expect(await history(record(2).externalId)).toHaveLength(1);
    expect(await history(record(3).externalId)).toHaveLength(1);
  });

  it('takes a delivered history for a new listing and ignores it for an existing one', async () => {
    const fresh = record(4);
    const addedAt = new Date(NOW.getTime() - 40 * DAY).toISOString();
    const droppedAt = new Date(NOW.getTime() - 6 * DAY).toISOString();
    const priceHistory = [
      { price: fresh.price + 100_000, since: addedAt },
      { price: fresh.price, since: droppedAt },
    ];
    const result = await importDelivery(database, [{ dealerExternalId: dealer.externalId, record: { ...fresh, addedAt }, priceHistory }], { codes, now: NOW });
    expect(result.created).toBe(1);
    expect(await history(fresh.externalId)).toEqual(priceHistory.map((point) => ({ price: point.price, since: new Date(point.since).toISOString() })));
    const existing = record(2);
    await importDelivery(database, [{ dealerExternalId: dealer.externalId, record: { ...existing, title: `${existing.title} (herzien)` }, priceHistory: [{ price: existing.price, since: addedAt }] }], { codes, now: NOW });
    expect(await history(existing.externalId)).toHaveLength(1);
  });

  it('refuses a delivered history that does not end at the record price', async () => {
    const fresh = record(5);
    const result = await importDelivery(database, [{ dealerExternalId: dealer.externalId, record: fresh, priceHistory: [{ price: fresh.price + 1, since: NOW.toISOString() }] }], { codes, now: NOW });
    expect(result.created).toBe(0);
    expect(result.invalid[0]?.reason).toMatch(/priceHistory/);
  });

  it('dates a change after the last row when the import clock is behind it', async () => {
    const fresh = record(6);
    await load([{ ...fresh, addedAt: NOW.toISOString() }], NOW);
    const behind = new Date(NOW.getTime() - DAY);
    await load([{ ...fresh, addedAt: NOW.toISOString(), price: fresh.price - 20_000 }], behind);
    const rows = await history(fresh.externalId);
    expect(rows.map((row) => row.price)).toEqual([fresh.price, fresh.price - 20_000]);
    expect(Date.parse(rows[1]?.since ?? '')).toBeGreaterThan(NOW.getTime());
  });

  describe('priceDropsFor', () => {
    it('answers the drops of a page of listings, and nothing for the others', async () => {
      const ids = await Promise.all([record(0), record(1), record(2), record(4)].map((r) => idOf(r.externalId)));
      const [lowered, raised, unchanged, delivered] = ids as [number, number, number, number];
      const now = new Date(NOW.getTime() + 2 * DAY);
      const drops = await priceDropsFor(database.db, [...ids, 999_999], now);
      expect([...drops.keys()].sort((a, b) => a - b)).toEqual([lowered, delivered].sort((a, b) => a - b));
      expect(drops.get(lowered)).toEqual({ oldPrice: record(0).price, droppedAt: new Date(NOW.getTime() + 3_600_000) });
      expect(drops.get(delivered)).toEqual({ oldPrice: record(4).price + 100_000, droppedAt: new Date(NOW.getTime() - 6 * DAY) });
      expect(drops.has(raised) || drops.has(unchanged)).toBe(false);
    });

    it('lets a drop run out after 30 days and answers nothing for no ids', async () => {
      const delivered = await idOf(record(4).externalId);
      expect((await priceDropsFor(database.db, [delivered], new Date(NOW.getTime() + 23 * DAY))).has(delivered)).toBe(true);
      expect((await priceDropsFor(database.db, [delivered], new Date(NOW.getTime() + 25 * DAY))).has(delivered)).toBe(false);
      expect((await priceDropsFor(database.db, [], NOW)).size).toBe(0);
    });

    it('shows nothing once the price is back up', async () => {
      const first = record(0);
      await load([{ ...first, price: first.price, title: `${first.title} (nieuwe foto's)` }], new Date(NOW.getTime() + DAY));
      const id = await idOf(first.externalId);
      expect((await priceDropsFor(database.db, [id], new Date(NOW.getTime() + 2 * DAY))).has(id)).toBe(false);
    });
  });
});

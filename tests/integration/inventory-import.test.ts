import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, freshDatabase } from '../support/test-db';
import type { Database } from '../../src/db/connect';
import { createInventoryPlan, generateListing } from '../../src/features/inventory/generator';
import { deactivateListings, importListings, isValidListingCode, UnknownDealerError, upsertDealers } from '../../src/features/inventory/import-listings';
import type { ListingRecord } from '../../src/features/inventory/import-schema';
import { createListingCodeSource, type ListingCodeSource } from '../../src/features/inventory/listing-code';
import { LISTING_CHANGES_CHANNEL, parseChangePayload } from '../../src/features/inventory/listing-changes';

const NOW = new Date('2026-04-10T09:00:00Z');
const plan = createInventoryPlan({ seed: 77, count: 60, now: NOW, dealers: 8 });
const dealer = plan.dealers[0]?.record;
if (!dealer) throw new Error('the plan has no dealers');
/** Sixty generated listings, all filed under the first dealer. */
const records: ListingRecord[] = Array.from({ length: 60 }, (_, index) => generateListing(plan, index).record);

interface ListingState {
  id: number;
  code: string;
  external_id: string;
  price: number;
  added_at: Date;
  updated_at: Date;
  is_active: boolean;
  deactivated_at: Date | null;
  title: string;
}

describe.each(backends)('listing import on %s', (backend) => {
  let database: Database;
  const notified: number[] = [];
  let stopListening: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    stopListening = await database.listen(LISTING_CHANGES_CHANNEL, (payload) => notified.push(...parseChangePayload(payload)));
    const result = await upsertDealers(database, plan.dealers.map((d) => d.record), { now: NOW });
    expect(result.created).toBe(8);
  });

  afterAll(async () => {
    await stopListening();
    await database.close();
  });

  const state = async (externalIds: readonly string[]) =>
    database.query<ListingState>('select id, code, external_id, price, added_at, updated_at, is_active, deactivated_at, title from listings where external_id = any(array(select json_array_elements_text($1::json))) order by external_id', [
      JSON.stringify(externalIds),
    ]);

  /** Waits until every id has been announced since position `since` of the notification log. */
  const waitForNotifications = async (ids: readonly number[], since: number) => {
    for (let i = 0; i < 500 && !ids.every((id) => notified.slice(since).includes(id)); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    return notified.slice(since);
  };

  it('creates listings with valid, unique codes and the addedAt of the feed', async () => {
    const batch = records.slice(0, 20);
    const result = await importListings(database, dealer.externalId, batch, { codes: createListingCodeSource(1), now: NOW, batchSize: 7 });
    expect(result).toMatchObject({ created: 20, updated: 0, unchanged: 0, invalid: [] });
    expect(result.changedIds).toHaveLength(20);
    const rows = await state(batch.map((r) => r.externalId));
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => isValidListingCode(row.code))).toBe(true);
    expect(new Set(rows.map((row) => row.code)).size).toBe(20);
    const first = rows.find((row) => row.external_id === batch[0]?.externalId);
    expect(new Date(first?.added_at ?? 0).toISOString()).toBe(batch[0]?.addedAt);
    expect(Number(first?.price)).toBe(batch[0]?.price);
  });

  it('publishes the changed ids on listing_changes', async () => {
    const rows = await state(records.slice(0, 20).map((r) => r.externalId));
    const ids = rows.map((row) => Number(row.id));
    expect(await waitForNotifications(ids, 0)).toEqual(expect.arrayContaining(ids));
  });

  it('updates on re-import, keeping the code and addedAt, and leaves unchanged records alone', async () => {
    const before = await state(records.slice(0, 3).map((r) => r.externalId));
    const later = new Date(NOW.getTime() + 3_600_000);
    const changed = records.slice(0, 3).map((record, i) => (i === 0 ? { ...record, price: record.price + 50_000, addedAt: '2026-04-10T08:00:00Z' } : record));
    const notifiedBefore = notified.length;
    const result = await importListings(database, dealer.externalId, changed, { now: later });
    expect(result).toMatchObject({ created: 0, updated: 1, unchanged: 2, invalid: [] });
    const after = await state(records.slice(0, 3).map((r) => r.externalId));
    expect(after.map((row) => row.code)).toEqual(before.map((row) => row.code));
    expect(after.map((row) => new Date(row.added_at).getTime())).toEqual(before.map((row) => new Date(row.added_at).getTime()));
    expect(Number(after[0]?.price)).toBe((records[0]?.price ?? 0) + 50_000);
    expect(new Date(after[0]?.updated_at ?? 0).getTime()).toBe(later.getTime());
    expect(new Date(after[1]?.updated_at ?? 0).getTime()).toBe(new Date(before[1]?.updated_at ?? 0).getTime());
    expect(await waitForNotifications([Number(after[0]?.id)], notifiedBefore)).toEqual([Number(after[0]?.id)]);
  });

  it('reports invalid records with a reason and still stores the valid ones', async () => {
    const good = records.slice(20, 25);
    const delivery: unknown[] = [
      good[0],
      { ...records[25], kind: 'ebike', batteryCapacity: null },
      good[1],
      { ...records[26], month: 13 },
      'not a record',
      { ...records[27], photos: [] },
      ...good.slice(2),
    ];
    const result = await importListings(database, dealer.externalId, delivery, { now: NOW });
    expect(result.created).toBe(5);
    expect(result.invalid.map((problem) => problem.index)).toEqual([1, 3, 4, 5]);
    expect(result.invalid[0]?.externalId).toBe(records[25]?.externalId);
    expect(result.invalid[1]?.reason).toMatch(/month/);
    expect(result.invalid[2]).toMatchObject({ externalId: null });
    expect(result.invalid[3]?.reason).toMatch(/photos/);
    expect(await state(good.map((r) => r.externalId))).toHaveLength(5);
    expect(await state([records[26]?.externalId ?? ''])).toHaveLength(0);
  });

  it('lets the last of two records with the same external id win', async () => {
    const record = records[30];
    if (!record) throw new Error('missing record');
    const result = await importListings(database, dealer.externalId, [record, { ...record, title: `${record.title} (herzien)` }], { now: NOW });
    expect(result.created).toBe(1);
    expect(result.invalid).toEqual([expect.objectContaining({ index: 0, externalId: record.externalId })]);
    expect((await state([record.externalId]))[0]?.title).toBe(`${record.title} (herzien)`);
  });

  it('refuses an unknown dealer', async () => {
    await expect(importListings(database, 'B-does-not-exist', records.slice(0, 1))).rejects.toBeInstanceOf(UnknownDealerError);
  });

  it('draws a new code when the next code is already taken', async () => {
    const [taken] = await state([records[0]?.externalId ?? '']);
    const fresh = createListingCodeSource(999);
    let first = true;
    const codes: ListingCodeSource = {
      next() {
        if (first && taken) {
          first = false;
          return taken.code;
        }
        return fresh.next();
      },
    };
    const record = records[31];
    if (!record) throw new Error('missing record');
    const result = await importListings(database, dealer.externalId, [record], { codes, now: NOW });
    expect(result.created).toBe(1);
    const [row] = await state([record.externalId]);
    expect(row?.code).not.toBe(taken?.code);
    expect(isValidListingCode(row?.code ?? '')).toBe(true);
  });

  it('deactivates listings, keeps them reachable and reports unknown ones', async () => {
    const targets = [records[20]?.externalId ?? '', records[21]?.externalId ?? ''];
    const later = new Date(NOW.getTime() + 7_200_000);
    const notifiedBefore = notified.length;
    const result = await deactivateListings(database, dealer.externalId, [...targets, 'VRD-nope'], { now: later });
    expect(result.deactivated).toBe(2);
    expect(result.notFound).toEqual(['VRD-nope']);
    const rows = await state(targets);
    expect(rows.every((row) => !row.is_active && new Date(row.deactivated_at ?? 0).getTime() === later.getTime())).toBe(true);
    expect(result.changedIds).toHaveLength(2);
    expect(await waitForNotifications(result.changedIds, notifiedBefore)).toEqual(expect.arrayContaining(result.changedIds));
    const again = await deactivateListings(database, dealer.externalId, targets, { now: later });
    expect(again.deactivated).toBe(0);
  });

  it('reactivates a deactivated listing when the feed offers it again', async () => {
    const record = records[20];
    if (!record) throw new Error('missing record');
    const notifiedBefore = notified.length;
    const result = await importListings(database, dealer.externalId, [record], { now: NOW });
    expect(result.updated).toBe(1);
    const [row] = await state([record.externalId]);
    expect(row?.is_active).toBe(true);
    expect(row?.deactivated_at).toBeNull();
    expect(await waitForNotifications(result.changedIds, notifiedBefore)).toEqual(result.changedIds);
  });

  it('updates dealers and tells the search index which listings show them', async () => {
    const notifiedBefore = notified.length;
    const result = await upsertDealers(database, [{ ...dealer, phone: '030-7654321' }, { ...dealer, externalId: 'B-bad', postalCode: '35' }]);
    expect(result).toMatchObject({ created: 0, updated: 1 });
    expect(result.invalid).toEqual([expect.objectContaining({ index: 1, externalId: 'B-bad' })]);
    const listingIds = (
      await database.query<{ id: number }>('select l.id from listings l join dealers d on d.id = l.dealer_id where d.external_id = $1', [dealer.externalId])
    ).map((row) => Number(row.id));
    expect(listingIds.length).toBeGreaterThan(20);
    expect(await waitForNotifications(listingIds, notifiedBefore)).toEqual(expect.arrayContaining(listingIds));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, freshDatabase } from '../support/test-db';
import type { Database } from '../../src/db/connect';
import { dealerPhotos } from '../../src/db/schema';
import { createInventoryPlan, generateListing } from '../../src/features/inventory/generator';
import { importListings, upsertDealers } from '../../src/features/inventory/import-listings';
import type { ListingRecord } from '../../src/features/inventory/import-schema';
import { KEEP_DEACTIVATED_MS, removeUnusedFeedPhotos, UPLOAD_GRACE_MS } from '../../src/features/dealer-feed/photo-cleanup.server';

const NOW = new Date('2026-11-25T09:00:00Z');
const DAY = 24 * 3_600_000;
const plan = createInventoryPlan({ seed: 38, count: 40, now: NOW, dealers: 8 });
const dealer = plan.dealers[0]?.record;
if (!dealer) throw new Error('the plan has no dealer');
const photo = (n: number) => `car-feed-photo-${n.toString(16).padStart(32, '0')}.webp`;
const record = (index: number, photos: string[]): ListingRecord => ({ ...generateListing(plan, index).record, externalId: `CLEAN-${index}`, photos });

describe.each(backends)('the feed photo cleanup on %s', (backend) => {
  let database: Database;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await upsertDealers(database, plan.dealers.map((entry) => entry.record), { now: NOW });
  });

  afterAll(async () => {
    await database.close();
  });

  const store = (name: string, uploaded: Date) =>
    database.db.insert(dealerPhotos).values({ name, contentType: 'image/webp', width: 1, height: 1, content: Buffer.from([1]), createdAt: uploaded });
  const names = async () => (await database.query<{ name: string }>('select name from dealer_photos order by name')).map((row) => row.name);

  it('removes photos no listing names, and keeps fresh uploads, shown photos and those of a listing recently offline', async () => {
    const old = new Date(NOW.getTime() - 40 * DAY);
    // 1: shown by an active listing; 2: replaced by a later push; 3: of a listing offline for 31 days;
    // 4: of a listing offline since yesterday; 5: uploaded an hour ago, not named yet; 6: never named.
    for (const n of [1, 2, 3, 4, 6]) await store(photo(n), old);
    await store(photo(5), new Date(NOW.getTime() - 3_600_000));
    await importListings(database, dealer.externalId, [record(0, [photo(2), 'car-detail-dashboard.webp']), record(1, [photo(3)]), record(2, [photo(4)])], { now: new Date(NOW.getTime() - 35 * DAY) });
    // The photo replaced: listing 0 now shows photo 1 instead of 2.
    await importListings(database, dealer.externalId, [record(0, [photo(1), 'car-detail-dashboard.webp'])], { now: new Date(NOW.getTime() - 34 * DAY) });
    await database.query(`update listings set is_active = false, deactivated_at = $1 where external_id = 'CLEAN-1'`, [new Date(NOW.getTime() - 31 * DAY).toISOString()]);
    await database.query(`update listings set is_active = false, deactivated_at = $1 where external_id = 'CLEAN-2'`, [new Date(NOW.getTime() - DAY).toISOString()]);

    expect(await removeUnusedFeedPhotos(database.db, { now: NOW })).toBe(3);
    expect(await names()).toEqual([photo(1), photo(4), photo(5)]);
    // A second run finds nothing more; the upload is taken once its day of grace is over.
    expect(await removeUnusedFeedPhotos(database.db, { now: NOW })).toBe(0);
    expect(await removeUnusedFeedPhotos(database.db, { now: new Date(NOW.getTime() + UPLOAD_GRACE_MS) })).toBe(1);
    // And the photos of the listing offline since yesterday once it has been offline for the whole margin.
    expect(await removeUnusedFeedPhotos(database.db, { now: new Date(NOW.getTime() - DAY + KEEP_DEACTIVATED_MS + 60_000) })).toBe(1);
    expect(await names()).toEqual([photo(1)]);
  });
});

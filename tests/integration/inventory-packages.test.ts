import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { createInventoryPlan, generateListing } from '../../src/features/inventory/generator';
import { importListings, upsertDealers } from '../../src/features/inventory/import-listings';
import type { ListingRecord } from '../../src/features/inventory/import-schema';
import { createListingCodeSource } from '../../src/features/inventory/listing-code';
import { selectVehicleDetail } from '../../src/features/vehicle-detail/server';
import type { ListingPackage } from '../../src/lib/vehicle/packages';
import { backends, freshDatabase } from '../support/test-db';

const NOW = new Date('2026-04-10T09:00:00Z');
const plan = createInventoryPlan({ seed: 91, count: 400, now: NOW, dealers: 6 });
const dealer = plan.dealers[0]?.record;
if (!dealer) throw new Error('the plan has no dealers');
const generated: ListingRecord[] = Array.from({ length: 400 }, (_, index) => generateListing(plan, index).record);
const find = (predicate: (record: ListingRecord) => boolean): ListingRecord => {
  const record = generated.find(predicate);
  if (!record) throw new Error('no such generated listing');
  return structuredClone(record);
};

/** A car with both, a car with neither, and a caravan whose deal holds gas and damp checks. */
const withBoth = find((r) => r.mobilityType === 'car' && r.isActive && r.packages.length >= 2 && r.allInDeal !== null);
const withNeither = find((r) => r.mobilityType === 'car' && r.isActive && r.packages.length === 0 && r.allInDeal === null);
const caravan = find((r) => r.kind === 'caravan' && r.allInDeal !== null);
const winterTyres: ListingPackage = { kind: 'banden', name: 'Winterbandenpakket', description: null, items: ['Vier winterbanden op velg', 'Montage en balanceren'], price: 79_500 };

describe.each(backends)('packages and all-in deals on %s', (backend) => {
  let database: Database;
  const codes = new Map<string, string>();

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await upsertDealers(database, [dealer], { now: NOW });
  });

  afterAll(async () => {
    await database.close();
  });

  const load = async (externalId: string) => {
    const code = codes.get(externalId);
    if (!code) throw new Error(`no code for ${externalId}`);
    const detail = await selectVehicleDetail(database.db, code);
    if (!detail) throw new Error(`listing ${code} did not load`);
    return detail.listing;
  };

  it('stores what the feed sends and the detail page loads it back', async () => {
    const result = await importListings(database, dealer.externalId, [withBoth, withNeither, caravan], { codes: createListingCodeSource(3), now: NOW });
    expect(result).toMatchObject({ created: 3, invalid: [] });
    const rows = await database.query<{ code: string; external_id: string }>('select code, external_id from listings');
    for (const row of rows) codes.set(row.external_id, row.code);

    const both = await load(withBoth.externalId);
    expect(both.packages).toEqual(withBoth.packages);
    expect(both.allInDeal).toEqual(withBoth.allInDeal);
    const neither = await load(withNeither.externalId);
    expect(neither.packages).toEqual([]);
    expect(neither.allInDeal).toBeNull();
    expect((await load(caravan.externalId)).allInDeal?.items).toEqual(expect.arrayContaining(['gaskeuring', 'vochtmeting']));
  });

  it('counts a changed package or deal as a change, and an identical one as none', async () => {
    const again = await importListings(database, dealer.externalId, [withBoth, withNeither], { now: NOW });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const deal = { price: withNeither.price + 89_500, items: ['rijklaarmaken', 'volleTank'] };
    const changed = await importListings(database, dealer.externalId, [{ ...withBoth, packages: [winterTyres], allInDeal: null }, { ...withNeither, allInDeal: deal }], { now: NOW });
    expect(changed).toMatchObject({ updated: 2, invalid: [] });
    const both = await load(withBoth.externalId);
    expect(both.packages).toEqual([winterTyres]);
    expect(both.allInDeal).toBeNull();
    expect((await load(withNeither.externalId)).allInDeal).toEqual(deal);
  });

  it('keeps the listing as it was when a feed sends bad packages or a bad deal, and says why', async () => {
    const before = await load(withBoth.externalId);
    const result = await importListings(
      database,
      dealer.externalId,
      [
        { ...withBoth, packages: [{ ...winterTyres, items: [] }] },
        { ...withNeither, allInDeal: { price: withNeither.price - 1, items: ['rijklaarmaken'] } },
        { ...caravan, allInDeal: { price: caravan.price, items: ['apk'] } },
      ],
      { now: NOW },
    );
    expect(result.created + result.updated).toBe(0);
    expect(result.invalid.map((problem) => problem.reason)).toEqual([
      expect.stringMatching(/packages\.0\.items: noemt niet wat het pakket inhoudt/),
      expect.stringMatching(/allInDeal\.price: de all-in prijs is lager dan de vraagprijs/),
      expect.stringMatching(/allInDeal\.items: apk: een caravan is niet APK-plichtig/),
    ]);
    expect(await load(withBoth.externalId)).toEqual(before);
  });

  it('imports a feed that knows nothing of packages with none and no deal', async () => {
    const { packages: _packages, allInDeal: _allInDeal, ...older } = find((r) => r.mobilityType === 'motor');
    const result = await importListings(database, dealer.externalId, [older], { codes: createListingCodeSource(4), now: NOW });
    expect(result).toMatchObject({ created: 1, invalid: [] });
    const [row] = await database.query<{ code: string }>('select code from listings where external_id = $1', [older.externalId]);
    codes.set(older.externalId, row?.code ?? '');
    const motor = await load(older.externalId);
    expect(motor.packages).toEqual([]);
    expect(motor.allInDeal).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers, listings, type NewListingRow } from '../../src/db/schema';
import type { Database } from '../../src/db/connect';
import { createHomeStatsService, type HomeStatsService } from '../../src/features/home/home-stats-service';
import { databaseStatsSource } from '../../src/features/home/stats-db';
import { indexStatsSource } from '../../src/features/home/stats-index';
import type { QuickSearch } from '../../src/features/home/quick-search-url';
import { deactivateListings } from '../../src/features/inventory/import-listings';
import { seedDemoInventory } from '../../src/features/inventory/seed';
import { SearchService } from '../../src/features/search/service/search-service';
import { MOBILITY_TYPES } from '../../src/lib/vehicle/enums';
import { backends, freshDatabase } from '../support/test-db';

let sequence = 0;
function listing(dealerId: number, overrides: Partial<NewListingRow>): NewListingRow {
  sequence += 1;
  return {
    code: `ab${String(sequence).padStart(5, '0')}`,
    dealerId,
    externalId: `stock-${sequence}`,
    mobilityType: 'car',
    kind: 'personenwagen',
    condition: 'occasion',
    usageState: 'gebruikt',
    title: 'Testauto',
    description: 'Nette auto',
    price: 1_500_000,
    brand: 'Volkswagen',
    model: 'Golf',
    bodyType: 'hatchback',
    colour: 'zwart',
    colourName: 'Zwart',
    year: 2019,
    month: 3,
    ...overrides,
  };
}

async function insertDealer(database: Database, externalId: string, city: string): Promise<number> {
  const [row] = await database.db
    .insert(dealers)
    .values({
      externalId,
      name: `Autobedrijf ${city}`,
      street: 'Stationsweg',
      houseNumber: '1',
      postalCode: '3511 AA',
      city,
      province: 'Utrecht',
      latitude: 52.09,
      longitude: 5.11,
      phone: '030-1234567',
      email: `info@${externalId}.nl`,
    })
    .returning({ id: dealers.id });
  if (!row) throw new Error('dealer insert returned nothing');
  return row.id;
}

describe.each(backends)('home stats on %s', (backend) => {
  let database: Database;
  let service: HomeStatsService;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    service = createHomeStatsService(databaseStatsSource(async () => database), { ttlMs: 0, serveStale: false });
  });
  afterAll(async () => {
    await database.close();
  });

  it('shows zeros on an empty database', async () => {
    const stats = await service.overview('car');
    expect(stats).toMatchObject({ total: 0, dealers: 0, brands: [], models: {}, kinds: {}, bodyTypes: {} });
    expect(await service.count({ mobility: 'car', brand: 'volkswagen', priceTo: 10000 })).toBe(0);
  });

  describe('with a few listings', () => {
    beforeAll(async () => {
      const utrecht = await insertDealer(database, 'd-utrecht', 'Utrecht');
      const zwolle = await insertDealer(database, 'd-zwolle', 'Zwolle');
      const bikes = await insertDealer(database, 'd-fietsen', 'Gouda');
      await database.db.insert(listings).values([
        listing(utrecht, { brand: 'Volkswagen', model: 'Golf', price: 1_450_000, year: 2019 }),
        listing(utrecht, { brand: 'Volkswagen', model: 'Golf', price: 2_200_000, year: 2021 }),
        listing(zwolle, { brand: 'Volkswagen', model: 'Polo', price: 900_000, year: 2016, bodyType: 'hatchback' }),
        listing(zwolle, { brand: 'Citroën', model: 'C3', price: 1_100_000, year: 2020 }),
        listing(zwolle, { brand: 'Citroen', model: 'C3', price: 1_000_000, year: 2018, bodyType: 'stationwagen' }),
        // Sold: no longer counts anywhere.
        listing(utrecht, { brand: 'Audi', model: 'A3', isActive: false }),
        listing(bikes, { mobilityType: 'bicycle', kind: 'ebike', bodyType: 'stadsfiets', brand: 'Gazelle', model: 'Ultimate C8', price: 250_000, year: 2023 }),
        listing(bikes, { mobilityType: 'bicycle', kind: 'fiets', bodyType: 'racefiets', brand: 'Giant', model: 'TCR', price: 120_000, year: 2022 }),
      ]);
    });

    it('counts active listings and their dealers per mobility type', async () => {
      expect(await service.overview('car')).toMatchObject({ total: 5, dealers: 2 });
      expect(await service.overview('bicycle')).toMatchObject({ total: 2, dealers: 1 });
      expect(await service.overview('motor')).toMatchObject({ total: 0, dealers: 0 });
    });

    it('counts brands and models of active listings, spellings merged by slug', async () => {
      const stats = await service.overview('car');
      expect(stats.brands).toEqual([
        { name: 'Citroën', slug: 'citroen', count: 2 },
        { name: 'Volkswagen', slug: 'volkswagen', count: 3 },
      ]);
      expect(stats.models.volkswagen).toEqual([
        { name: 'Golf', slug: 'golf', count: 2 },
        { name: 'Polo', slug: 'polo', count: 1 },
      ]);
      expect(stats.models.audi).toBeUndefined();
    });

    it('counts kinds and body types', async () => {
      expect((await service.overview('car')).bodyTypes).toEqual({ hatchback: 4, stationwagen: 1 });
      expect((await service.overview('bicycle')).kinds).toEqual({ ebike: 1, fiets: 1 });
    });

    it('counts a quick search by brand, model, price and year', async () => {
      expect(await service.count({ mobility: 'car' })).toBe(5);
      expect(await service.count({ mobility: 'car', brand: 'volkswagen' })).toBe(3);
      expect(await service.count({ mobility: 'car', brand: 'volkswagen', model: 'golf' })).toBe(2);
      expect(await service.count({ mobility: 'car', brand: 'volkswagen', model: 'golf', priceTo: 15000 })).toBe(1);
      expect(await service.count({ mobility: 'car', brand: 'citroen', yearFrom: 2019 })).toBe(1);
      expect(await service.count({ mobility: 'car', priceTo: 9000 })).toBe(1);
      expect(await service.count({ mobility: 'car', brand: 'audi' })).toBe(0);
    });

    it('counts a quick search by soort', async () => {
      expect(await service.count({ mobility: 'bicycle', soort: 'voertuigsoort-elektrische-fiets' })).toBe(1);
      expect(await service.count({ mobility: 'bicycle', soort: 'racefiets', brand: 'giant' })).toBe(1);
      expect(await service.count({ mobility: 'bicycle', soort: 'racefiets', brand: 'gazelle' })).toBe(0);
    });

    it('sees a listing that goes inactive once the cache time is up, refreshing behind the stale figures', async () => {
      let clock = 0;
      const cached = createHomeStatsService(databaseStatsSource(async () => database), { ttlMs: 60_000, now: () => clock });
      expect((await cached.overview('bicycle')).total).toBe(2);
      await database.query("update listings set is_active = false where brand = 'Giant'");
      expect((await cached.overview('bicycle')).total).toBe(2);
      expect((await service.overview('bicycle')).total).toBe(1);
      clock = 61_000;
      // The first visitor after the time is up gets the old figures at once; the refresh follows.
      expect((await cached.overview('bicycle')).total).toBe(2);
      await expect.poll(async () => (await cached.overview('bicycle')).total).toBe(1);
    });
  });
});

// The pages read their figures from the search index (stats-index.ts); the database's aggregates
// are the reference it must agree with, on the demo stock and on spellings that share a slug.
describe.each(backends)('home stats from the search index on %s', (backend) => {
  let database: Database;
  let index: SearchService;
  let fromIndex: HomeStatsService;
  let fromDatabase: HomeStatsService;
  let citroen: NewListingRow;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await seedDemoInventory(database, { count: 600, seed: 21, now: new Date('2026-11-01T09:00:00Z') });
    const zwolle = await insertDealer(database, 'd-zwolle-2', 'Zwolle');
    citroen = listing(zwolle, { brand: 'Citroen', model: 'C3', price: 1_000_000, year: 2018, bodyType: 'stationwagen' });
    await database.db.insert(listings).values([
      listing(zwolle, { brand: 'Citroën', model: 'C3', price: 1_100_000, year: 2020 }),
      citroen,
      listing(zwolle, { brand: 'Audi', model: 'A3', isActive: false }),
    ]);
    index = await SearchService.start(database);
    fromIndex = createHomeStatsService(indexStatsSource(async () => index), { ttlMs: 0, serveStale: false });
    fromDatabase = createHomeStatsService(databaseStatsSource(async () => database), { ttlMs: 0, serveStale: false });
  }, 60_000);
  afterAll(async () => {
    await index.close();
    await database.close();
  });

  /** Quick searches over what is on offer: each make, its first models, prices, years and kinds. */
  async function quickSearches(): Promise<QuickSearch[]> {
    const searches: QuickSearch[] = [];
    for (const mobility of MOBILITY_TYPES) {
      const stats = await fromDatabase.overview(mobility);
      searches.push({ mobility }, { mobility, priceTo: 10_000 }, { mobility, yearFrom: 2019 }, { mobility, brand: 'onbekend-merk' });
      for (const brand of stats.brands) {
        searches.push({ mobility, brand: brand.slug }, { mobility, brand: brand.slug, priceTo: 15_000, yearFrom: 2017 });
        for (const model of (stats.models[brand.slug] ?? []).slice(0, 3)) searches.push({ mobility, brand: brand.slug, model: model.slug });
      }
    }
    searches.push({ mobility: 'bicycle', soort: 'voertuigsoort-elektrische-fiets' }, { mobility: 'bicycle', soort: 'racefiets', priceTo: 2_000 });
    return searches;
  }

  it('gives every vehicle type the figures the database gives', async () => {
    for (const mobility of MOBILITY_TYPES) expect(await fromIndex.overview(mobility), mobility).toEqual(await fromDatabase.overview(mobility));
    expect((await fromIndex.overview('car')).brands.find((brand) => brand.slug === 'citroen')?.name).toBe('Citroën');
  });

  it('counts every quick search as the database does', async () => {
    const searches = await quickSearches();
    expect(searches.length).toBeGreaterThan(50);
    for (const search of searches) expect(await fromIndex.count(search), JSON.stringify(search)).toBe(await fromDatabase.count(search));
  });

  it('follows a listing that goes inactive', async () => {
    const before = (await fromIndex.overview('car')).total;
    await deactivateListings(database, 'd-zwolle-2', [citroen.externalId]);
    await expect.poll(async () => (await fromIndex.overview('car')).total).toBe(before - 1);
    expect(await fromIndex.overview('car')).toEqual(await fromDatabase.overview('car'));
  });
});

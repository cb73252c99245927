import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { createInventoryPlan, generateListing } from '../../src/features/inventory/generator';
import { importListings } from '../../src/features/inventory/import-listings';
import { seedDemoInventory } from '../../src/features/inventory/seed';
import { searchRequestAnswer } from '../../src/features/search/api/handlers';
import { SearchService } from '../../src/features/search/service/search-service';
import { PRICE_RATINGS, type PriceRating } from '../../src/lib/vehicle/enums';
import { backends, freshDatabase } from '../support/test-db';

const NOW = new Date('2026-11-01T09:00:00Z');
const SEED = 4242;
const COUNT = 1500;
const PREFIX = '/api/client/search-request/';

function requestOf(url: string) {
  return searchRequestAnswer(`http://localhost${PREFIX}${url.slice(1)}`, PREFIX).request;
}

async function waitFor(condition: () => boolean, ms = 2000): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each(backends)('market-price rating on %s', (backend) => {
  let database: Database;
  let service: SearchService;
  const carIds = () => service.search(requestOf('/auto'), { facets: false, limit: 100_000 }).hits.map((hit) => hit.id);
  const ratingCounts = () => {
    const counts: Record<PriceRating, number> = { sharp: 0, good: 0, fair: 0, high: 0 };
    for (const id of carIds()) {
      const rating = service.priceRating(id);
      if (rating) counts[rating]++;
    }
    return counts;
  };

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await seedDemoInventory(database, { count: COUNT, seed: SEED, now: NOW });
    service = await SearchService.start(database, { now: () => NOW });
  }, 60_000);

  afterAll(async () => {
    await service.close();
    await database.close();
  });

  it('rates most cars, with every verdict in use, and leaves weak estimates unrated', () => {
    const counts = ratingCounts();
    const cars = carIds().length;
    const rated = PRICE_RATINGS.reduce((sum, rating) => sum + counts[rating], 0);
    expect(rated / cars).toBeGreaterThan(0.5);
    expect(rated).toBeLessThan(cars);
    for (const rating of PRICE_RATINGS) expect(counts[rating]).toBeGreaterThan(0);
  });

  it('filters on the rating through the URL grammar, with counts per verdict', () => {
    const counts = ratingCounts();
    const request = requestOf('/auto/prijsbeoordeling-scherp/prijsbeoordeling-goed');
    expect(request.priceRating).toEqual(['sharp', 'good']);
    const result = service.search(request, { limit: 100_000 });
    expect(result.total).toBe(counts.sharp + counts.good);
    expect(result.hits.every((hit) => ['sharp', 'good'].includes(service.priceRating(hit.id) ?? ''))).toBe(true);
    // Disjunctive: the rating facet counts every verdict as if the rating filter were not set.
    const facet = Object.fromEntries((result.facets?.priceRating ?? []).map((option) => [option.value, option.count]));
    expect(facet).toEqual(Object.fromEntries(PRICE_RATINGS.map((rating) => [rating, counts[rating]])));
  });

  it('sorts by the price against the market: sharp first, unrated last', async () => {
    const hits = service.search(requestOf('/auto/sortering-prijsbeoordeling'), { facets: false, limit: 100_000 }).hits;
    const rank = (id: number) => {
      const rating = service.priceRating(id);
      return rating ? PRICE_RATINGS.indexOf(rating) : PRICE_RATINGS.length;
    };
    const ranks = hits.map((hit) => rank(hit.id));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const [first] = await service.listItems(hits.slice(0, 1));
    expect(first?.priceRating).toBe('sharp');
  });

  it('explains a rating with comparables and a fair band for the chart', () => {
    const id = carIds().find((candidate) => service.priceRating(candidate) === 'good') ?? -1;
    const position = service.marketPosition(id);
    expect(position?.verdict.rating).toBe('good');
    expect(position?.points.length).toBeGreaterThan(3);
    expect(position?.band).toHaveLength(12);
    for (const step of position?.band ?? []) expect(step.low).toBeLessThan(step.high);
    expect(position?.verdict.value.expected).toBeGreaterThan(position?.price ?? Infinity);
  });

  it('rates a listing whose price changes at once, and keeps the index and the ratings in step after a market refresh', async () => {
    const plan = createInventoryPlan({ seed: SEED, count: COUNT, now: NOW });
    const id = carIds().find((candidate) => service.priceRating(candidate) === 'fair') ?? -1;
    const [row] = await database.query<{ externalId: string }>('select external_id as "externalId" from listings where id = $1', [id]);
    const generated = Array.from({ length: COUNT }, (_, index) => generateListing(plan, index)).find((listing) => listing.record.externalId === row?.externalId);
    expect(generated).toBeDefined();
    const price = service.marketPosition(id)?.price ?? 0;
    // The same listing again at 70 % of its price (cents, whole euros); an all-in deal would then no longer add up.
    const result = await importListings(database, generated?.dealerExternalId ?? '', [{ ...generated?.record, allInDeal: null, price: Math.round((price * 0.7) / 100) * 100 }], { now: NOW });
    expect(result.updated).toBe(1);
    await waitFor(() => service.priceRating(id) === 'sharp');
    await service.refreshMarket();
    expect(service.search(requestOf('/auto/prijsbeoordeling-scherp'), { facets: false, limit: 0 }).total).toBe(ratingCounts().sharp);
    expect(service.priceRating(id)).toBe('sharp');
  });
});

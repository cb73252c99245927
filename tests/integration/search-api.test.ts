import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { createInventoryPlan, generateListing } from '../../src/features/inventory/generator';
import { deactivateListings, importListings } from '../../src/features/inventory/import-listings';
import { seedDemoInventory } from '../../src/features/inventory/seed';
import {
  facetsAnswer,
  navigateAnswer,
  randomAnswer,
  resultsAnswer,
  searchRequestAnswer,
  searchUrlAnswer,
  suggestionsAnswer,
} from '../../src/features/search/api/handlers';
import { SearchService } from '../../src/features/search/service/search-service';
import { ApiError } from '../../src/lib/api/errors';
import { backends, freshDatabase } from '../support/test-db';

const NOW = new Date('2026-11-01T09:00:00Z');
const SEED = 4242;
const COUNT = 1500;
const ORIGIN = 'http://localhost';
const NAVIGATE = '/api/client/search/navigate/';
const SEARCH_REQUEST = '/api/client/search-request/';

async function errorOf(run: () => unknown): Promise<{ status: number; message: string }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected an ApiError');
}

async function waitFor(condition: () => boolean, ms = 1000): Promise<number> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - started;
}

describe.each(backends)('search service and calls on %s', (backend) => {
  let database: Database;
  let service: SearchService;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await seedDemoInventory(database, { count: COUNT, seed: SEED, now: NOW });
    service = await SearchService.start(database);
  }, 60_000);

  afterAll(async () => {
    await service.close();
    await database.close();
  });

  const sqlCount = async (where: string, params: unknown[] = []) => {
    const [row] = await database.query<{ n: number }>(`select count(*)::int as n from listings where is_active and ${where}`, params);
    return row?.n ?? -1;
  };

  it('indexes exactly the active listings', async () => {
    expect(service.size).toBe(await sqlCount('true'));
  });

  it('answers facets with totals and disjunctive brand counts that agree with SQL', async () => {
    const answer = facetsAnswer(service, { mobilityType: 'car', fuel: ['diesel'] });
    expect(answer.url).toBe('/auto/brandstof-diesel');
    expect(answer.total).toBe(await sqlCount(`mobility_type = 'car' and 'diesel' = any(fuel_types)`));
    const fuels = await database.query<{ fuel: string; n: number }>(
      `select f as fuel, count(*)::int as n from listings, unnest(fuel_types) as f where is_active and mobility_type = 'car' group by f`,
    );
    // The fuel facet ignores its own filter: it counts every car per fuel.
    for (const { fuel, n } of fuels) expect(answer.facets.fuel.find((option) => option.value === fuel)?.count).toBe(n);
  });

  it('answers a page of 24 list items of the spec shape in the requested order', async () => {
    const answer = await resultsAnswer(service, { mobilityType: 'car', brand: ['volkswagen'], sort: 'prijsOplopend' });
    expect(answer.total).toBe(await sqlCount(`mobility_type = 'car' and brand = 'Volkswagen'`));
    expect(answer.pageSize).toBe(24);
    expect(answer.items).toHaveLength(Math.min(24, answer.total));
    const prices = answer.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = answer.items[0];
    expect(first).toMatchObject({ mobilityType: 'car', isActive: true, vehicle: { brand: 'Volkswagen' } });
    expect(first?.detailUrl).toMatch(/^\/auto\/aanbod\/volkswagen-[a-z0-9-]+-[a-z0-9]{7}$/);
    expect(first?.company.city.length).toBeGreaterThan(0);
    expect(first?.imageUrl).toMatch(/^\/media\//);
    const [cheapest] = await database.query<{ price: number }>(`select min(price)::int as price from listings where is_active and mobility_type = 'car' and brand = 'Volkswagen'`);
    expect(first?.price).toBe((cheapest?.price ?? 0) / 100);
  });

  it('pages at depth and past the end', async () => {
    const all = await resultsAnswer(service, { mobilityType: 'alle', sort: 'laatstToegevoegd', page: 3 });
    expect(all.items).toHaveLength(24);
    const past = await resultsAnswer(service, { mobilityType: 'alle', page: 10_000 });
    expect(past).toMatchObject({ total: all.total, items: [] });
  });

  it('draws a random listing among the matches, and none when nothing matches', async () => {
    const answer = await randomAnswer(service, { mobilityType: 'bicycle', kind: ['ebike'] }, () => 0.5);
    expect(answer.total).toBe(await sqlCount(`kind = 'ebike'`));
    expect(answer.item?.vehicle.kind).toBe('ebike');
    expect(await randomAnswer(service, { brand: ['lada'] })).toEqual({ total: 0, item: null });
  });

  it('turns requests into canonical URLs and URLs back into requests', () => {
    expect(searchUrlAnswer({ mobilityType: 'car', brand: 'BMW', price: { max: 20000 }, page: 2 })).toEqual({ url: '/auto/merk-bmw/prijs-tot-en-met-20000?page=2' });
    const fromSegments = searchRequestAnswer(`${ORIGIN}${SEARCH_REQUEST}auto/merk-bmw/prijs-tot-en-met-20000?page=2`, SEARCH_REQUEST);
    const fromEncoded = searchRequestAnswer(`${ORIGIN}${SEARCH_REQUEST}${encodeURIComponent('/auto/merk-bmw/prijs-tot-en-met-20000?page=2')}`, SEARCH_REQUEST);
    expect(fromSegments).toEqual(fromEncoded);
    expect(fromSegments.url).toBe('/auto/merk-bmw/prijs-tot-en-met-20000?page=2');
    expect(fromSegments.request).toMatchObject({ mobilityType: 'car', brand: ['bmw'], price: { max: 20000 }, page: 2 });
  });

  it('navigates to the listing at an index of the full result list', async () => {
    const page2 = await resultsAnswer(service, { mobilityType: 'car', sort: 'prijsAflopend', page: 2 });
    const at = await navigateAnswer(service, `${ORIGIN}${NAVIGATE}auto/sortering-prijsaflopend?index=30`, NAVIGATE);
    expect(at.item.id).toBe(page2.items[6]?.id);
    expect(at).toMatchObject({ index: 30, total: page2.total, hasPrevious: true, hasNext: true, listUrl: '/auto/sortering-prijsaflopend?page=2' });
    const last = await navigateAnswer(service, `${ORIGIN}${NAVIGATE}auto/sortering-prijsaflopend?index=${page2.total - 1}`, NAVIGATE);
    expect(last.hasNext).toBe(false);
    expect(await errorOf(() => navigateAnswer(service, `${ORIGIN}${NAVIGATE}auto?index=${page2.total}`, NAVIGATE))).toEqual({ status: 404, message: 'No vehicle found at requested index' });
    for (const bad of ['auto?index=-1', 'auto?index=abc', 'auto', 'auto?index=1&index=2', 'auto/kleur-paars?index=0', 'fietsjes?index=0']) {
      expect(await errorOf(() => navigateAnswer(service, `${ORIGIN}${NAVIGATE}${bad}`, NAVIGATE))).toEqual({ status: 400, message: 'The navigation request is invalid' });
    }
  });

  it('suggests relaxed searches with results for a search without any', async () => {
    const { suggestions } = suggestionsAnswer(service, { requests: [{ mobilityType: 'car', brand: ['volkswagen'], price: { max: 1 } }, { mobilityType: 'car' }] });
    const [none, cars] = suggestions;
    expect(none?.total).toBe(0);
    expect(none?.alternatives.length).toBeGreaterThan(0);
    expect(none?.alternatives[0]).toMatchObject({ relaxed: { field: 'price' }, url: '/auto/merk-volkswagen' });
    for (const alternative of none?.alternatives ?? []) expect(alternative.total).toBeGreaterThan(0);
    expect(cars?.alternatives).toEqual([]);
    expect(cars?.newSince).toBeNull();
  });

  it('counts the listings new since a moment for recent searches', async () => {
    const since = NOW.getTime() - 3 * 86_400_000;
    const { suggestions } = suggestionsAnswer(service, [{ request: { mobilityType: 'car' }, since }]);
    expect(suggestions[0]?.newSince).toBe(await sqlCount(`mobility_type = 'car' and added_at > $1`, [new Date(since + 999)]));
  });

  it('refuses malformed input with the spec messages', async () => {
    const malformed = { status: 400, message: 'The search request is malformed' };
    for (const body of [null, [], 'auto', 12, { colour: ['paars'] }, { price: { min: -1 } }, { page: 0 }, { sort: 'duurste' }, { text: 'x'.repeat(101) }, { postalCode: 'abcd' }]) {
      expect(await errorOf(() => facetsAnswer(service, body))).toEqual(malformed);
      expect(await errorOf(() => resultsAnswer(service, body))).toEqual(malformed);
    }
    expect(await errorOf(() => searchRequestAnswer(`${ORIGIN}${SEARCH_REQUEST}auto/merk-`, SEARCH_REQUEST))).toEqual({ status: 400, message: 'The search request URL is malformed' });
    expect(await errorOf(() => searchRequestAnswer(`${ORIGIN}${SEARCH_REQUEST}%E0%A4%A`, SEARCH_REQUEST))).toEqual({ status: 400, message: 'The search request URL is malformed' });
    const many = { status: 400, message: 'One or more search requests are malformed' };
    for (const body of [{}, { requests: [] }, { requests: [{ colour: 'paars' }] }, Array.from({ length: 21 }, () => ({})), [{ request: {}, since: 'gisteren' }]]) {
      expect(await errorOf(() => suggestionsAnswer(service, body))).toEqual(many);
    }
  });

  it('searches one dealer’s stock: counts equal SQL’s count of its active listings', async () => {
    const dealers = await database.query<{ id: number; name: string; city: string; n: number }>(
      `select d.id, d.name, d.city, count(l.id)::int as n from dealers d join listings l on l.dealer_id = d.id and l.is_active group by d.id order by n desc, d.id`,
    );
    const biggest = dealers[0];
    const smallest = dealers.at(-1);
    if (!biggest || !smallest) throw new Error('the seed has no dealers with listings');
    for (const dealer of [biggest, smallest]) {
      const answer = await resultsAnswer(service, { mobilityType: 'alle', dealer: dealer.id, sort: 'prijsOplopend' });
      expect(answer.url).toBe(`/aanbod/aanbieder-${dealer.id}/sortering-prijsoplopend`);
      expect(answer.total).toBe(dealer.n);
      expect(answer.total).toBe(await sqlCount('dealer_id = $1', [dealer.id]));
      expect(answer.items.length).toBe(Math.min(24, dealer.n));
      for (const item of answer.items) expect(item.company).toMatchObject({ id: dealer.id, name: dealer.name, city: dealer.city });
      expect(await service.dealerName(dealer.id)).toEqual({ id: dealer.id, name: dealer.name, city: dealer.city });
    }
    // Per type, and narrowed by another filter, the facets count within the dealer's stock.
    const cars = facetsAnswer(service, { mobilityType: 'car', dealer: biggest.id });
    expect(cars.total).toBe(await sqlCount(`dealer_id = $1 and mobility_type = 'car'`, [biggest.id]));
    const brands = await database.query<{ brand: string; n: number }>(
      `select brand, count(*)::int as n from listings where is_active and dealer_id = $1 and mobility_type = 'car' group by brand`,
      [biggest.id],
    );
    expect(cars.facets.brand.reduce((sum, option) => sum + option.count, 0)).toBe(cars.total);
    for (const { brand, n } of brands) expect(cars.facets.brand.find((option) => option.label === brand)?.count).toBe(n);
    const [first] = brands;
    if (first) {
      const narrowed = facetsAnswer(service, { mobilityType: 'car', dealer: biggest.id, brand: first.brand });
      expect(narrowed.total).toBe(first.n);
    }
    // A well-formed id no dealer has: an empty result, as for a brand no listing has.
    const [{ max = 0 } = {}] = await database.query<{ max: number }>('select max(id)::int as max from dealers');
    expect(facetsAnswer(service, { dealer: max + 1000 }).total).toBe(0);
    expect(await service.dealerName(max + 1000)).toBeNull();
  });

  it('refuses a malformed dealer with the spec message', async () => {
    const malformed = { status: 400, message: 'The search request is malformed' };
    for (const dealer of [0, -1, 1.5, '12', 'abc', [1, 2], 2_147_483_648, true]) {
      expect(await errorOf(() => facetsAnswer(service, { dealer }))).toEqual(malformed);
      expect(await errorOf(() => resultsAnswer(service, { mobilityType: 'car', dealer }))).toEqual(malformed);
    }
    expect(await errorOf(() => searchRequestAnswer(`${ORIGIN}${SEARCH_REQUEST}aanbod/aanbieder-0`, SEARCH_REQUEST))).toEqual({ status: 400, message: 'The search request URL is malformed' });
    expect(await errorOf(() => searchRequestAnswer(`${ORIGIN}${SEARCH_REQUEST}aanbod/aanbieder-abc`, SEARCH_REQUEST))).toEqual({ status: 400, message: 'The search request URL is malformed' });
    expect(searchRequestAnswer(`${ORIGIN}${SEARCH_REQUEST}aanbod/merk-audi/aanbieder-7`, SEARCH_REQUEST)).toMatchObject({ url: '/aanbod/aanbieder-7/merk-audi', request: { dealer: 7 } });
  });

  it('makes an imported, changed or deactivated listing searchable within a second', async () => {
    const plan = createInventoryPlan({ seed: SEED, count: COUNT, now: NOW });
    const fresh = generateListing(plan, COUNT + 7);
    const record = { ...fresh.record, isActive: true, externalId: `fresh-${backend}` };
    await importListings(database, fresh.dealerExternalId, [record], { now: NOW });
    const [row] = await database.query<{ id: number; dealerId: number }>('select id, dealer_id as "dealerId" from listings where external_id = $1', [record.externalId]);
    const id = row?.id ?? -1;
    await waitFor(() => service.has(id));
    // The new listing joins its dealer's stock as it joins the index.
    const ofDealer = searchUrlRequest(`/aanbod/aanbieder-${row?.dealerId ?? 0}`);
    expect(service.search(ofDealer, { facets: false, limit: 1000 }).hits.map((hit) => hit.id)).toContain(id);
    expect(service.search(ofDealer, { facets: false, limit: 0 }).total).toBe(await sqlCount('dealer_id = $1', [row?.dealerId ?? 0]));
    const cars = emptyCar();
    const shown = async () => (await service.listItems([{ id, code: '', distanceKm: null }]))[0];
    // Shown once, so its list item is cached: the change must reach the cache too.
    expect((await shown())?.price).toBe(record.price / 100);
    await importListings(database, fresh.dealerExternalId, [{ ...record, price: 123_456_700 }], { now: NOW });
    await waitFor(() => service.search({ ...cars, price: { min: 1_234_567, max: 1_234_567 } }).total === 1);
    expect((await shown())?.price).toBe(1_234_567);
    await deactivateListings(database, fresh.dealerExternalId, [record.externalId], { now: NOW });
    await waitFor(() => !service.has(id));
    expect(service.search(ofDealer, { facets: false, limit: 0 }).total).toBe(await sqlCount('dealer_id = $1', [row?.dealerId ?? 0]));
  });
});

function emptyCar() {
  return searchUrlRequest('/auto');
}

function searchUrlRequest(url: string) {
  return searchRequestAnswer(`${ORIGIN}${SEARCH_REQUEST}${url.slice(1)}`, SEARCH_REQUEST).request;
}

/**
 * The contract of the site we replace (issue 20, decision 035): the search and facet requests its
 * public PHP client builds, sent to our real route handlers in the old dialect, must be answered in
 * the old shape with every field the client's models read, typed as they read them, and with the
 * same listings our own dialect gives for the same search. Written from the client's documented
 * behaviour; its code and recorded answers stay outside this repository.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { POST as facetsRoute } from '../../src/app/api/client/search/facets/route';
import { POST as resultsRoute } from '../../src/app/api/client/search/results/route';
import { seedDemoInventory } from '../../src/features/inventory/seed';
import { facetsAnswer, resultsAnswer } from '../../src/features/search/api/handlers';
import { searchService } from '../../src/features/search/server';
import type { SearchService } from '../../src/features/search/service/search-service';
import type { SearchRequestInput } from '../../src/lib/search-request/schema';
import { backends, freshDatabase } from '../support/test-db';
import { expectClientReadsFacets, expectClientReadsListing, type Json } from '../support/legacy-client-model';

const NOW = new Date('2026-11-01T09:00:00Z');
const SEED = 2020;
const COUNT = 1500;
const ORIGIN = 'http://localhost';
/** Every request the old client builds carries these three. */
const ALWAYS = { InStock: true, ShowCommercialVehicles: true, HideVatExcludedPrices: true };

const globals = globalThis as unknown as { __database?: Promise<Database>; __searchService?: Promise<SearchService> };

async function post(route: (request: Request) => Promise<Response>, path: string, body: unknown): Promise<{ status: number; json: Json }> {
  const response = await route(new Request(`${ORIGIN}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: 'https://www.viabovag.nl' } }));
  return { status: response.status, json: (await response.json()) as Json };
}
const results = (body: unknown) => post(resultsRoute, '/api/client/search/results', body);
const facets = (body: unknown) => post(facetsRoute, '/api/client/search/facets', body);
const camel = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).map(([key, value]) => [key.charAt(0).toLowerCase() + key.slice(1), value]));

interface Scenario {
  name: string;
  old: Record<string, unknown>;
  ours: SearchRequestInput;
}

describe.each(backends)('the old site’s search contract on %s', (backend) => {
  let database: Database;
  let service: SearchService;
  const scenarios: Scenario[] = [];

  const topOf = async (mobilityType: string, column: 'brand' | 'model', where = 'true', params: unknown[] = []) => {
    const [row] = await database.query<{ value: string }>(
      `select ${column} as value from listings where is_active and mobility_type = '${mobilityType}' and ${where} group by ${column} order by count(*) desc, ${column} limit 1`,
      params,
    );
    if (!row) throw new Error(`the seed has no ${mobilityType} ${column}`);
    return row.value;
  };
  const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await seedDemoInventory(database, { count: COUNT, seed: SEED, now: NOW });
    // The routes use the process's database and search service: point them at this one.
    globals.__searchService = undefined;
    globals.__database = Promise.resolve(database);
    service = await searchService();
    const carBrand = await topOf('car', 'brand');
    const carModel = await topOf('car', 'model', 'brand = $1', [carBrand]);
    const motorBrand = await topOf('motor', 'brand');
    const bikeBrand = await topOf('bicycle', 'brand', `kind in ('ebike', 'highSpeedEbike')`);
    const campingBrand = await topOf('caramper', 'brand');
    scenarios.push(
      {
        name: 'car: brand, model, price, year, mileage, sorted by price',
        old: { MobilityType: 'auto', ...ALWAYS, Brand: [slug(carBrand)], Model: slug(carModel), PriceFrom: 1000, PriceTo: 60000, YearFrom: 2010, MileageTo: 200000, SortOrder: 'prijsOplopend' },
        ours: { mobilityType: 'car', brand: [slug(carBrand)], model: [slug(carModel)], price: { min: 1000, max: 60000 }, buildYear: { min: 2010 }, mileage: { max: 200000 }, sort: 'prijsOplopend' },
      },
      {
        name: 'car: fuel and body, page 2, newest first',
        old: { MobilityType: 'auto', ...ALWAYS, FuelType: ['Benzine', 'Diesel'], BodyType: ['Hatchback', 'Stationwagen', 'SuvTerreinwagen'], PageNumber: 2, SortOrder: 'laatstToegevoegd' },
        ours: { mobilityType: 'car', fuel: ['benzine', 'diesel'], bodyType: ['hatchback', 'stationwagen', 'suvTerreinwagen'], page: 2, sort: 'laatstToegevoegd' },
      },
      {
        name: 'car: postal code and distance, nearest first',
        old: { MobilityType: 'auto', ...ALWAYS, PostalCode: '3511AB', Distance: 50, SortOrder: 'afstand' },
        ours: { mobilityType: 'car', postalCode: '3511AB', radius: 'fifty', sort: 'afstand' },
      },
      {
        name: 'car: keywords',
        old: { MobilityType: 'auto', ...ALWAYS, Keywords: slug(carModel) },
        ours: { mobilityType: 'car', text: slug(carModel) },
      },
      {
        name: 'motorcycle: brand, price and year, most expensive first, page 2',
        old: { MobilityType: 'motor', ...ALWAYS, Brand: [slug(motorBrand)], PriceTo: 50000, YearFrom: 2000, SortOrder: 'prijsAflopend', PageNumber: 2 },
        ours: { mobilityType: 'motor', brand: [slug(motorBrand)], price: { max: 50000 }, buildYear: { min: 2000 }, sort: 'prijsAflopend', page: 2 },
      },
      {
        name: 'motorcycle: body types and mileage, lowest mileage first',
        old: { MobilityType: 'motor', ...ALWAYS, BodyType: ['Naked', 'Tourer', 'AllRoad', 'SportTouring'], MileageTo: 60000, SortOrder: 'kilometerstandOplopend' },
        ours: { mobilityType: 'motor', bodyType: ['naked', 'tourer', 'allroad', 'sportTouring'], mileage: { max: 60000 }, sort: 'kilometerstandOplopend' },
      },
      {
        // The old site's bicycle fuel "Elektriciteit" is our e-bike kinds.
        name: 'bicycle: brand, electric, price, by year',
        old: { MobilityType: 'fiets', ...ALWAYS, Brand: [slug(bikeBrand)], FuelType: ['Elektriciteit'], PriceTo: 10000, SortOrder: 'bouwjaarAflopend' },
        ours: { mobilityType: 'bicycle', brand: [slug(bikeBrand)], kind: ['ebike', 'highSpeedEbike'], price: { max: 10000 }, sort: 'bouwjaarAflopend' },
      },
      {
        name: 'camper: brand, year and price',
        old: { MobilityType: 'camper', ...ALWAYS, Brand: [slug(campingBrand)], YearFrom: 2005, PriceFrom: 5000 },
        ours: { mobilityType: 'caramper', brand: [slug(campingBrand)], buildYear: { min: 2005 }, price: { min: 5000 } },
      },
    );
  }, 120_000);

  afterAll(async () => {
    await service.close();
    globals.__searchService = undefined;
    globals.__database = undefined;
    await database.close();
  });

  it('answers every search of the old client in the old shape, with the listings our own dialect gives', async () => {
    for (const scenario of scenarios) {
      const { status, json } = await results(scenario.old);
      expect(status, scenario.name).toBe(200);
      const answer = json as { results: Json[]; count: number };
      expect(Object.keys(answer).sort(), scenario.name).toEqual(['count', 'results']);
      const own = await resultsAnswer(service, scenario.ours);
      expect(own.total, `${scenario.name}: the search must find something to compare`).toBeGreaterThan(0);
      expect(answer.count, scenario.name).toBe(own.total);
      expect(answer.results.map((item) => (item as { id: string }).id), scenario.name).toEqual(own.items.map((item) => String(item.id)));
      answer.results.forEach((item, index) => {
        expectClientReadsListing(item);
        const ours = own.items[index];
        expect(item, scenario.name).toMatchObject({ title: ours?.title, friendlyUriPart: ours?.friendlyUriPart, vehicle: { brand: ours?.vehicle.brand, model: ours?.vehicle.model } });
        expect(new URL((item as { url: string }).url).pathname).toBe(ours?.detailUrl);
      });
    }
  });

  it('reads the same search in camelCase, as the old site’s own pages send it', async () => {
    const [first] = scenarios;
    if (!first) throw new Error('no scenarios');
    const pascal = await results(first.old);
    const camelCased = await results(camel(first.old));
    expect(camelCased.status).toBe(200);
    expect(camelCased.json).toEqual(pascal.json);
  });

  it('answers the facets the client reads brands and models from, counted as our own facets count them', async () => {
    for (const [old, mobilityType] of [['auto', 'car'], ['motor', 'motor'], ['fiets', 'bicycle'], ['camper', 'caramper']] as const) {
      const { status, json } = await facets({ MobilityType: old, ...ALWAYS });
      expect(status, old).toBe(200);
      expectClientReadsFacets(json);
      const answer = json as { count: number; facets: { name: string; options: { name: string; count?: number }[]; optionCategories: { label: string; options: { name: string; count?: number }[] }[] }[] };
      const own = facetsAnswer(service, { mobilityType });
      expect(answer.count, old).toBe(own.total);
      const brands = answer.facets.find((facet) => facet.name === 'Brand');
      const all = brands?.optionCategories.find((category) => category.label === 'Alle merken');
      expect(brands?.optionCategories.map((category) => category.label), old).toEqual(['Populair', 'Alle merken']);
      expect(all?.options.map((option) => [option.name, option.count]).sort(), old).toEqual(
        own.facets.brand.filter((brand) => brand.count > 0).map((brand) => [brand.value, brand.count]).sort(),
      );
      // Models within the most common make, as the client's getModels asks for them.
      const brand = own.facets.brand.toSorted((a, b) => b.count - a.count)[0]?.value ?? '';
      const models = await facets({ MobilityType: old, ...ALWAYS, Brand: [brand] });
      expectClientReadsFacets(models.json);
      const modelFacet = (models.json as typeof answer).facets.find((facet) => facet.name === 'Model');
      const ownModels = facetsAnswer(service, { mobilityType, brand: [brand] }).facets.model;
      expect(modelFacet?.options.map((option) => option.name).sort(), old).toEqual(ownModels.map((model) => model.value).sort());
      expect(modelFacet?.options.length, old).toBeGreaterThan(0);
    }
  });

  it('answers the facets of a filtered search with its filters selected, under the old names', async () => {
    const { json } = await facets({ MobilityType: 'auto', ...ALWAYS, FuelType: ['Diesel'], PriceTo: 20000, PostalCode: '3511AB', Distance: 'Twenty' });
    expectClientReadsFacets(json);
    const answer = json as { count: number; searchResultsPageUrl: string; facets: { name: string; selectedValues: string[]; disabled: boolean }[] };
    expect(answer.count).toBe(facetsAnswer(service, { mobilityType: 'car', fuel: ['diesel'], price: { max: 20000 }, postalCode: '3511AB', radius: 'twenty' }).total);
    const byName = new Map(answer.facets.map((facet) => [facet.name, facet]));
    expect(byName.get('FuelType')?.selectedValues).toEqual(['Diesel']);
    expect(byName.get('PriceTo')?.selectedValues).toEqual(['20000']);
    expect(byName.get('Distance')).toMatchObject({ selectedValues: ['Twenty'], disabled: false });
    expect(answer.searchResultsPageUrl).toMatch(/^\/auto\//);
  });

  it('refuses what it cannot read with the spec’s 400, and answers our own dialect exactly as before', async () => {
    for (const body of [{ MobilityType: 'boot' }, { MobilityType: 'auto', BodyType: ['Ruimteschip'] }, { MobilityType: 'auto', PriceFrom: 'veel' }, { mobilityType: 'auto', pageNumber: 0 }]) {
      expect(await results(body)).toEqual({ status: 400, json: { status: 400, message: 'The search request is malformed' } });
      expect(await facets(body)).toEqual({ status: 400, json: { status: 400, message: 'The search request is malformed' } });
    }
    const ours = { mobilityType: 'car', fuel: ['diesel'], sort: 'prijsOplopend' } as const;
    expect((await results(ours)).json).toEqual(JSON.parse(JSON.stringify(await resultsAnswer(service, ours))));
    expect((await facets(ours)).json).toEqual(JSON.parse(JSON.stringify(facetsAnswer(service, ours))));
    // A body of neither dialect is still refused rather than answered as every listing.
    expect((await results({ Foo: 1 })).status).toBe(400);
  });
});

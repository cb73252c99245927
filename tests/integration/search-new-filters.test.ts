/**
 * The filters of issue 20 (decision 037) through the search calls, on the demo inventory: doors,
 * gears, lease price, import, accessories, the three switches and power in pk. The seed stores the
 * facts, the index reads them, and the totals agree with SQL over the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { seedDemoInventory } from '../../src/features/inventory/seed';
import { facetsAnswer, resultsAnswer, searchRequestAnswer } from '../../src/features/search/api/handlers';
import { SearchService } from '../../src/features/search/service/search-service';
import { normaliseSearchRequest } from '../../src/lib/search-request/schema';
import { backends, freshDatabase } from '../support/test-db';

const NOW = new Date('2026-11-01T09:00:00Z');

describe.each(backends)('the filters of issue 20 through the search calls on %s', (backend) => {
  let database: Database;
  let service: SearchService;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await seedDemoInventory(database, { count: 1200, seed: 2020, now: NOW });
    service = await SearchService.start(database);
  }, 180_000);

  afterAll(async () => {
    await service?.close();
    await database?.close();
  });

  const count = (where: string) =>
    database.query<{ n: number }>(`select count(*)::int as n from listings where is_active and ${where}`).then(([row]) => row?.n ?? -1);

  it('filters cars on doors, gears and lease price as SQL does, and reads the URL back', async () => {
    const request = { mobilityType: 'car', doors: { min: 5 }, gears: { min: 6, max: 7 }, leasePrice: { max: 600 } };
    const answer = await resultsAnswer(service, request);
    expect(answer.url).toBe('/auto/leaseprijs-tot-en-met-600/versnellingen-vanaf-6/versnellingen-tot-en-met-7/deuren-vanaf-5');
    expect(answer.total).toBe(await count(`mobility_type = 'car' and doors >= 5 and gear_count between 6 and 7 and lease_price_per_month <= 60000`));
    expect(answer.total).toBeGreaterThan(0);
    const back = searchRequestAnswer(`http://localhost/api/client/search-request${answer.url}`, '/api/client/search-request/');
    expect(back.request).toMatchObject({ doors: { min: 5 }, gears: { min: 6, max: 7 }, leasePrice: { max: 600 } });
  });

  it('counts imports, VAT-deductible, leasable and plug-in hybrid cars as SQL does', async () => {
    const imported = await resultsAnswer(service, { mobilityType: 'car', imported: ['ja'] });
    expect(imported.total).toBe(await count(`mobility_type = 'car' and imported`));
    expect(imported.total).toBeGreaterThan(0);
    expect((await resultsAnswer(service, { mobilityType: 'car', imported: ['nee'] })).total).toBe(await count(`mobility_type = 'car' and not imported`));
    const facets = facetsAnswer(service, { mobilityType: 'car' }).facets;
    expect(facets.vatDeductible).toBe(await count(`mobility_type = 'car' and price_excludes_vat`));
    expect(facets.onlineToLease).toBe(await count(`mobility_type = 'car' and lease_price_per_month > 0`));
    expect(facets.pluginHybrid).toBe(await count(`mobility_type = 'car' and 'elektriciteit' = any(fuel_types) and fuel_types && array['hybride', 'benzine', 'diesel']::text[]`));
    expect(facets.pluginHybrid).toBeGreaterThan(0);
    expect(facets.imported.find((option) => option.value === 'ja')?.count).toBe(imported.total);
  });

  it('finds accessories under the option names the listings hold', async () => {
    const answer = await resultsAnswer(service, { mobilityType: 'car', accessories: ['navigatie', 'trekhaak'] });
    expect(answer.url).toBe('/auto/navigatie/trekhaak');
    // Any of the chosen values, as every multi-select.
    expect(answer.total).toBe(await count(`mobility_type = 'car' and options && array['Navigatiesysteem', 'Trekhaak', 'Afneembare trekhaak']::text[]`));
    expect(answer.total).toBeGreaterThan(0);
  });

  it('filters power in pk, and a stored request in kW finds the same listings', async () => {
    const pk = await resultsAnswer(service, { mobilityType: 'car', powerPk: { min: 150 } });
    expect(pk.url).toBe('/auto/vermogen-pk-vanaf-150');
    // 150 pk is 110.3 kW: whole kW from 111 up (110 kW is 149.6 pk, rounded 150: counted too).
    expect(pk.total).toBe(await count(`mobility_type = 'car' and round(power_kw / 0.73549875) >= 150`));
    const stored = normaliseSearchRequest({ mobilityType: 'car', powerKw: { min: 110 } });
    expect(stored.powerPk).toEqual({ min: 150 });
    expect((await resultsAnswer(service, { mobilityType: 'car', powerKw: { min: 110 } })).total).toBe(pk.total);
    // The bands of spec §9 are pk.
    const bands = facetsAnswer(service, { mobilityType: 'car' }).facets.powerPk.map((bucket) => bucket.from);
    expect(bands).toContain(150);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { registryBrandNames } from '../../src/features/inventory/registrations';
import { ensureDemoInventory } from '../../src/features/inventory/seed';
import { createPlateRegistry, type PlateRegistry } from '../../src/features/plate-registry/registry.server';
import { SearchService } from '../../src/features/search/service/search-service';
import type { ValuationSources } from '../../src/features/trade-in/run-valuation';
import { valuationResponse } from '../../src/features/trade-in/valuation-handler.server';
import type { ValuationOutcome } from '../../src/features/trade-in/valuation-result';
import { ApiError, toErrorResponse } from '../../src/lib/api/errors';
import { createI18n } from '../../src/lib/i18n/create';
import { allResources } from '../../src/lib/i18n/resources';
import { NAMESPACES } from '../../src/lib/i18n/settings';
import { parseSearchUrl } from '../../src/lib/search-request/url-codec';
import { backends, freshDatabase } from '../support/test-db';

const i18n = createI18n(allResources(), NAMESPACES).getFixedT('nl', 'trade-in');
const t = (key: string, values?: Record<string, string | number>) => i18n(key, values);

/** The call as its route answers it: thrown ApiErrors become the one error answer. */
async function call(sources: ValuationSources, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const request = new Request('http://localhost/api/client/valuation/trade-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  let response: Response;
  try {
    response = await valuationResponse(request, sources, t);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    response = toErrorResponse(error);
  }
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe.each(backends)('the trade-in value on the seeded demo database (%s)', (backend) => {
  let database: Database;
  let service: SearchService;
  let registry: PlateRegistry;
  let sources: ValuationSources;
  /** Plates of active cars of the most common model: the estimate rests on many comparables. */
  let demoPlates: string[];

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await ensureDemoInventory(database, { count: 1500 });
    service = await SearchService.start(database);
    registry = createPlateRegistry({ db: () => Promise.resolve(database.db), knownBrands: registryBrandNames(), timeoutMs: 2000 });
    sources = { marketModel: () => Promise.resolve(service.marketModel), lookupPlate: (plate) => registry.lookupPlate(plate) };
    const rows = await database.query<{ plate: string }>(
      `select r.plate from listings l join vehicle_registrations r on r.plate = replace(l.license_plate, '-', '')
       where l.is_active and l.mobility_type = 'car' and l.kind = 'personenwagen'
         and (l.brand, l.model) = (select brand, model from listings where is_active and mobility_type = 'car' group by brand, model order by count(*) desc, brand, model limit 1)
       order by l.id limit 8`,
    );
    demoPlates = rows.map((row) => row.plate);
  }, 180_000);

  afterAll(async () => {
    await service.close();
    await database.close();
  });

  it('values a demo plate: the vehicle found, a range below the market value, and replacements within reach', async () => {
    expect(demoPlates.length).toBeGreaterThan(0);
    const answers = await Promise.all(demoPlates.map((plate) => call(sources, { licensePlate: plate, mileage: '85.000', moment: 'binnen3Maanden' })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const valued = answers.map((answer) => answer.json.result as ValuationOutcome).filter((result): result is Extract<ValuationOutcome, { status: 'valued' }> => result.status === 'valued');
    expect(valued.length).toBeGreaterThan(0);
    const [result] = valued;
    if (!result) throw new Error('unreachable');
    const [listing] = await database.query<{ brand: string; model: string; year: number }>("select brand, model, year from listings where replace(license_plate, '-', '') = $1", [result.vehicle.plate]);
    expect(result.vehicle).toMatchObject({ brand: listing?.brand, model: listing?.model, mobilityType: 'car' });
    expect(result.range.low).toBeLessThan(result.range.high);
    expect(result.range.high).toBeLessThan(result.range.marketValue);
    expect(result.range.monthsAhead).toBe(2);
    expect(result.range.steps.map((step) => step.key)).toEqual(['market', 'depreciation', 'dealerCosts', 'margin']);
    const search = parseSearchUrl(result.replacementUrl);
    expect(search.ok && search.request.mobilityType).toBe('car');
    expect(search.ok && search.request.price?.max).toBe(result.replacementBudget);
    if (!search.ok) throw new Error('the replacement URL must parse');
    expect(service.search(search.request).total).toBeGreaterThan(0);
  });

  it('says an unknown plate is unknown, with a Dutch message at the plate', async () => {
    const answer = await call(sources, { licensePlate: 'ZX-999-X', mileage: '1000', moment: 'nu' });
    const known = await database.query('select 1 from vehicle_registrations where plate = $1', ['ZX999X']);
    expect(known).toHaveLength(0);
    expect(answer).toEqual({ status: 404, json: { status: 404, message: 'Not Found', errors: { licensePlate: t('errors.licensePlate.unknown') } } });
  });

  it('refuses a malformed plate and absurd mileage with 400 and Dutch field errors', async () => {
    const plate = await call(sources, { licensePlate: 'AB-12', mileage: '85000', moment: 'nu' });
    expect(plate).toEqual({ status: 400, json: { status: 400, message: 'Bad Request', errors: { licensePlate: 'Dit kenteken klopt niet. Controleer de letters en cijfers, bijvoorbeeld GH-JK-12.' } } });
    const negative = await call(sources, { licensePlate: demoPlates[0], mileage: '-10', moment: 'nu' });
    expect(negative.status).toBe(400);
    expect(negative.json.errors).toEqual({ mileage: t('errors.mileage.negative') });
    const tooHigh = await call(sources, { licensePlate: demoPlates[0], mileage: '2000001', moment: 'nu' });
    expect(tooHigh.json.errors).toEqual({ mileage: 'Een kilometerstand boven 2.000.000 km kan niet kloppen. Controleer het getal.' });
    const notJson = await valuationResponse(new Request('http://localhost/x', { method: 'POST', body: '{' }), sources, t).catch((error: unknown) => toErrorResponse(error));
    expect(notJson.status).toBe(400);
  });

  it('answers 503 with a retryable Dutch message when the registry is down, and values on the retry', async () => {
    const down: ValuationSources = { ...sources, lookupPlate: () => Promise.resolve({ status: 'unavailable', reason: 'timeout' }) };
    const answer = await call(down, { licensePlate: demoPlates[0], mileage: '85000', moment: 'nu' });
    expect(answer).toEqual({ status: 503, json: { status: 503, message: 'Service Unavailable', errors: { form: t('errors.registry.unavailable') } } });
    expect((await call(sources, { licensePlate: demoPlates[0], mileage: '85000', moment: 'nu' })).status).toBe(200);
  });

  it('values a car typed in by make and model the same way', async () => {
    const [row] = await database.query<{ brand: string; model: string; year: number }>("select brand, model, year from listings where replace(license_plate, '-', '') = $1", [demoPlates[0]]);
    const answer = await call(sources, { manual: true, brand: row?.brand.toUpperCase(), model: row?.model, year: String(row?.year), fuel: 'benzine', mileage: '60000', moment: 'nu' });
    expect(answer.status).toBe(200);
    expect(answer.json.result).toMatchObject({ vehicle: { brand: row?.brand, model: row?.model, plate: null } });
  });
});

/**
 * Issue 20 item 3 (decision 036): an existing client of the old site reads the build id from a
 * home page, asks `/_next/data/{buildId}/nl-NL/vdp.json?mobilityType=&vehicleUrl=` for a listing
 * it found, and reads `pageProps.vehicle`. This walks that path against a seeded database for a
 * car, a bicycle, a motorcycle and a camper, and reads every answer the way that client does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { seedDemoInventory } from '../../src/features/inventory/seed';
import { detailPath } from '../../src/features/search';
import { LegacyBuildId, legacyDetailResponse, type LegacyDetailDeps } from '../../src/features/legacy-detail/server';
import { extractBuildId } from '../../src/features/legacy-detail';
import { readAsOldClient, type OldClientDetail } from '../../src/features/legacy-detail/testing';
import { selectVehicleDetail } from '../../src/features/vehicle-detail/server';
import { formatPlate } from '../../src/lib/vehicle/license-plate';
import type { MobilityType } from '../../src/lib/vehicle/enums';
import { backends, freshDatabase } from '../support/test-db';

const NOW = new Date('2026-11-01T09:00:00Z');
const ORIGIN = 'https://www.example.nl';
const DETAIL_SLUG: Record<MobilityType, string> = { car: 'auto', motor: 'motor', bicycle: 'fiets', caramper: 'camper' };
/** One listing of each kind the brief names; the camper stands for the camping type. */
const KINDS: Record<MobilityType, string> = { car: 'personenwagen', bicycle: 'ebike', motor: 'motor', caramper: 'camper' };

interface Row {
  id: number;
  code: string;
  title: string;
  mobility_type: MobilityType;
  price: number;
  year: number;
  month: number;
  mileage: number;
  mileage_unit: string;
  brand: string;
  model: string;
  power_kw: number | null;
  license_plate: string | null;
  photos: string[];
  dealer_id: number;
  dealer_name: string;
  dealer_city: string;
  dealer_latitude: number;
  dealer_longitude: number;
}

/** The client's request URL, exactly as it builds it (its http_build_query of the two parameters). */
function clientUrl(buildId: string, mobilityType: string, slug: string): URL {
  return new URL(`${ORIGIN}/_next/data/${buildId}/nl-NL/vdp.json?${new URLSearchParams({ mobilityType, vehicleUrl: slug }).toString()}`);
}

describe.each(backends)('the old clients’ detail call on %s', (backend) => {
  let database: Database;
  let distDir: string;
  let previousDistDir: string | undefined;
  let deps: LegacyDetailDeps;
  let buildId: string;
  const rows = new Map<MobilityType, Row>();

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await seedDemoInventory(database, { count: 400, seed: 2020, now: NOW });
    for (const [mobilityType, kind] of Object.entries(KINDS) as [MobilityType, string][]) {
      const [row] = await database.query<Row>(
        `select l.id, l.code, l.title, l.mobility_type, l.price, l.year, l.month, l.mileage, l.mileage_unit, l.brand, l.model, l.power_kw,
                l.license_plate, l.photos, d.id as dealer_id, d.name as dealer_name, d.city as dealer_city,
                d.latitude as dealer_latitude, d.longitude as dealer_longitude
           from listings l join dealers d on d.id = l.dealer_id
          where l.is_active and l.kind = $1 order by cardinality(l.certainties) desc, l.id limit 1`,
        [kind],
      );
      if (!row) throw new Error(`the seed holds no active ${kind}`);
      rows.set(mobilityType, row);
    }
    // The build folder's BUILD_ID, as `next build` writes it; the home page hands out the id derived from it.
    distDir = mkdtempSync(path.join(os.tmpdir(), 'legacy-detail-'));
    writeFileSync(path.join(distDir, 'BUILD_ID'), 'IntegrationBuild42');
    previousDistDir = process.env.NEXT_DIST_DIR;
    process.env.NEXT_DIST_DIR = distDir;
    const homeHtml = `<!DOCTYPE html><html><body><main>${renderToStaticMarkup(LegacyBuildId())}</main></body></html>`;
    const found = extractBuildId(homeHtml);
    if (!found) throw new Error('no build id on the home page');
    buildId = found;
    deps = { buildId, load: (code) => selectVehicleDetail(database.db, code), origin: ORIGIN };
  }, 120_000);

  afterAll(async () => {
    if (previousDistDir === undefined) delete process.env.NEXT_DIST_DIR;
    else process.env.NEXT_DIST_DIR = previousDistDir;
    await database.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('hands out a build id that follows the build and is not Next’s own', () => {
    expect(buildId).toBe('vdp-IntegrationBuild42');
  });

  async function fetchDetail(mobilityType: MobilityType): Promise<{ row: Row; read: OldClientDetail; response: Response }> {
    const row = rows.get(mobilityType);
    if (!row) throw new Error(mobilityType);
    const slug = detailPath(row.mobility_type, row.title, row.code).split('/').pop() ?? '';
    const response = await legacyDetailResponse(clientUrl(buildId, DETAIL_SLUG[mobilityType], slug), deps);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return { row, read: readAsOldClient(await response.json()), response };
  }

  for (const mobilityType of ['car', 'bicycle', 'motor', 'caramper'] as const) {
    it(`answers a ${mobilityType} the client reads without a type error, with the listing's own values`, async () => {
      const { row, read } = await fetchDetail(mobilityType);
      const canonical = detailPath(row.mobility_type, row.title, row.code);
      expect(read.id).toBe(String(row.id));
      expect(read.title).toBe(row.title);
      expect(read.price).toBe(Math.round(row.price / 100));
      expect(read.url).toBe(`${ORIGIN}${canonical}`);
      expect(read.mobilityType).toBe(DETAIL_SLUG[mobilityType]);
      expect(read.vehicle.type).toBe(DETAIL_SLUG[mobilityType]);
      expect(read.vehicle.brand).toBe(row.brand);
      expect(read.vehicle.model).toBe(row.model);
      expect(read.vehicle.year).toBe(row.year);
      expect(read.vehicle.month).toBe(row.month);
      expect(read.vehicle.mileage).toBe(row.mileage_unit === 'mijl' ? Math.round(row.mileage * 1.609344) : row.mileage);
      expect(read.vehicle.enginePower).toBe(row.power_kw === null ? null : Math.round(row.power_kw * 1.35962));
      expect(read.licensePlate).toBe(row.license_plate ? formatPlate(row.license_plate) : null);
      expect(read.isEligibleForVehicleReport).toBe(Boolean(row.license_plate));
      expect(read.media.map((item) => item.url)).toEqual(row.photos.map((name) => `${ORIGIN}/media/${name}`));
      expect(read.company).toMatchObject({ id: row.dealer_id, name: row.dealer_name, city: row.dealer_city, countryCode: 'nl', latitude: row.dealer_latitude, longitude: row.dealer_longitude });
      expect(typeof read.company.phoneNumber).toBe('string');
      expect(typeof read.company.postalCode).toBe('string');
      expect(read.vehicle.certaintyKeys.length).toBeGreaterThan(0);
      for (const key of read.vehicle.certaintyKeys) expect(key).toMatch(/^(BovagChecklist\d+Point|FullyServiced|HasMaintenance|ReturnWarranty|CarServicedOnDelivery|BovagWarranty\d+Months)$/);
      expect(read.specificationGroups.length).toBeGreaterThan(0);
      for (const group of read.specificationGroups) for (const spec of group.specifications) expect(spec.hasValue && spec.formattedValue !== '').toBe(true);
      // The colour comes from the "Kleur" specification, as the client finds it.
      expect(read.vehicle.color).toEqual(expect.any(String));
      expect(typeof read.structuredData).toBe('string');
      expect(JSON.parse(String(read.structuredData))).toMatchObject({ '@context': 'https://schema.org', name: row.title });
      expect(read.financingProvider).toEqual(expect.any(String));
    });
  }

  it('gives the type-specific fields: a bicycle without NAP or import, a car with its fuel', async () => {
    const bike = (await fetchDetail('bicycle')).read;
    expect(bike.vehicle.hasNapLabel).toBeNull();
    expect(bike.vehicle.isImported).toBeNull();
    expect(bike.vehicle.certaintyKeys).not.toContain('BovagChecklist40Point');
    const car = (await fetchDetail('car')).read;
    expect(car.vehicle.fuelTypes.length).toBeGreaterThan(0);
    expect(car.vehicle.primaryFuelType).toEqual(expect.any(String));
    expect(car.vehicle.hasNapLabel).toEqual(expect.any(Boolean));
  });

  it('answers 404 for a stale build id, so the client reads the home page again and retries', async () => {
    const row = rows.get('car');
    if (!row) throw new Error('car');
    const slug = detailPath(row.mobility_type, row.title, row.code).split('/').pop() ?? '';
    const stale = await legacyDetailResponse(clientUrl('vdp-PreviousBuild', 'auto', slug), deps);
    expect(stale.status).toBe(404);
    expect(await stale.json()).toEqual({ status: 404, message: 'Not Found' });
    // The client's retry: the same URL with the id it read again (its str_replace of the old id).
    const again = await legacyDetailResponse(new URL(clientUrl('vdp-PreviousBuild', 'auto', slug).toString().replace('vdp-PreviousBuild', buildId)), deps);
    expect(again.status).toBe(200);
  });

  it('answers 404 JSON for an unknown or sold vehicle and 400 for a garbled request, never 500', async () => {
    expect((await legacyDetailResponse(clientUrl(buildId, 'auto', 'volkswagen-golf-zz99zz9'), deps)).status).toBe(404);
    expect((await legacyDetailResponse(clientUrl(buildId, 'auto', 'no-code-here'), deps)).status).toBe(404);
    // A car sold just now: the detail page keeps it (with a notice), the old model has no such state.
    const chosen = [...rows.values()].map((row) => row.id);
    const [sold] = await database.query<{ code: string; title: string }>(
      `update listings set is_active = false, deactivated_at = now() where id = (select min(id) from listings where is_active and mobility_type = 'car' and not (id = any($1::int[]))) returning code, title`,
      [chosen],
    );
    if (!sold) throw new Error('no car left to sell');
    const soldSlug = detailPath('car', sold.title, sold.code).split('/').pop() ?? '';
    expect((await legacyDetailResponse(clientUrl(buildId, 'auto', soldSlug), deps)).status).toBe(404);
    const garbled = await legacyDetailResponse(new URL(`${ORIGIN}/_next/data/${buildId}/nl-NL/vdp.json?mobilityType=boot`), deps);
    expect(garbled.status).toBe(400);
    expect(await garbled.json()).toEqual({ status: 400, message: 'The vehicle detail request is malformed' });
  });
});

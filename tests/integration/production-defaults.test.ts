// First: the process must be a production start before any app module reads the environment.
import { MINIMAL_PRODUCTION, PRODUCTION_DATA_DIR, restoreEnv } from '../support/minimal-production-env';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareData } from '../../scripts/prepare-data';
import { connect, type Database } from '../../src/db/connect';
import { configuredProvider, dealerTracksCalls, trackedNumber } from '../../src/features/dealer-contact/call-tracking/call-tracking.server';
import { upsertDealers } from '../../src/features/inventory/import-dealers';
import { plateRegistryFor } from '../../src/features/plate-registry/registry.server';
import { insurancePartner } from '../../src/features/services/insurance/partner';
import { handleInsuranceForm, handleInsuranceRequest } from '../../src/features/services/insurance/insurance-handler.server';
import { handleValuationRequest } from '../../src/features/trade-in/valuation-handler.server';
import { parseEnv, type Env } from '../../src/lib/config/env';

describe('a minimal production configuration enables no demo behaviour (issue 49 item 8, decision 058)', () => {
  const dataDir = PRODUCTION_DATA_DIR;
  let e: Env;
  let database: Database;

  beforeAll(async () => {
    // The least a production start needs (its address and secrets): nothing demo is asked for.
    e = parseEnv({ ...MINIMAL_PRODUCTION, DATA_DIR: dataDir });
    // `npm start`'s preparation on a fresh embedded database, as production would run it.
    await prepareData();
    database = await connect({ dataDir: path.join(dataDir, 'pglite') });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
    restoreEnv();
  });

  it('seeds nothing: no listings, no dealers, no plates', async () => {
    expect(e.SEED_COUNT).toBe(0);
    const [counts] = await database.query<{ listings: number; dealers: number; plates: number; seeds: number }>(
      'select (select count(*) from listings)::int as listings, (select count(*) from dealers)::int as dealers, (select count(*) from vehicle_registrations)::int as plates, (select count(*) from demo_seed)::int as seeds',
    );
    expect(counts).toEqual({ listings: 0, dealers: 0, plates: 0, seeds: 0 });
  });

  it('asks no local plate registry: plate lookups are off, so the plate pages say so', async () => {
    expect(e.PLATE_REGISTRY).toBe('off');
    const registry = plateRegistryFor(e, () => Promise.resolve(database.db));
    expect(registry.source).toBe('off');
    expect(await registry.lookupPlate('GH-JK-12')).toEqual({ status: 'unavailable', reason: 'no plate registry configured' });
  });

  it('has no insurance partner to mail, so the insurance form is off', () => {
    expect(insurancePartner(e)).toBeNull();
  });

  it('invents no tracked number: a dealer with a call-tracking code but no tracked number keeps its own', async () => {
    expect(configuredProvider(e)).toBeUndefined();
    const imported = await upsertDealers(database, [
      {
        externalId: 'B1',
        name: 'Autobedrijf Eén',
        street: 'Stationsweg',
        houseNumber: '1',
        postalCode: '3511 AA',
        city: 'Utrecht',
        province: 'Utrecht',
        latitude: 52.09,
        longitude: 5.11,
        phone: '030-1234567',
        email: 'verkoop@een.example',
        website: null,
        callTrackingCode: 'AEN2100-1234',
      },
    ]);
    expect(imported.created).toBe(1);
    expect(dealerTracksCalls({ callTrackingCode: 'AEN2100-1234', trackedPhone: null }, e)).toBe(false);
    expect(await trackedNumber(database.db, 'AEN2100-1234', configuredProvider(e))).toBeNull();
  });

  it('answers the plate and insurance calls with a Dutch "not available", storing and mailing nothing', async () => {
    const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const valuation = await handleValuationRequest(new Request('http://localhost/api/client/valuation/trade-in', json({ licensePlate: 'GH-JK-12', mileage: 85000, moment: 'nu' })));
    expect(valuation.status).toBe(503);
    expect(await valuation.json()).toEqual({ status: 503, message: 'Service Unavailable', errors: { form: expect.stringMatching(/inruilwaarde .* niet berekenen/) } });

    const insurance = await handleInsuranceRequest(new Request('http://localhost/api/client/insurance', json({ licensePlate: 'GH-JK-12' })));
    expect(insurance.status).toBe(503);
    expect(await insurance.json()).toMatchObject({ errors: { form: expect.stringMatching(/geen indicatie/) } });
    const form = await handleInsuranceForm(new Request('http://localhost/verzekering/autoverzekering/aanvraag', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'licensePlate=GH-JK-12' }));
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/verzekering/autoverzekering');
    const [counts] = await database.query<{ leads: number; mail: number }>('select (select count(*) from leads)::int as leads, (select count(*) from mail_outbox)::int as mail');
    expect(counts).toEqual({ leads: 0, mail: 0 });
  });

  it('while a local run (APP_ENV unset) keeps the quick start’s demo: 20,000 listings, the local registry, the example partner', () => {
    const local = parseEnv({});
    expect(local.SEED_COUNT).toBe(20_000);
    expect(local.PLATE_REGISTRY).toBe('local');
    expect(insurancePartner(local)).not.toBeNull();
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlateRegistry, type PlateRegistry } from '../../src/features/plate-registry/server';
import { registryBrandNames } from '../../src/features/inventory/server';

/** Rows exactly as opendata.rdw.nl sends them: strings throughout, more fields than we read. */
const VEHICLES: Record<string, object> = {
  GHJK12: {
    kenteken: 'GHJK12',
    voertuigsoort: 'Personenauto',
    merk: 'VOLKSWAGEN',
    handelsbenaming: 'GOLF VARIANT',
    vervaldatum_apk: '20260412',
    datum_tenaamstelling: '20210603',
    bruto_bpm: '3104',
    inrichting: 'stationwagen',
    aantal_zitplaatsen: '5',
    eerste_kleur: 'GRIJS',
    tweede_kleur: 'Niet geregistreerd',
    aantal_cilinders: '4',
    cilinderinhoud: '1498',
    massa_ledig_voertuig: '1262',
    toegestane_maximum_massa_voertuig: '1820',
    massa_rijklaar: '1362',
    datum_eerste_toelating: '20170315',
    datum_eerste_tenaamstelling_in_nederland: '20170315',
    wacht_op_keuren: 'Geen verstrekking in Open Data',
    catalogusprijs: '32990',
    wam_verzekerd: 'Ja',
    aantal_deuren: '5',
    aantal_wielen: '4',
    datum_eerste_toelating_dt: '2017-03-15T00:00:00.000',
    api_gekentekende_voertuigen_brandstof: 'https://opendata.rdw.nl/resource/8ys7-d773.json',
  },
  KX123B: {
    kenteken: 'KX123B',
    voertuigsoort: 'Personenauto',
    merk: 'TOYOTA',
    handelsbenaming: 'C-HR',
    inrichting: 'hatchback',
    datum_eerste_toelating: '20190722',
    aantal_zitplaatsen: '5',
    aantal_deuren: '5',
    cilinderinhoud: '1798',
  },
  SLOW12: { kenteken: 'SLOW12' },
};
const FUELS: Record<string, object[]> = {
  GHJK12: [{ kenteken: 'GHJK12', brandstof_volgnummer: '1', brandstof_omschrijving: 'Benzine', nettomaximumvermogen: '110.00', emissiecode_omschrijving: '6', milieuklasse_eg_goedkeuring_licht: '715/2007*692/2008J' }],
  KX123B: [
    { kenteken: 'KX123B', brandstof_volgnummer: '1', brandstof_omschrijving: 'Benzine', nettomaximumvermogen: '72.00', klasse_hybride_elektrisch_voertuig: 'NOVC-HEV' },
    { kenteken: 'KX123B', brandstof_volgnummer: '2', brandstof_omschrijving: 'Elektriciteit', netto_max_vermogen_elektrisch: '53.00', klasse_hybride_elektrisch_voertuig: 'NOVC-HEV' },
  ],
};

interface Received {
  path: string;
  plate: string | null;
  token: string | undefined;
}

describe('the RDW adapter against a server answering in RDW format', () => {
  let server: Server;
  let baseUrl: string;
  const received: Received[] = [];
  /** Plates that make the server fail in a given way. */
  const broken: Record<string, 'slow' | 'error' | 'html'> = { SLOW12: 'slow', GG12GG: 'error', HH12HH: 'html' };
  let registry: PlateRegistry;

  function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const plate = url.searchParams.get('kenteken');
    received.push({ path: url.pathname, plate, token: request.headers['x-app-token'] as string | undefined });
    const failure = plate ? broken[plate] : undefined;
    const send = (status: number, body: string, type = 'application/json;charset=utf-8') => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    if (failure === 'error') return send(500, '{"error":true,"message":"Internal error"}');
    if (failure === 'html') return send(200, '<html>Onderhoud</html>', 'text/html');
    const rows =
      url.pathname === '/resource/m9d7-ebf2.json' ? (plate && VEHICLES[plate] ? [VEHICLES[plate]] : []) : url.pathname === '/resource/8ys7-d773.json' ? (plate && FUELS[plate]) || [] : null;
    if (!rows) return send(404, '{"code":"not_found"}');
    if (failure === 'slow') {
      const timer = setTimeout(() => send(200, JSON.stringify(rows)), 5000);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    send(200, JSON.stringify(rows));
  }

  beforeAll(async () => {
    server = createServer(answer);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    received.length = 0;
    // Generous, so a busy machine does not turn an answer into a timeout; the timeout test sets its own.
    registry = createPlateRegistry({ rdwApiUrl: baseUrl, rdwAppToken: 'app-token-123', timeoutMs: 3000, knownBrands: registryBrandNames() });
  });

  it('finds a plate, asking both datasets with the app token', async () => {
    expect(registry.source).toBe('rdw');
    const result = await registry.lookupPlate('gh-jk-12');
    expect(result).toEqual({
      status: 'found',
      vehicle: {
        plate: 'GHJK12',
        voertuigsoort: 'Personenauto',
        mobilityType: 'car',
        kind: 'personenwagen',
        brand: 'Volkswagen',
        registeredModel: 'Golf Variant',
        firstRegistration: { year: 2017, month: 3, day: 15 },
        fuels: ['benzine'],
        powerKw: 110,
        bodyType: 'stationwagen',
        colour: 'Grijs',
        seats: 5,
        doors: 5,
        engineCapacity: 1498,
        emptyMass: 1262,
        catalogPrice: 32990,
      },
    });
    expect(received.map((request) => request.path).sort()).toEqual(['/resource/8ys7-d773.json', '/resource/m9d7-ebf2.json']);
    expect(received.every((request) => request.plate === 'GHJK12' && request.token === 'app-token-123')).toBe(true);
  });

  it('makes a hybrid of two fuel rows and keeps the catalogue spelling of the model', async () => {
    const result = await registry.lookupPlate('KX-123-B');
    expect(result).toMatchObject({ status: 'found', vehicle: { brand: 'Toyota', registeredModel: 'C-HR', fuels: ['hybride'], powerKw: 72, catalogPrice: null } });
  });

  it('says unknown for a plate RDW answers with an empty list', async () => {
    expect(await registry.lookupPlate('ZZ-99-ZZ')).toEqual({ status: 'unknown' });
  });

  it('says invalid without asking for what is no plate', async () => {
    expect(await registry.lookupPlate('ABCDEFG')).toEqual({ status: 'invalid' });
    expect(await registry.lookupPlate('')).toEqual({ status: 'invalid' });
    expect(received).toEqual([]);
  });

  it('gives up on a slow registry after the timeout', async () => {
    const impatient = createPlateRegistry({ rdwApiUrl: baseUrl, timeoutMs: 300, knownBrands: [] });
    const started = performance.now();
    const result = await impatient.lookupPlate('SL-OW-12');
    const waited = performance.now() - started;
    expect(result).toEqual({ status: 'unavailable', reason: 'timeout after 300 ms' });
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(4000);
  });

  it('is unavailable on an error status and on an answer that is not JSON', async () => {
    expect(await registry.lookupPlate('GG-12-GG')).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/HTTP 500/) });
    expect(await registry.lookupPlate('HH-12-HH')).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/no JSON/) });
  });

  it('is unavailable when nothing listens', async () => {
    const nowhere = createPlateRegistry({ rdwApiUrl: 'http://127.0.0.1:9', timeoutMs: 1000, knownBrands: [] });
    expect(await nowhere.lookupPlate('GH-JK-12')).toMatchObject({ status: 'unavailable' });
  });

  it('answers a plate it has seen from its cache, found and unknown alike, but asks again after a failure', async () => {
    // Requests of earlier tests that were cut off may still arrive: count this test's plates only.
    const asked = (plate: string) => received.filter((request) => request.plate === plate).length;
    await registry.lookupPlate('GH-JK-12');
    await registry.lookupPlate('ZZ-99-ZZ');
    expect([asked('GHJK12'), asked('ZZ99ZZ')]).toEqual([2, 2]);
    expect(await registry.lookupPlate('ghjk12')).toMatchObject({ status: 'found' });
    expect(await registry.lookupPlate('zz99zz')).toEqual({ status: 'unknown' });
    expect([asked('GHJK12'), asked('ZZ99ZZ')]).toEqual([2, 2]);

    await registry.lookupPlate('GG-12-GG');
    await registry.lookupPlate('GG-12-GG');
    expect(asked('GG12GG')).toBeGreaterThanOrEqual(2);
    const afterTwo = asked('GG12GG');
    await registry.lookupPlate('GG-12-GG');
    expect(asked('GG12GG')).toBeGreaterThan(afterTwo);
  });

  it('asks again once an answer is older than the cache keeps it', async () => {
    let now = 0;
    const timed = createPlateRegistry({ rdwApiUrl: baseUrl, timeoutMs: 3000, knownBrands: [], cache: { ttlMs: 1000, maxEntries: 10, now: () => now } });
    const asked = () => received.filter((request) => request.plate === 'GHJK12').length;
    await timed.lookupPlate('GH-JK-12');
    now = 999;
    await timed.lookupPlate('GH-JK-12');
    expect(asked()).toBe(2);
    now = 1001;
    await timed.lookupPlate('GH-JK-12');
    expect(asked()).toBe(4);
  });
});

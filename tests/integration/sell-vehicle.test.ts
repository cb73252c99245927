import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { registryBrandNames } from '../../src/features/inventory/registrations';
import { ensureDemoInventory } from '../../src/features/inventory/seed';
import { createPlateRegistry } from '../../src/features/plate-registry/registry.server';
import { SearchService } from '../../src/features/search/service/search-service';
import { offerResponse, type OfferRouteDeps } from '../../src/features/sell-vehicle/offer-handler.server';
import { OFFER_MAIL, offerMailRenderers } from '../../src/features/sell-vehicle/offer-outbox.server';
import { haversineKm, locatePostcode } from '../../src/lib/geo/coordinates';
import { createI18n } from '../../src/lib/i18n/create';
import { allResources } from '../../src/lib/i18n/resources';
import { NAMESPACES } from '../../src/lib/i18n/settings';
import { TEST_CLIENT_HEADER } from '../../src/lib/rate-limit/rate-limit';
import { backends, freshDatabase } from '../support/test-db';

const i18n = createI18n(allResources(), NAMESPACES).getFixedT('nl', 'sell');
const t = (key: string, values?: Record<string, string | number>) => i18n(key, values);
const person = { name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '06 12345678', postcode: '3511 AA', website: '' };

async function photo(colour: string): Promise<Blob> {
  const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

describe.each(backends)('sell requests on the seeded demo database (%s)', (backend) => {
  let database: Database;
  let service: SearchService;
  let deps: OfferRouteDeps;
  let camperPlate: string;

  const count = async (table: string) => (await database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? -1;
  const counts = async () => ({ leads: await count('leads'), photos: await count('lead_photos'), outbox: await count('mail_outbox'), limits: await count('rate_limit_hits') });

  /** The five nearest dealers with an active listing of this kind, worked out from the tables themselves. */
  async function expectedDealers(kind: string, postcode: string): Promise<number[]> {
    const rows = await database.query<{ id: number; latitude: number; longitude: number }>(
      `select d.id, d.latitude, d.longitude from dealers d where exists (select 1 from listings l where l.dealer_id = d.id and l.is_active and l.kind = $1)`,
      [kind],
    );
    const from = locatePostcode(postcode);
    if (!from) throw new Error(`${postcode} must be located`);
    return rows
      .map((row) => ({ id: row.id, km: haversineKm(from, row) }))
      .sort((a, b) => a.km - b.km || a.id - b.id)
      .slice(0, 5)
      .map((row) => row.id);
  }

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await ensureDemoInventory(database, { count: 1500 });
    service = await SearchService.start(database);
    const registry = createPlateRegistry({ db: () => Promise.resolve(database.db), knownBrands: registryBrandNames(), timeoutMs: 2000 });
    deps = {
      db: database.db,
      t,
      valuation: { marketModel: () => Promise.resolve(service.marketModel), lookupPlate: (plate) => registry.lookupPlate(plate) },
      perSender: { max: 2, windowMs: 600_000 },
      trustedProxies: 0,
      testRoutes: true,
    };
    const [camper] = await database.query<{ plate: string }>(
      `select r.plate from listings l join vehicle_registrations r on r.plate = replace(l.license_plate, '-', '') where l.kind = 'camper' order by l.id limit 1`,
    );
    camperPlate = camper?.plate ?? '';
  }, 180_000);

  afterAll(async () => {
    await service.close();
    await database.close();
  });

  it('sends a camper with photos to the five nearest camper dealers, as leads with their photos and outbox mail', async () => {
    expect(camperPlate).not.toBe('');
    const form = new FormData();
    form.append('offer', JSON.stringify({ purpose: 'sell', vehicle: 'camper', licensePlate: camperPlate, mileage: '48.000', description: 'Nette camper met luifel', ...person }));
    form.append('photos', await photo('#3366aa'), 'voorkant.jpg');
    form.append('photos', await photo('#aa6633'), 'interieur.jpg');
    const before = await counts();
    const response = await offerResponse(new Request('http://localhost/api/client/sell', { method: 'POST', body: form }), deps);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { dealers: { name: string; city: string; distanceKm: number }[]; estimate: { status: string } | null };
    expect(answer.dealers).toHaveLength(5);
    expect(answer.estimate?.status).toMatch(/^(valued|noEstimate)$/);

    const leads = await database.query<{ id: number; type: string; dealer_id: number; listing_id: number | null; listing_code: string; details: Record<string, string> }>(
      `select id, type, dealer_id, listing_id, listing_code, details from leads order by id desc limit 5`,
    );
    expect(leads.map((lead) => lead.dealer_id).sort((a, b) => a - b)).toEqual((await expectedDealers('camper', '3511 AA')).sort((a, b) => a - b));
    expect(leads.every((lead) => lead.type === 'sellVehicle' && lead.listing_id === null && lead.listing_code === '')).toBe(true);
    expect(leads[0]?.details).toMatchObject({ vehicle: 'Camper', mileage: '48.000 km', postcode: '3511 AA', description: 'Nette camper met luifel' });
    expect(await counts()).toEqual({ leads: before.leads + 5, photos: before.photos + 10, outbox: before.outbox + 5, limits: before.limits });

    const mails = await database.query<{ id: number; kind: string; recipient: string; payload: Record<string, unknown> }>(`select id, kind, recipient, payload from mail_outbox order by id desc limit 5`);
    expect(mails.every((mail) => mail.kind === OFFER_MAIL)).toBe(true);
    const [dealer] = await database.query<{ email: string; name: string }>('select email, name from dealers where id = $1', [leads[0]?.dealer_id]);
    const mail = mails.find((row) => row.payload.leadId === leads[0]?.id);
    expect(mail?.recipient).toBe(dealer?.email);
    const render = offerMailRenderers({ db: database.db, t, productName: 'viaBOVAG' })[OFFER_MAIL];
    const message = await render?.({ id: mail?.id ?? 0, kind: OFFER_MAIL, recipient: mail?.recipient ?? '', payload: mail?.payload ?? {}, attempt: 1 });
    expect(message).toMatchObject({ to: dealer?.email, replyTo: '"Sanne de Vries" <sanne@example.nl>' });
    expect(message?.subject).toMatch(/^Verkoopaanbod: /);
    expect(message?.text).toContain(`Beste ${dealer?.name},`);
    expect(message?.attachments?.map((file) => file.filename)).toEqual(['foto-1.jpg', 'foto-2.jpg']);
  });

  it('sends a trade-in proposal request to the nearest car dealers', async () => {
    const [car] = await database.query<{ plate: string }>(
      `select r.plate from listings l join vehicle_registrations r on r.plate = replace(l.license_plate, '-', '') where l.kind = 'personenwagen' order by l.id limit 1`,
    );
    const response = await offerResponse(jsonRequest('/api/client/valuation/proposal', { purpose: 'tradeIn', valuation: { licensePlate: car?.plate, mileage: '85000', moment: 'later' }, ...person, postcode: '9711' }), deps);
    expect(response.status).toBe(201);
    const leads = await database.query<{ type: string; details: Record<string, string> }>(`select type, details from leads order by id desc limit 5`);
    expect(leads.every((lead) => lead.type === 'tradeInProposal' && lead.details.moment === 'Later')).toBe(true);
  });

  it('stores nothing from a refused request: bad fields, an unknown postcode, a photo that is no photo', async () => {
    const before = await counts();
    const bad = await offerResponse(jsonRequest('/api/client/sell', { purpose: 'sell', vehicle: 'car', licensePlate: 'AB-12', mileage: '-3', ...person, email: 'geen-adres' }), deps);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      licensePlate: t('errors.licensePlate.invalid'),
      mileage: 'De kilometerstand kan niet negatief zijn. Vul de stand van de teller in.',
      email: t('errors.email.invalid'),
    });
    const tooFar = await offerResponse(jsonRequest('/api/client/sell', { purpose: 'sell', vehicle: 'car', licensePlate: camperPlate, mileage: '2000001', ...person }), deps);
    expect(((await tooFar.json()) as { errors: Record<string, string> }).errors).toEqual({ mileage: t('errors.mileage.tooHigh') });
    const form = new FormData();
    form.append('offer', JSON.stringify({ purpose: 'sell', vehicle: 'camper', licensePlate: camperPlate, mileage: '1', ...person }));
    form.append('photos', new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/jpeg' }), 'kapot.jpg');
    const broken = await offerResponse(new Request('http://localhost/api/client/sell', { method: 'POST', body: form }), deps);
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { errors: Record<string, string> }).errors.photos).toContain('kapot.jpg');
    expect(await counts()).toEqual(before);
  });

  it('counts only stored requests against the sender, and refuses past the limit with nothing stored', async () => {
    const sender = { [TEST_CLIENT_HEADER]: '203.0.113.9' };
    const sell = { purpose: 'sell', vehicle: 'caravan', vehicleBrandModel: 'Hobby De Luxe 460', ...person };
    expect((await offerResponse(jsonRequest('/api/client/sell', { ...sell, name: '' }, sender), deps)).status).toBe(400);
    expect((await offerResponse(jsonRequest('/api/client/sell', sell, sender), deps)).status).toBe(201);
    expect((await offerResponse(jsonRequest('/api/client/sell', sell, sender), deps)).status).toBe(201);
    const before = await counts();
    const refused = await offerResponse(jsonRequest('/api/client/sell', sell, sender), deps);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await counts()).toEqual(before);
  });
});

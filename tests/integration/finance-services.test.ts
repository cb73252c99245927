import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { webEventResponse } from '../../src/features/analytics/handlers.server';
import { registryBrandNames } from '../../src/features/inventory/registrations';
import { ensureDemoInventory } from '../../src/features/inventory/seed';
import { createPlateRegistry } from '../../src/features/plate-registry/registry.server';
import { FINANCING_MAIL, financingMailRenderers } from '../../src/features/services/financing/financing-outbox.server';
import { submitFinancing } from '../../src/features/services/financing/submit-financing.server';
import { INSURANCE_MAIL, insuranceMailRenderers } from '../../src/features/services/insurance/insurance-outbox.server';
import { submitInsurance } from '../../src/features/services/insurance/submit-insurance.server';
import { openFlash } from '../../src/features/services/lead-kit/form-flash-seal.server';
import { serviceFormResponse, serviceJsonResponse, type ServiceCallDeps, type SubmitService } from '../../src/features/services/lead-kit/service-call.server';
import { formatPrice } from '../../src/lib/format/number';
import { haversineKm, locatePostcode } from '../../src/lib/geo/coordinates';
import { createI18n } from '../../src/lib/i18n/create';
import { allResources } from '../../src/lib/i18n/resources';
import { NAMESPACES } from '../../src/lib/i18n/settings';
import { TEST_CLIENT_HEADER } from '../../src/lib/rate-limit/rate-limit';
import { backends, freshDatabase } from '../support/test-db';

const i18n = createI18n(allResources(), NAMESPACES);
const translator = (ns: 'financing' | 'insurance') => {
  const t = i18n.getFixedT('nl', ns);
  return (key: string, values?: Record<string, string | number>) => t(key, values);
};
const tFinancing = translator('financing');
const tInsurance = translator('insurance');
const person = { name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '06 12345678', postcode: '3511 AA', website: '' };
const partner = { name: 'Verzekeringspartner Test', email: 'indicaties@partner.example' };
const FLASH_SECRET = 'een testgeheim van minstens tweeëndertig tekens lang';

function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

describe.each(backends)('financing and insurance requests on %s', (backend) => {
  let database: Database;
  let financing: SubmitService;
  let insurance: SubmitService;
  const call = (service: string): ServiceCallDeps => ({
    db: database.db,
    service,
    settings: { perIp: { max: 3, windowMs: 600_000 }, perListing: { max: 5, windowMs: 3_600_000 }, trustedProxies: 0 },
    testRoutes: true,
    copy: { tooMany: 'te veel', formInvalid: 'ongeldig' },
    flashSecret: async () => FLASH_SECRET,
    siteUrl: 'http://localhost',
  });
  const count = async (table: string) => (await database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? -1;
  const counts = async () => ({ leads: await count('leads'), outbox: await count('mail_outbox'), limits: await count('rate_limit_hits') });
  const latestLead = async () =>
    (await database.query<{ id: number; type: string; dealer_id: number | null; listing_id: number | null; listing_code: string; details: Record<string, string> }>(
      'select id, type, dealer_id, listing_id, listing_code, details from leads order by id desc limit 1',
    ))[0];
  const outboxOf = async (leadId: number | undefined) =>
    (await database.query<{ id: number; kind: string; recipient: string; payload: Record<string, unknown> }>(`select id, kind, recipient, payload from mail_outbox where dedupe_key = $1`, [`lead:${leadId}`]))[0];

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await ensureDemoInventory(database, { count: 400 });
    // Three dealers arrange financing, whatever the demo generator gave them: the test decides.
    await database.query(`update dealers set services = '{}'`);
    await database.query(`update dealers set services = array['financing'] where id in (select id from dealers order by id limit 3)`);
    const registry = createPlateRegistry({ db: () => Promise.resolve(database.db), knownBrands: registryBrandNames(), timeoutMs: 2000 });
    financing = (body, limits) => submitFinancing({ db: database.db, t: tFinancing, listingUrl: (listing) => `https://www.viabovag.nl/auto/aanbod/${listing.code}` }, body, limits);
    insurance = (body, limits) => submitInsurance({ db: database.db, t: tInsurance, partner, lookupPlate: (plate) => registry.lookupPlate(plate) }, body, limits);
  }, 180_000);

  afterAll(async () => {
    await database.close();
  });

  it('sends a financing request without a vehicle to the nearest dealer that arranges financing, mailed with a text part', async () => {
    const response = await serviceJsonResponse(jsonRequest('/api/client/financing', { amount: '15.000', months: '60', ...person }), call('financing'), financing);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { dealer: { name: string; distanceKm: number }; vehicle: null };
    const candidates = await database.query<{ id: number; name: string; email: string; latitude: number; longitude: number }>(`select id, name, email, latitude, longitude from dealers where 'financing' = any(services)`);
    const from = locatePostcode('3511 AA');
    if (!from) throw new Error('3511 must be located');
    const nearest = [...candidates].sort((a, b) => haversineKm(from, a) - haversineKm(from, b) || a.id - b.id)[0];
    expect(answer.dealer.name).toBe(nearest?.name);
    expect(answer.vehicle).toBeNull();

    const lead = await latestLead();
    expect(lead).toMatchObject({ type: 'financing', dealer_id: nearest?.id, listing_id: null, listing_code: '' });
    expect(lead?.details).toMatchObject({ amount: formatPrice(1_500_000), months: '60 maanden', postcode: '3511 AA' });
    const mail = await outboxOf(lead?.id);
    expect(mail).toMatchObject({ kind: FINANCING_MAIL, recipient: nearest?.email });
    const render = financingMailRenderers({ db: database.db, t: tFinancing, productName: 'viaBOVAG' })[FINANCING_MAIL];
    const message = await render?.({ id: mail?.id ?? 0, kind: FINANCING_MAIL, recipient: mail?.recipient ?? '', payload: mail?.payload ?? {}, attempt: 1 });
    expect(message).toMatchObject({ to: nearest?.email, replyTo: '"Sanne de Vries" <sanne@example.nl>', subject: `Financieringsaanvraag: ${formatPrice(1_500_000)} in 60 maanden` });
    expect(message?.text).toContain(`Beste ${nearest?.name},`);
    expect(message?.text).toContain(`Leenbedrag: ${formatPrice(1_500_000)}`);
    expect(message?.text).toMatch(/Rekenvoorbeeld: €\s[\d.,]+ per maand bij 8,9%\s?debetrente/);
    expect(message?.html).toContain('<table');
  });

  it("sends a request from a detail page to that vehicle's dealer, naming the vehicle", async () => {
    const [listing] = await database.query<{ id: number; code: string; title: string; dealer_id: number; email: string }>(
      `select l.id, l.code, l.title, l.dealer_id, d.email from listings l join dealers d on d.id = l.dealer_id where l.is_active and not ('financing' = any(d.services)) order by l.id limit 1`,
    );
    const response = await serviceJsonResponse(jsonRequest('/api/client/financing', { amount: 9000, months: 36, vehicle: listing?.code, ...person, postcode: '9711' }), call('financing'), financing);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { vehicle: { title: string } }).vehicle.title).toBe(listing?.title);
    const lead = await latestLead();
    expect(lead).toMatchObject({ type: 'financing', dealer_id: listing?.dealer_id, listing_id: listing?.id, listing_code: listing?.code });
    const mail = await outboxOf(lead?.id);
    expect(mail?.recipient).toBe(listing?.email);
    const render = financingMailRenderers({ db: database.db, t: tFinancing, productName: 'viaBOVAG' })[FINANCING_MAIL];
    const message = await render?.({ id: mail?.id ?? 0, kind: FINANCING_MAIL, recipient: mail?.recipient ?? '', payload: mail?.payload ?? {}, attempt: 1 });
    expect(message?.subject).toBe(`Financieringsaanvraag: ${listing?.title}`);
    expect(message?.text).toContain(`https://www.viabovag.nl/auto/aanbod/${listing?.code}`);
  });

  it('sends an insurance indication request to the partner, with the vehicle the registry knows', async () => {
    const [registered] = await database.query<{ plate: string }>('select plate from vehicle_registrations order by plate limit 1');
    const response = await serviceJsonResponse(jsonRequest('/api/client/insurance', { licensePlate: registered?.plate, claimFreeYears: '7', ...person, phone: '' }), call('insurance'), insurance);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { partner: string; vehicle: string | null };
    expect(answer.partner).toBe(partner.name);
    expect(answer.vehicle).toMatch(/\(\d{4}\)$/);
    const lead = await latestLead();
    expect(lead).toMatchObject({ type: 'insurance', dealer_id: null, listing_id: null });
    expect(lead?.details).toMatchObject({ claimFreeYears: '7 jaar', vehicleFound: answer.vehicle, postcode: '3511 AA' });
    const mail = await outboxOf(lead?.id);
    expect(mail).toMatchObject({ kind: INSURANCE_MAIL, recipient: partner.email });
    const render = insuranceMailRenderers({ db: database.db, t: tInsurance, productName: 'viaBOVAG', partnerName: partner.name })[INSURANCE_MAIL];
    const message = await render?.({ id: mail?.id ?? 0, kind: INSURANCE_MAIL, recipient: mail?.recipient ?? '', payload: mail?.payload ?? {}, attempt: 1 });
    expect(message).toMatchObject({ to: partner.email, replyTo: '"Sanne de Vries" <sanne@example.nl>' });
    expect(message?.text).toContain(`Beste ${partner.name},`);
    expect(message?.text).toContain('Schadevrije jaren: 7 jaar');
    expect(message?.text).not.toContain('Telefoon:');
  });

  it('stores nothing from refused input: bad fields, an unknown postcode, vehicle or plate', async () => {
    const before = await counts();
    const bad = await serviceJsonResponse(jsonRequest('/api/client/financing', { amount: '100', months: '61', ...person, email: 'geen-adres' }), call('financing'), financing);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      amount: tFinancing('errors.amount.invalid'),
      months: tFinancing('errors.months.invalid'),
      email: tFinancing('errors.email.invalid'),
    });
    const gone = await serviceJsonResponse(jsonRequest('/api/client/financing', { amount: '5000', months: '24', vehicle: 'zz99zz9', ...person }), call('financing'), financing);
    expect(gone.status).toBe(404);
    const nowhere = await serviceJsonResponse(jsonRequest('/api/client/insurance', { licensePlate: 'KN-699-B', claimFreeYears: '3', ...person, postcode: '0000' }), call('insurance'), insurance);
    expect(nowhere.status).toBe(400);
    const unknown = await serviceJsonResponse(jsonRequest('/api/client/insurance', { licensePlate: 'ZZ-99-ZZ', claimFreeYears: '3', ...person }), call('insurance'), insurance);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: Record<string, string> }).errors).toEqual({ licensePlate: tInsurance('errors.licensePlate.unknown') });
    const trap = await serviceJsonResponse(jsonRequest('/api/client/insurance', { licensePlate: 'ZZ-99-ZZ', claimFreeYears: '3', ...person, website: 'x' }), call('insurance'), insurance);
    expect(trap.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('counts only stored requests against the sender, and refuses past the limit with nothing stored', async () => {
    const sender = { [TEST_CLIENT_HEADER]: '203.0.113.7' };
    const body = { amount: '2500', months: '24', ...person };
    expect((await serviceJsonResponse(jsonRequest('/api/client/financing', { ...body, name: '' }, sender), call('financing'), financing)).status).toBe(400);
    for (let index = 0; index < 3; index++) expect((await serviceJsonResponse(jsonRequest('/api/client/financing', body, sender), call('financing'), financing)).status).toBe(201);
    const before = await counts();
    const refused = await serviceJsonResponse(jsonRequest('/api/client/financing', body, sender), call('financing'), financing);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await counts()).toEqual(before);
    // Insurance has a counter of its own: the same sender may still ask for an indication.
    const [registered] = await database.query<{ plate: string }>('select plate from vehicle_registrations order by plate limit 1');
    expect((await serviceJsonResponse(jsonRequest('/api/client/insurance', { licensePlate: registered?.plate, claimFreeYears: '1', ...person }, sender), call('insurance'), insurance)).status).toBe(201);
  });

  it('takes the form without JavaScript: 303 back to the page, the outcome or the errors in a flash cookie', async () => {
    const form = (fields: Record<string, string>) =>
      new Request('http://localhost/financieren/autofinanciering/aanvraag', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    const page = { path: '/financieren/autofinanciering', cookie: 'financing-form', fields: ['amount', 'months', 'name', 'email', 'phone', 'postcode'] };
    const before = await counts();
    const refused = await serviceFormResponse(form({ amount: '15000', months: '60', ...person, email: '' }), call('financing'), financing, page);
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toMatch(/^\/financieren\/autofinanciering\?formulier=[0-9a-f]{16}#aanvraag$/);
    expect(refused.headers.get('set-cookie')).toMatch(/^financing-form=[\w-]+; Path=\/financieren\/autofinanciering; Max-Age=600; HttpOnly; SameSite=Lax$/);
    expect(await counts()).toEqual(before);
    const sent = await serviceFormResponse(form({ amount: '15000', months: '60', ...person }), call('financing'), financing, page);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toMatch(/#aanvraag-verstuurd$/);
    expect((await counts()).leads).toBe(before.leads + 1);
  });

  // Issue 49: the flash after a refusal held name, e-mail and phone readable, and without Secure behind https.
  it('seals the flash cookie, so it holds no personal data in the clear, and makes it Secure on an https site', async () => {
    const form = new Request('http://localhost/verzekering/autoverzekering/aanvraag', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ licensePlate: '', ...person }).toString() });
    const page = { path: '/verzekering/autoverzekering', cookie: 'insurance-form', fields: ['licensePlate', 'name', 'email', 'phone', 'postcode'] };
    const refused = await serviceFormResponse(form, { ...call('insurance'), siteUrl: 'https://www.viabovag.nl' }, insurance, page);
    const cookie = refused.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/; Secure$/);
    const value = /^insurance-form=([\w-]+);/.exec(cookie)?.[1] ?? '';
    const readable = `${value} ${Buffer.from(value, 'base64url').toString('latin1')}`;
    for (const personal of [person.name, person.email, person.phone, 'sanne']) expect(readable).not.toContain(personal);
    const id = new URL(refused.headers.get('location') ?? '', 'http://localhost').searchParams.get('formulier') ?? '';
    expect(openFlash(value, id, FLASH_SECRET)?.values).toMatchObject({ name: person.name, email: person.email });
    expect(openFlash(value, id, 'een ander geheim van minstens tweeëndertig tekens')).toBeNull();
    expect(openFlash(`${value.slice(0, -2)}AA`, id, FLASH_SECRET)).toBeNull();
  });

  it('stores findie-link-clicked without a vehicle when it names its partner, and nothing without one', async () => {
    const deps = { db: database.db, limit: { max: 100, windowMs: 60_000 }, trustedProxies: 0, testRoutes: true, correlationCookie: 'cid' };
    const event = (body: unknown) => webEventResponse(jsonRequest('/api/client/web-event/findie-link-clicked', body), 'findie-link-clicked', deps);
    expect((await event({ partner: partner.name, placement: 'verzekering-autoverzekering' })).status).toBe(204);
    const [row] = await database.query<{ vehicle_id: number; listing_id: number | null; dealer_id: number | null; custom_fields: Record<string, string> }>(
      `select vehicle_id, listing_id, dealer_id, custom_fields from web_events where event = 'findie-link-clicked' order by id desc limit 1`,
    );
    expect(row).toEqual({ vehicle_id: 0, listing_id: null, dealer_id: null, custom_fields: { partner: partner.name, placement: 'verzekering-autoverzekering' } });
    expect((await event({ placement: 'verzekering-autoverzekering' })).status).toBe(400);
    // Past the 2 KB cap (ten fields of 200 characters and the partner): refused before it is parsed, nothing stored.
    const stored = await count('web_events');
    const tooBig = await event({ partner: partner.name, ...Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`veld-met-lange-naam-${index}`, 'x'.repeat(200)])) });
    expect(tooBig.status).toBe(400);
    expect(await count('web_events')).toBe(stored);
    const shared = await webEventResponse(jsonRequest('/api/client/web-event/shared-via-email', { partner: partner.name }), 'shared-via-email', deps);
    expect(shared.status).toBe(400);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { adviceMailRenderers } from '../../src/features/choice-helpers/ebike/advice-outbox.server';
import { ADVICE_MAIL, adviceMailResponse, type AdviceMailDeps } from '../../src/features/choice-helpers/ebike/mail.server';
import { formatEuros } from '../../src/lib/format/number';
import { createI18n } from '../../src/lib/i18n/create';
import { allResources } from '../../src/lib/i18n/resources';
import { NAMESPACES } from '../../src/lib/i18n/settings';
import { normaliseSearchRequest } from '../../src/lib/search-request/schema';
import { searchRequestToUrl } from '../../src/lib/search-request/url-writer';
import { present } from '../../src/lib/testing/present';
import { backends, freshDatabase } from '../support/test-db';

const i18n = createI18n(allResources(), NAMESPACES);
const t = i18n.getFixedT('nl', 'choice-helper');
const tSubscriptions = i18n.getFixedT('nl', 'subscriptions');
const ANSWERS = 'doel=woon-werk&afstand=10-20&terrein=vlak&lengte=170-180&budget=tot-2500&motor=midden&snelheid=25';
const SEARCH = normaliseSearchRequest({ mobilityType: 'bicycle', kind: ['ebike'], frameHeight: { min: 53, max: 57 }, price: { max: 2500 } });

describe.each(backends)('the e-bike advice mailer on %s', (backend) => {
  let database: Database;
  let woken = 0;
  let client = 0;
  const deps = (overrides: Partial<AdviceMailDeps> = {}): AdviceMailDeps => ({
    db: database.db,
    t: (key, values) => t(key, values),
    tSubscriptions: (key, values) => tSubscriptions(key, values),
    perIp: { max: 10, windowMs: 3_600_000 },
    perAddress: { max: 3, windowMs: 86_400_000 },
    trustedProxies: 0,
    testRoutes: true,
    // The real ALTCHA check is the e2e suite's; here a token is good when it says so.
    verifyBotCheck: async (_db, headers) => (headers.get('x-altcha') === 'opgelost' ? { ok: true } : { ok: false, reason: headers.get('x-altcha') ? 'invalid' : 'missing' }),
    findMatches: async () => ({ request: SEARCH, url: searchRequestToUrl(SEARCH), total: 12 }),
    filterWords: async () => 'Framehoogte 53 - 57 cm, tot € 2.500',
    wake: () => {
      woken += 1;
    },
    ...overrides,
  });
  const post = (body: unknown, options: { token?: string | null; ip?: string } = {}) =>
    new Request('http://localhost:3000/api/client/choice-helper/mail', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-test-client-ip': options.ip ?? `198.51.100.${++client}`,
        ...(options.token === null ? {} : { 'x-altcha': options.token ?? 'opgelost' }),
      },
      body: JSON.stringify(body),
    });
  const outbox = () => database.query<{ kind: string; recipient: string; payload: Record<string, unknown> }>('select kind, recipient, payload from mail_outbox order by id');
  const subscriptions = () => database.query<{ status: string; url: string; label: string; filters: string; frequency: string }>('select status, url, label, filters, frequency from mail_subscriptions order by created_at');

  beforeAll(async () => {
    database = await freshDatabase(backend);
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await database.query('delete from mail_outbox');
    await database.query('delete from mail_subscriptions');
    woken = 0;
  });

  it('queues the advice mail and nothing else when the box is not ticked', async () => {
    const response = await adviceMailResponse(post({ name: 'Sanne', email: ' Sanne@Example.nl ', answers: ANSWERS }), deps());
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'sent', subscription: 'none', total: '12' });
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    // Paths, no host, and nothing the visitor typed: the name sent by an older page is not kept (issue 49 items 10, 11).
    expect(rows[0]).toEqual({ kind: ADVICE_MAIL, recipient: 'sanne@example.nl', payload: { query: ANSWERS, total: 12, searchPath: searchRequestToUrl(SEARCH) } });
    expect(await subscriptions()).toEqual([]);
    expect(woken).toBe(1);
  });

  it('renders the queued mail as HTML and plain text with the advice, the budget and both links, greeting nobody by a typed name', async () => {
    await adviceMailResponse(post({ name: 'Klik op http://evil.example voor je prijs', email: 'sanne@example.nl', answers: ANSWERS }), deps());
    const [row] = await outbox();
    const render = present(adviceMailRenderers({ t: (key, values) => t(key, values), productName: 'viaBOVAG', siteUrl: () => 'http://localhost:3000' })[ADVICE_MAIL]);
    const mail = present(await render({ id: 1, attempt: 1, ...present(row) }));
    expect(mail.subject).toBe('Jouw e-bike-advies: De dagelijkse forens');
    expect(mail.text).toMatch(/^Hoi,$/m);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/evil|Klik op/);
    expect(mail.text).toContain('Kies een accu van minstens 400 Wh');
    expect(mail.text).toContain(`Reken op ${formatEuros(1500)} tot ${formatEuros(3000)}`);
    expect(mail.text).toContain('Er zijn nu 12 passende e-bikes te koop.');
    expect(mail.html).toContain('href="http://localhost:3000/keuzehulp/elektrische-fiets/resultaat?doel=woon-werk');
    expect(mail.html).toContain('name="viewport"');
  });

  it('starts a pending subscription of the result search, with its confirmation mail, when the box is ticked', async () => {
    const response = await adviceMailResponse(post({ name: 'Ahmed', email: 'ahmed@example.nl', answers: ANSWERS, keepPosted: true }), deps());
    expect(response.status).toBe(202);
    expect((await response.json()).subscription).toBe('pending');
    expect(await subscriptions()).toEqual([{ status: 'pending', url: searchRequestToUrl(SEARCH), label: 'Keuzehulp: De dagelijkse forens', filters: 'Framehoogte 53 - 57 cm, tot € 2.500', frequency: 'daily' }]);
    expect((await outbox()).map((row) => row.kind).sort()).toEqual([ADVICE_MAIL, 'subscription.confirm'].sort());
  });

  it('refuses a bad address with a Dutch message and stores nothing', async () => {
    const response = await adviceMailResponse(post({ name: 'Kees', email: 'kees@@example', answers: ANSWERS, keepPosted: true }), deps());
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ email: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.' });
    expect(await outbox()).toEqual([]);
    expect(await subscriptions()).toEqual([]);
  });

  it('refuses unfinished answers and a body that is not ours with 400s', async () => {
    const unfinished = await adviceMailResponse(post({ name: 'Ans', email: 'a@example.nl', answers: 'doel=woon-werk' }), deps());
    expect((await unfinished.json()).errors).toHaveProperty('answers');
    const junk = await adviceMailResponse(post([1, 2, 3]), deps());
    expect(junk.status).toBe(400);
    expect(await outbox()).toEqual([]);
  });

  it('refuses without a solved bot check (403) and stores nothing', async () => {
    const response = await adviceMailResponse(post({ name: 'Bot', email: 'bot@example.nl', answers: ANSWERS, keepPosted: true }, { token: null }), deps());
    expect(response.status).toBe(403);
    expect((await response.json()).errors.botCheck).toBe(tSubscriptions('errors.botCheck.missing'));
    expect(await outbox()).toEqual([]);
    expect(await subscriptions()).toEqual([]);
  });

  it('counts per mailbox and per mail: the advice and its confirmation are two of the three a day, the fourth mail is refused and stores nothing', async () => {
    const send = (keepPosted: boolean) => adviceMailResponse(post({ email: 'lisa@example.nl', answers: ANSWERS, keepPosted }), deps());
    expect((await send(true)).status).toBe(202);
    expect((await outbox()).map((row) => row.kind).sort()).toEqual([ADVICE_MAIL, 'subscription.confirm'].sort());
    await database.query('delete from mail_outbox');
    // Again with the box ticked: the advice would be the third mail, its new confirmation the fourth, so neither is queued.
    const refused = await send(true);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).errors.form).toBe(t('mailer.errors.tooMany'));
    expect(await outbox()).toEqual([]);
    // The refusal counted nothing: the advice alone still fits, and then nothing more.
    expect((await send(false)).status).toBe(202);
    expect((await send(false)).status).toBe(429);
    expect((await outbox()).map((row) => row.kind)).toEqual([ADVICE_MAIL]);
  });

  it('counts per sender too, before it reads the body', async () => {
    const ip = '203.0.113.50';
    const limited = deps({ perIp: { max: 1, windowMs: 3_600_000 } });
    expect((await adviceMailResponse(post({ name: 'Eva', email: 'eva1@example.nl', answers: ANSWERS }, { ip }), limited)).status).toBe(202);
    expect((await adviceMailResponse(post('geen json'), limited)).status).toBe(400);
    expect((await adviceMailResponse(post('geen json', { ip }), limited)).status).toBe(429);
  });
});

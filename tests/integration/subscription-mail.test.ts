import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/connect';
import type { SearchService } from '../../src/features/search/service/search-service';
import type { StoredMail } from '../../src/lib/mail/types';
import { present } from '../../src/lib/testing/present';
import { alertRun } from '../support/subscriptions';
import { backends, freshDatabase } from '../support/test-db';

/**
 * The subscription mails as the running app sends them: the real subscribe, confirm and manage
 * calls, the product's renderers, and the outbox job writing to the dev mailbox (no SMTP_URL).
 * SITE_URL is unset, as in a local `npm start`: mails then link to http://localhost:PORT.
 */
const PORT = '3999';
const SITE = `http://localhost:${PORT}`;

// env() reads process.env once, when a module first asks (some do as they load): a local run
// without SITE_URL, set before any import.
const { dataDir, saved } = vi.hoisted(() => {
  const saved = { ...process.env };
  /* eslint-disable @typescript-eslint/no-require-imports -- vi.hoisted runs before the imports */
  const { mkdtempSync } = require('node:fs') as typeof import('node:fs');
  const { tmpdir } = require('node:os') as typeof import('node:os');
  const { join } = require('node:path') as typeof import('node:path');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const dataDir = mkdtempSync(join(tmpdir(), 'subscription-mail-'));
  for (const name of ['SITE_URL', 'APP_ENV', 'SMTP_URL', 'MAIL_LINK_KEY', 'ALTCHA_HMAC_KEY']) delete process.env[name];
  Object.assign(process.env, { PORT: '3999', DATA_DIR: dataDir, ENABLE_TEST_ROUTES: '1' });
  return { dataDir, saved };
});
const MINUTE = 60_000;
/** Minutes from now: the calls run on the real clock, the jobs a little ahead of it. */
const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

const globals = globalThis as unknown as {
  __database?: Promise<Database>;
  __searchService?: Promise<SearchService>;
  __outbox?: { timer: ReturnType<typeof setInterval> };
};

type App = {
  handleSubscribe: (request: Request) => Promise<Response>;
  handleAdviceMail: (request: Request) => Promise<Response>;
  handleManageLinkRequest: (request: Request) => Promise<Response>;
  ManagePage: (props: { token: string; done?: string; link?: string }) => Promise<ReactElement>;
  handleBotCheckChallenge: (request: Request) => Promise<Response>;
  handleConfirm: (request: Request, id: string) => Promise<Response>;
  sendOutboxNow: (at?: Date) => Promise<void>;
  readMailbox: (dir: string) => Promise<StoredMail[]>;
  siteUrlFor: (headers: Headers) => string;
};

/** Every absolute link a mail carries, in its HTML, its text and its headers. */
function linksOf(mail: StoredMail): string[] {
  const html = [...mail.html.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1] ?? '');
  const rest = [mail.text, ...Object.values(mail.headers ?? {})].join('\n');
  return [...html, ...[...rest.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((match) => match[0])];
}

describe.each(backends)('subscription mails on %s', (backend) => {
  let database: Database;
  let app: App;
  let client = 0;
  /** One dev mailbox serves both backends' runs of this file: each run mails its own addresses. */
  const addr = (name: string) => `${name}-${backend}@example.nl`;

  const token = async () => {
    const challenge = (await (await app.handleBotCheckChallenge(new Request(`${SITE}/api/client/search/subscribe/challenge`))).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  /** The subscribe call as a browser (or a script) sends it, here to a forged Host. */
  const subscribe = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.handleSubscribe(
      new Request('http://evil.example/api/client/search/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-test-client-ip': `198.51.100.${++client}`, 'x-altcha': await token(), ...headers },
        body: JSON.stringify(body),
      }),
    );
  const mailbox = async () => app.readMailbox(path.join(dataDir, 'mailbox'));
  const mailsTo = async (email: string) => (await mailbox()).filter((mail) => mail.to === email);
  const searchBody = (email: string, search: Record<string, unknown> = {}) => ({
    kind: 'search',
    email,
    frequency: 'direct',
    consent: true,
    search: { url: '/occasions', label: 'Occasions', filters: '', request: { mobilityType: 'alle' }, ...search },
  });
  const subscriptionId = async (email: string) =>
    (await database.query<{ id: string }>(`select s.id from mail_subscriptions s join subscriber_addresses a on a.id = s.address_id where a.email = '${email}' order by s.created_at desc`))[0]?.id ?? '';

  const confirm = async (id: string) => app.handleConfirm(new Request(`${SITE}/api/client/search/subscribe/confirm/${id}`, { method: 'POST' }), id);
  const askNewLink = async (email: string, ip = `198.51.100.${++client}`) =>
    app.handleManageLinkRequest(
      new Request(`${SITE}/api/client/search/subscriptions/manage-link`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-client-ip': ip },
        body: new URLSearchParams({ email }).toString(),
      }),
    );
  const ADVICE_ANSWERS = 'doel=woon-werk&afstand=10-20&terrein=vlak&lengte=170-180&budget=tot-2500&motor=midden&snelheid=25';
  const askAdvice = async (body: Record<string, unknown>) =>
    app.handleAdviceMail(
      new Request(`${SITE}/api/client/choice-helper/mail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-client-ip': `198.51.100.${++client}`, 'x-altcha': await token() },
        body: JSON.stringify({ answers: ADVICE_ANSWERS, ...body }),
      }),
    );
  /** Sends what is queued, and answers the mails to `email` that arrived since `before`. */
  const deliver = async (email: string, before: number) => {
    await app.sendOutboxNow(at(1));
    return (await mailsTo(email)).slice(0, Math.max(0, (await mailsTo(email)).length - before)).reverse();
  };

  beforeAll(async () => {
    database = await freshDatabase(backend);
    const { seedDemoInventory } = await import('../../src/features/inventory/seed');
    await seedDemoInventory(database, { count: 120, seed: 11, now: at(-60) });
    globals.__searchService = undefined;
    globals.__database = Promise.resolve(database);
    const savedSearches = await import('../../src/features/saved-searches/server');
    const outbox = await import('../../src/lib/mail/outbox/outbox-job.server');
    const { startMailOutbox } = await import('../../src/features/operations/mail-jobs.server');
    const { choiceHelperOutboxRenderers } = await import('../../src/features/choice-helpers/server');
    startMailOutbox([savedSearches.subscriptionOutboxRenderers, choiceHelperOutboxRenderers]);
    for (let tries = 0; tries < 200 && !globals.__outbox; tries++) await new Promise((resolve) => setTimeout(resolve, 25));
    app = {
      ...savedSearches,
      handleAdviceMail: (await import('../../src/features/choice-helpers/ebike/mail.server')).handleAdviceMail,
      sendOutboxNow: outbox.sendOutboxNow,
      readMailbox: (await import('../../src/lib/mail/dev-mailbox')).readMailbox,
      siteUrlFor: (await import('../../src/lib/config/site-url.server')).siteUrlFor,
    };
  }, 120_000);

  afterAll(async () => {
    if (globals.__outbox) clearInterval(globals.__outbox.timer);
    globals.__outbox = undefined;
    await (await globals.__searchService)?.close();
    globals.__searchService = undefined;
    globals.__database = undefined;
    await database.close();
    process.env = saved;
  });

  beforeEach(() => {
    client += 10;
  });

  describe('managing from the mail (issue 49 item 5)', () => {
    it('puts the manage link and the way out in the confirmation, and mails them again once confirmed', async () => {
      const email = addr('beheer');
      expect((await subscribe(searchBody(email, { request: { mobilityType: 'car' } }))).status).toBe(202);
      const [confirmation] = await deliver(email, 0);
      const id = await subscriptionId(email);
      for (const mail of [present(confirmation)]) {
        expect(mail.subject).toMatch(/^Bevestig je melding voor /);
        expect(linksOf(mail)).toContain(`${SITE}/zoekopdracht/afmelden/${id}`);
        expect(linksOf(mail).some((link) => link.startsWith(`${SITE}/zoekopdracht/beheren?sleutel=`))).toBe(true);
        expect(mail.headers?.['List-Unsubscribe']).toBe(`<${SITE}/api/client/search/unsubscribe/${id}>`);
      }

      expect((await confirm(id)).status).toBe(200);
      const [confirmed] = await deliver(email, 1);
      expect(confirmed?.subject).toMatch(/^Je melding staat aan: /);
      expect(confirmed?.text).toContain('Je zoekopdracht is bevestigd');
      const manage = linksOf(present(confirmed)).find((link) => link.startsWith(`${SITE}/zoekopdracht/beheren?sleutel=`));
      expect(manage, 'a manage link').toBeDefined();
      expect(linksOf(present(confirmed))).toContain(`${SITE}/zoekopdracht/afmelden/${id}`);
      expect(confirmed?.headers?.['List-Unsubscribe']).toBe(`<${SITE}/api/client/search/unsubscribe/${id}>`);
      expect(confirmed?.html).toContain('name="viewport"');
      // The link opens this address's page, with the search on it.
      const page = renderToStaticMarkup(await app.ManagePage({ token: new URL(present(manage)).searchParams.get('sleutel') ?? '' }));
      expect(page).toContain(email);

      // Confirming again mails nothing more.
      expect((await confirm(id)).status).toBe(200);
      expect(await deliver(email, 2)).toEqual([]);
    });

    it('offers "stuur me een nieuwe link" without a key, as a plain form', async () => {
      const page = renderToStaticMarkup(await app.ManagePage({ token: '' }));
      expect(page).toMatch(/<form [^>]*method="post"[^>]*action="\/api\/client\/search\/subscriptions\/manage-link"|<form [^>]*action="\/api\/client\/search\/subscriptions\/manage-link"[^>]*method="post"/);
      expect(page).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
      expect(page).toContain('Stuur me een nieuwe link');
      expect(page).not.toContain('Open de link onderin');
      const broken = renderToStaticMarkup(await app.ManagePage({ token: '1.abcdefghijklmnopqrstuvwxyz', link: 'verstuurd' }));
      expect(broken).toContain('Deze link werkt niet (meer)');
      expect(broken).toContain('Als er bij dit adres e-mailmeldingen horen');
    });

    it('mails a new manage link to a confirmed address only, and answers every address the same', async () => {
      const known = addr('bekend');
      const pending = addr('wacht');
      expect((await subscribe(searchBody(known, { request: { mobilityType: 'motor' } }))).status).toBe(202);
      expect((await confirm(await subscriptionId(known))).status).toBe(200);
      expect((await subscribe(searchBody(pending, { request: { mobilityType: 'motor' } }))).status).toBe(202);
      await app.sendOutboxNow(at(1));
      const before = { known: (await mailsTo(known)).length, pending: (await mailsTo(pending)).length };

      const answers = await Promise.all([askNewLink(known), askNewLink(pending), askNewLink(addr('niemand'))]);
      expect(answers.map((answer) => [answer.status, answer.headers.get('location')])).toEqual(Array(3).fill([303, '/zoekopdracht/beheren?link=verstuurd']));
      const [mail, ...more] = await deliver(known, before.known);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('Je link om je e-mailmeldingen te beheren');
      const manage = linksOf(present(mail)).find((link) => link.startsWith(`${SITE}/zoekopdracht/beheren?sleutel=`));
      expect(renderToStaticMarkup(await app.ManagePage({ token: new URL(present(manage)).searchParams.get('sleutel') ?? '' }))).toContain(known);
      // An address that never confirmed gets nothing; nor does one we do not know.
      expect(await deliver(pending, before.pending)).toEqual([]);
      expect(await mailsTo(addr('niemand'))).toEqual([]);

      expect((await askNewLink('geen-adres')).headers.get('location')).toBe('/zoekopdracht/beheren?link=ongeldig');
    });
  });

  describe('no visitor text in a mail to an unconfirmed address, one limit for all of them (issue 49 item 11)', () => {
    it('names a search from the request on the server, never from the posted label and filters', async () => {
      const { searchService, stockOf } = await import('../../src/features/search/server');
      const make = present(stockOf(await searchService()).makes.find((entry) => entry.mobilityTypes.includes('car')));
      const email = addr('phish');
      const forged = {
        url: '/auto',
        label: 'Uw rekening is geblokkeerd, log in op http://evil.example',
        filters: 'Bel 0900-1234 voor een gratis iPhone',
        request: { mobilityType: 'car', brand: [make.slug, 'klik-op-evil-example'], fuel: ['diesel'], text: 'log in op evil punt example' },
      };
      expect((await subscribe(searchBody(email, forged))).status).toBe(202);
      const [confirmation] = await deliver(email, 0);
      for (const part of [confirmation?.subject, confirmation?.text, confirmation?.html]) expect(part).not.toMatch(/evil|rekening|iPhone|0900|klik op/i);
      expect(confirmation?.subject).toContain(make.label);
      expect(confirmation?.text).toContain('Diesel');
      expect(confirmation?.text).toContain('Merken of modellen die nu niet te koop zijn, Eigen zoekwoorden');
      const [row] = await database.query<{ label: string; filters: string; url: string }>(`select label, filters, url from mail_subscriptions where id = '${await subscriptionId(email)}'`);
      expect(row?.label).toContain(make.label);
      expect(`${row?.label} ${row?.filters}`).not.toMatch(/evil|rekening|iPhone/i);
      // The search itself is kept whole: the alert still matches what was asked.
      expect(row?.url).toMatch(/^\/auto\//);
    });

    it('greets nobody by the name typed in the e-bike advice form', async () => {
      const email = addr('advies');
      expect((await askAdvice({ name: 'Klik op http://evil.example/prijs', email })).status).toBe(202);
      const [advice] = await deliver(email, 0);
      expect(advice?.subject).toMatch(/^Jouw e-bike-advies: /);
      for (const part of [advice?.subject, advice?.text, advice?.html]) expect(part).not.toMatch(/evil|Klik op/);
      expect(linksOf(present(advice)).filter((link) => !link.startsWith(`${SITE}/`))).toEqual([]);
    });

    it('holds three mails a day to one mailbox across every kind: advice, its confirmation, a newsletter confirmation, then nothing', async () => {
      const email = addr('drie');
      expect((await askAdvice({ email, keepPosted: true })).status).toBe(202);
      expect((await subscribe({ kind: 'newsletter', email, consent: true })).status).toBe(202);
      // The fourth mail of the day to this mailbox, whatever its kind, is refused.
      expect((await subscribe(searchBody(email))).status).toBe(429);
      expect((await askAdvice({ email })).status).toBe(429);
      expect((await askNewLink(email)).headers.get('location')).toBe('/zoekopdracht/beheren?link=te-vaak');
      await app.sendOutboxNow(at(1));
      expect((await mailsTo(email)).map((mail) => mail.subject.split(':')[0]).sort()).toEqual(['Bevestig je aanmelding voor de nieuwsbrief', 'Bevestig je melding voor Keuzehulp', 'Jouw e-bike-advies'].sort());
    });
  });

  describe('links (issue 49 item 10)', () => {
    it('never take a request Host: a forged Host on the subscribe call, then on a page, leaves every link of the confirmation and the next alert at SITE_URL', async () => {
      const email = addr('host');
      app.siteUrlFor(new Headers({ host: 'evil.example' }));
      expect((await subscribe(searchBody(email))).status).toBe(202);
      await app.sendOutboxNow(at(1));
      const [confirmation] = await mailsTo(email);
      expect(confirmation?.subject).toMatch(/^Bevestig/);
      expect(linksOf(present(confirmation)).length).toBeGreaterThan(0);
      expect(linksOf(present(confirmation)).filter((link) => !link.startsWith(`${SITE}/`))).toEqual([]);
      expect(confirmation?.messageId).toMatch(/^<outbox-\d+@localhost>$/);

      const id = await subscriptionId(email);
      expect((await app.handleConfirm(new Request(`${SITE}/api/client/search/subscribe/confirm/${id}`, { method: 'POST' }), id)).status).toBe(200);
      // A page request with a forged Host: pages of a local run follow their host, but nothing of it is kept for later work.
      expect(app.siteUrlFor(new Headers({ host: 'evil.example' }))).toBe('http://evil.example');

      const { importDemoArrival } = await import('../../src/features/inventory/demo-arrival.server');
      await importDemoArrival(database, 0, { now: at(0) });
      await alertRun(database, at(10));
      await app.sendOutboxNow(at(10));
      const alert = (await mailsTo(email)).find((mail) => /nieuw/i.test(mail.subject));
      expect(alert, 'an alert').toBeDefined();
      const links = linksOf(present(alert));
      expect(links.some((link) => link.includes('/zoekopdracht/beheren?sleutel='))).toBe(true);
      expect(links.filter((link) => !link.startsWith(`${SITE}/`))).toEqual([]);
      expect(alert?.headers?.['List-Unsubscribe']).toBe(`<${SITE}/api/client/search/unsubscribe/${id}>`);
      expect(alert?.messageId).toMatch(/^<outbox-\d+@localhost>$/);
    });
  });
});

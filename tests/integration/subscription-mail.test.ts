import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
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

  describe('links (issue 49 item 10)', () => {
    it('never take a request Host: a forged Host on the subscribe call, then on a page, leaves every link of the confirmation and the next alert at SITE_URL', async () => {
      const email = 'host@example.nl';
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

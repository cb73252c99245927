import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/connect';
import type { SearchService } from '../../src/features/search/service/search-service';
import { backends, freshDatabase } from '../support/test-db';

/**
 * Issue 49, item 14: the subscribe call answered `Confirmed` for an address already subscribed and
 * `Unknown` for any other, so anyone could learn who gets our mail; and an old confirmation link
 * subscribed again after an unsubscribe, with no new opt-in.
 */
const SITE = 'http://localhost:3998';
const { saved } = vi.hoisted(() => {
  const saved = { ...process.env };
  /* eslint-disable @typescript-eslint/no-require-imports -- vi.hoisted runs before the imports */
  const { mkdtempSync } = require('node:fs') as typeof import('node:fs');
  const { tmpdir } = require('node:os') as typeof import('node:os');
  const { join } = require('node:path') as typeof import('node:path');
  /* eslint-enable @typescript-eslint/no-require-imports */
  for (const name of ['APP_ENV', 'SMTP_URL', 'MAIL_LINK_KEY', 'ALTCHA_HMAC_KEY']) delete process.env[name];
  Object.assign(process.env, { PORT: '3998', SITE_URL: 'http://localhost:3998', DATA_DIR: mkdtempSync(join(tmpdir(), 'subscription-answers-')), ENABLE_TEST_ROUTES: '1' });
  return { saved };
});

const globals = globalThis as unknown as { __database?: Promise<Database>; __searchService?: Promise<SearchService> };

describe.each(backends)('the subscribe and confirm answers on %s', (backend) => {
  let database: Database;
  let app: typeof import('../../src/features/saved-searches/server');
  let client = 0;

  const token = async () => {
    const challenge = (await (await app.handleBotCheckChallenge(new Request(`${SITE}/api/client/search/subscribe/challenge`))).json()) as Challenge;
    return Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString('base64');
  };
  const subscribe = async (email: string) => {
    const response = await app.handleSubscribe(
      new Request(`${SITE}/api/client/search/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-client-ip': `198.51.100.${++client}`, 'x-altcha': await token() },
        body: JSON.stringify({ kind: 'newsletter', email, consent: true }),
      }),
    );
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const idOf = async (email: string) =>
    (await database.query<{ id: string }>('select s.id from mail_subscriptions s join subscriber_addresses a on a.id = s.address_id where a.email = $1', [email]))[0]?.id ?? '';
  const post = (call: 'subscribe/confirm' | 'unsubscribe', id: string) => {
    const handler = call === 'unsubscribe' ? app.handleUnsubscribe : app.handleConfirm;
    return handler(new Request(`${SITE}/api/client/search/${call}/${id}`, { method: 'POST' }), id);
  };
  const statusOf = async (id: string) => (await database.query<{ status: string }>('select status from mail_subscriptions where id = $1', [id]))[0]?.status;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    globals.__searchService = undefined;
    globals.__database = Promise.resolve(database);
    app = await import('../../src/features/saved-searches/server');
  }, 120_000);

  afterAll(async () => {
    await (await globals.__searchService)?.close();
    globals.__searchService = undefined;
    globals.__database = undefined;
    await database.close();
    process.env = saved;
  });

  it('answers a subscribed address exactly as a new one', async () => {
    const email = `al-aangemeld-${backend}@example.nl`;
    const first = await subscribe(email);
    expect((await post('subscribe/confirm', await idOf(email))).status).toBe(200);
    const again = await subscribe(email);
    const stranger = await subscribe(`nieuw-${backend}@example.nl`);
    expect(first).toEqual({ status: 202, body: { status: 'Unknown' } });
    expect(again).toEqual(first);
    expect(stranger).toEqual(first);
  });

  it('undoes an unsubscribe right after it, but an old confirmation link no longer subscribes again', async () => {
    const email = `afgemeld-${backend}@example.nl`;
    await subscribe(email);
    const id = await idOf(email);
    expect((await post('subscribe/confirm', id)).status).toBe(200);
    expect((await post('unsubscribe', id)).status).toBe(200);
    // "Toch weer aanmelden" on the unsubscribe page, a moment later.
    expect(await (await post('subscribe/confirm', id)).json()).toEqual({ result: 'success', status: 'Confirmed' });
    expect((await post('unsubscribe', id)).status).toBe(200);
    // Days later, the confirmation mail's link.
    await database.query(`update mail_subscriptions set ended_at = now() - interval '3 days' where id = $1`, [id]);
    const late = await post('subscribe/confirm', id);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ result: 'error', status: 'Unsubscribed' });
    expect(await statusOf(id)).toBe('unsubscribed');
  });
});

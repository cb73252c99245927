import type { APIRequestContext, Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { slugify } from '../../src/lib/search-request/slug';
import { mailTo, type ReceivedMail } from '../support/smtp-mail';
import { expect, test } from '../support/test';

/**
 * Saved searches by e-mail, end to end over real SMTP (the suite's server, tests/e2e/smtp-mailbox.ts):
 * subscribe from a result page with the bot check solved in the browser, confirm from the mail,
 * an imported listing arrives in an alert, one-click unsubscribe, subscribe again.
 */
/** A listing of the plan that this run imports first: the data folder outlives a local run. */
const freshOffset = () => 10 + Math.floor(Math.random() * 990);


async function runJobs(request: APIRequestContext, minutesAhead: number): Promise<void> {
  const at = new Date(Date.now() + minutesAhead * 60_000).toISOString();
  const response = await request.post(`/test/jobs?at=${encodeURIComponent(at)}`);
  expect(response.status()).toBe(200);
}

/**
 * Runs the jobs until the mail arrives, a run further ahead each time. The server's own minute timer
 * runs the same jobs: when its run holds the subscription's row (FOR UPDATE SKIP LOCKED) the moment
 * ours reads, ours passes it by, and the news waits for the next run that is due, as it would in
 * production a few minutes later.
 */
async function runJobsUntilMail(request: APIRequestContext, to: string, subject: RegExp): Promise<ReceivedMail> {
  for (let attempt = 1; ; attempt++) {
    await runJobs(request, 10 * attempt);
    try {
      return await mailTo(to, subject, 8_000);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function subscribe(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Mail me nieuwe voertuigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mail me nieuwe voertuigen' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Je e-mailadres').fill(email);
  await dialog.getByLabel(/Direct/).check();
  // The consent box is required: the dialog says so in Dutch and sends nothing.
  await dialog.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(dialog.getByText('Vink het vakje aan, dan weten we zeker dat je deze e-mails wilt.')).toBeVisible();
  await dialog.getByLabel(/Ja, mail mij nieuwe voertuigen/).check();
  // The proof of work is solved in the browser while the visitor fills in the form.
  await expect(dialog.getByText('Gecontroleerd')).toBeVisible({ timeout: 20_000 });
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/client/search/subscribe'));
  await dialog.getByRole('button', { name: 'Aanmelden' }).click();
  expect((await answer).status()).toBe(202);
  await expect(page.getByRole('heading', { name: 'Kijk in je mailbox' })).toBeVisible();
}

test.describe('saved searches by e-mail', () => {
  test('subscribe, confirm, get an alert for an imported listing, unsubscribe in one click, subscribe again', async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = `koper-${Date.now()}@example.nl`;
    const offset = freshOffset();
    const arrival = (await (await request.post(`/test/import?offset=${offset}&dryRun=1`)).json()) as { brand: string; mobilityType: string; title: string };
    const url = (await (await request.post('/api/client/search-url', { data: { mobilityType: arrival.mobilityType, brand: [slugify(arrival.brand)] } })).json()) as { url: string };
    await page.goto(url.url);
    await subscribe(page, email);

    const confirmation = await mailTo(email, /^Bevestig/);
    expect(confirmation.text).toContain('/zoekopdracht/bevestigen/');
    // Like every subscription mail it carries the manage link and the way out (issue 49 item 5).
    expect(confirmation.text).toContain('/zoekopdracht/beheren?sleutel=');
    expect(confirmation.headers['list-unsubscribe']).toMatch(/\/api\/client\/search\/unsubscribe\/[a-z0-9]+>$/);
    const confirmUrl = /https?:\/\/\S+\/zoekopdracht\/bevestigen\/[a-z0-9]+/.exec(confirmation.text)?.[0] ?? '';
    // Opening the link in a browser confirms (a mail scanner that only fetches it changes nothing).
    const scanner = await request.get(confirmUrl);
    expect(await scanner.text()).toContain('Bevestig je aanmelding');
    await page.goto(confirmUrl);
    await expect(page.getByRole('heading', { name: 'Je aanmelding is bevestigd' })).toBeVisible();
    const confirmed = await mailTo(email, /^Je melding staat aan: /);
    expect(confirmed.text).toContain('/zoekopdracht/beheren?sleutel=');
    // The browser's saved searches say which one mails; the others offer to.
    await page.goto('/favorieten');
    await expect(page.getByRole('region', { name: 'Bewaarde zoekopdrachten' }).getByText('Mailt direct')).toBeVisible();

    // A matching listing arrives through the import path; the next alert run mails it.
    const imported = (await (await request.post(`/test/import?offset=${offset}`)).json()) as { code: string };
    const alert = await runJobsUntilMail(request, email, new RegExp(`^(?!Bevestig|Je melding staat aan).*${arrival.brand}`));
    expect(alert.text).toContain(imported.code);
    expect(alert.html).toContain(imported.code);
    const oneClick = /<(https?:\/\/[^>]+\/api\/client\/search\/unsubscribe\/[a-z0-9]+)>/.exec(alert.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(oneClick).not.toBe('');
    expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The mail provider's one-click unsubscribe: a form post from its servers, no Origin.
    const unsubscribed = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(unsubscribed.status()).toBe(200);
    expect(await unsubscribed.json()).toEqual({ result: 'success', status: 'Unsubscribed' });
    const id = oneClick.split('/').at(-1) ?? '';
    await page.goto(`/zoekopdracht/afmelden/${id}`);
    await expect(page.getByRole('heading', { name: 'Je bent afgemeld' })).toBeVisible();

    // "Toch weer aanmelden" subscribes again without a new confirmation: the link proved the mailbox.
    await page.getByRole('button', { name: 'Toch weer aanmelden' }).click();
    await expect(page).toHaveURL(/\/zoekopdracht\/bevestigen\//);
    await expect(page.getByRole('heading', { name: 'Je aanmelding is bevestigd' })).toBeVisible();
    // It stays subscribed: nothing on the way unsubscribed it again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Je aanmelding is bevestigd' })).toBeVisible();
  });

  test('the confirmation page shows an unknown and a malformed link for what they are', async ({ page, request }) => {
    await page.goto('/zoekopdracht/bevestigen/onbekend123');
    await expect(page.getByRole('heading', { name: 'Deze aanmelding kennen we niet' })).toBeVisible();
    await page.goto('/zoekopdracht/bevestigen/NIET-GELDIG');
    await expect(page.getByRole('heading', { name: 'Deze link klopt niet' })).toBeVisible();
    const invalid = await request.post('/api/client/search/subscribe/confirm/NIET-GELDIG', { data: {} });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toEqual({ status: 400, message: 'The confirmationId is not valid' });
    const noToken = await request.post('/api/client/search/subscribe', { data: { kind: 'search', email: 'a@example.nl', frequency: 'daily', consent: true, search: { url: '/auto', label: 'Auto', filters: '', request: { mobilityType: 'car' } } } });
    expect(noToken.status()).toBe(403);
    expect((await noToken.json()).errors.botCheck).toContain('controle');
  });

  test('a favourite that drops in price is mailed to whoever watches the favourites', async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    const email = `prijs-${Date.now()}@example.nl`;
    const offset = freshOffset();
    const listing = (await (await request.post(`/test/import?offset=${offset}`)).json()) as { id: number; title: string; price: number };
    await context.addCookies([{ name: 'viaBOVAG-Favorites', value: String(listing.id), url: baseURL }]);
    await page.goto('/favorieten');
    await page.getByRole('button', { name: 'Mail me als de prijs daalt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mail me als de prijs daalt' });
    await dialog.getByLabel('Je e-mailadres').fill(email);
    await dialog.getByLabel(/Ja, mail mij over prijsdalingen/).check();
    await expect(dialog.getByText('Gecontroleerd')).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Kijk in je mailbox' })).toBeVisible();
    const confirmation = await mailTo(email, /^Bevestig/);
    await page.goto(/https?:\/\/\S+\/zoekopdracht\/bevestigen\/[a-z0-9]+/.exec(confirmation.text)?.[0] ?? '');
    await expect(page.getByRole('heading', { name: 'Je aanmelding is bevestigd' })).toBeVisible();

    const lower = Math.round((listing.price * 0.9) / 10_000) * 10_000;
    expect((await request.post(`/test/import?offset=${offset}&price=${lower}`)).status()).toBe(200);
    const drop = await runJobsUntilMail(request, email, /Prijs verlaagd/);
    expect(drop.text).toContain(listing.title.slice(0, 20));
    expect(drop.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  test('a solved bot check counts once, and a mailbox gets at most three confirmation mails a day', async ({ request }) => {
    test.setTimeout(60_000);
    // What the widget does in the browser, done here: fetch a challenge, solve it, send it as a header.
    const token = async () => {
      const challenge = (await (await request.get('/api/client/search/subscribe/challenge')).json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    };
    const email = `limiet-${Date.now()}@example.nl`;
    const body = (n: number) => ({ kind: 'search', email, frequency: 'weekly', consent: true, search: { url: `/auto?limiet=${n}`, label: 'Occasions', filters: '', request: { mobilityType: 'car' } } });
    // Each from another client address: only the mailbox's own limit is at stake.
    const subscribe = (n: number, altcha: string) => request.post('/api/client/search/subscribe', { headers: { 'x-altcha': altcha, 'x-test-client-ip': `203.0.113.${n}` }, data: body(n) });

    const first = await token();
    expect((await subscribe(1, first)).status()).toBe(202);
    const replay = await subscribe(2, first);
    expect(replay.status()).toBe(403);
    expect((await replay.json()).errors.botCheck).toBe('Deze controle is al gebruikt. Klik op het vakje om hem opnieuw te doen.');
    expect((await subscribe(3, await token())).status()).toBe(202);
    expect((await subscribe(4, await token())).status()).toBe(202);
    const fourth = await subscribe(5, await token());
    expect(fourth.status()).toBe(429);
    expect(Number(fourth.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await fourth.json()).errors.form).toContain('Probeer het later opnieuw');
  });
});

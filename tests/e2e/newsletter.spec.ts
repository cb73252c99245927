import { mailTo } from '../support/smtp-mail';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * The newsletter (decision 028), end to end over real SMTP: the blog's compact block hands the
 * address to /nieuwsbrief, the bot check is solved in the browser, the confirmation mail's link
 * confirms, the manage page lists the newsletter, and the unsubscribe page ends it.
 */


test.describe('the newsletter', () => {
  test('signs up from the blog, confirms from the mail, shows on the manage page and unsubscribes @mobile', async ({ page }) => {
    test.setTimeout(90_000);
    const email = `lezer-${Date.now()}-${Math.floor(Math.random() * 1000)}@example.nl`;
    await page.goto('/blog');
    const block = page.getByRole('region', { name: 'Nieuwe artikelen in je mailbox?' });
    await block.getByLabel('Je e-mailadres').fill(email);
    await block.getByRole('button', { name: 'Aanmelden' }).click();

    // The page takes the address and drops it from the address bar; the bot check runs only here.
    await expect(page).toHaveURL(/\/nieuwsbrief#aanmelden$/);
    await expect(page.getByRole('heading', { level: 1, name: 'De nieuwsbrief van viaBOVAG' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Aanmelden voor de nieuwsbrief' });
    await expect(form.getByLabel('Je e-mailadres')).toHaveValue(email);
    expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);
    await form.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(form.getByText('Vink het vakje aan, dan weten we zeker dat je de nieuwsbrief wilt.')).toBeVisible();
    await form.getByLabel(/Ja, stuur mij de nieuwsbrief van viaBOVAG/).check();
    await expect(form.getByText('Gecontroleerd')).toBeVisible({ timeout: 20_000 });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/client/search/subscribe'));
    await form.getByRole('button', { name: 'Aanmelden' }).click();
    expect((await answer).status()).toBe(202);
    await expect(page.getByRole('heading', { name: 'Kijk in je mailbox' })).toBeFocused();
    await expect(page.getByText(`We hebben een e-mail gestuurd naar ${email}.`)).toBeVisible();

    const confirmation = await mailTo(email, /^Bevestig je aanmelding voor de nieuwsbrief$/);
    expect(confirmation.text).toContain('Je wilt de nieuwsbrief van viaBOVAG ontvangen:');
    const confirmUrl = /https?:\/\/\S+\/zoekopdracht\/bevestigen\/([a-z0-9]+)/.exec(confirmation.text);
    expect(confirmUrl).not.toBeNull();
    await page.goto(confirmUrl?.[0] ?? '');
    await expect(page.getByRole('heading', { name: 'Je aanmelding is bevestigd' })).toBeVisible();
    await expect(page.getByText('Je krijgt de nieuwsbrief hooguit één keer per week, en alleen als er nieuwe artikelen zijn.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lees alvast het blog' })).toHaveAttribute('href', '/blog');

    await page.getByRole('link', { name: 'Al je e-mailmeldingen beheren' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Je e-mailmeldingen' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Nieuwsbrief' }) });
    await expect(item.getByText('Nieuwe artikelen en tips, hooguit één keer per week')).toBeVisible();
    // Weekly is the newsletter's promise, not a choice.
    await expect(item.getByLabel('Hoe vaak')).toHaveCount(0);

    await page.goto(`/zoekopdracht/afmelden/${confirmUrl?.[1] ?? ''}`);
    await expect(page.getByRole('heading', { name: 'Je bent afgemeld' })).toBeVisible();
    await expect(page.getByText('Je krijgt de nieuwsbrief van viaBOVAG niet meer.', { exact: false })).toBeVisible();
    // The page unsubscribed on its own; its button is ready at once, not "Bezig…" (issue 49 item 4).
    await expect(page.getByRole('button', { name: 'Toch weer aanmelden' })).toBeEnabled({ timeout: 5_000 });
  });

  test('the footer block works without JavaScript up to the page, which says the robot check needs it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/favorieten');
    const block = page.getByRole('region', { name: 'Nieuwsbrief' });
    await block.getByLabel('Je e-mailadres').fill('zonderjs@example.nl');
    await block.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page).toHaveURL(/\/nieuwsbrief\?email=zonderjs%40example\.nl#aanmelden$/);
    // What a browser without scripts shows in place of the robot check (a test's switched-off Chromium does not render <noscript>).
    const html = await (await context.request.get(page.url())).text();
    expect(html).toMatch(/<noscript><p[^>]*>Om robots tegen te houden, heeft dit formulier JavaScript nodig\./);
    await expect(page.getByRole('form', { name: 'Aanmelden voor de nieuwsbrief' })).toBeVisible();
    await context.close();
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openContactSubject } from '../support/contact-subject';

/**
 * The phone button and call tracking (product §4) on a real detail page whose dealer has a
 * call-tracking code. Dialling is observed through the cancelable `dealer-contact:dial` event, so
 * the browser never leaves for a tel: handler.
 */
async function recordDials(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { __dials: { href: string; at: number }[]; __revealedAt?: number };
    record.__dials = [];
    // When the page saw the click, not when the test asked for it: a busy machine's click latency is not the page's.
    window.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('[aria-label^="Toon telefoonnummer"]')) record.__revealedAt ??= performance.now();
    }, true);
    window.addEventListener('dealer-contact:dial', (event) => {
      event.preventDefault();
      record.__dials.push({ href: (event as CustomEvent<{ href: string }>).detail.href, at: performance.now() });
    });
  });
}

const revealedAt = (page: Page) => page.evaluate(() => (window as unknown as { __revealedAt?: number }).__revealedAt ?? Number.NaN);
const dials = (page: Page) => page.evaluate(() => (window as unknown as { __dials: { href: string; at: number }[] }).__dials);

function tel(phone: string): string {
  return `tel:+31${phone.replace(/\D/g, '').slice(1)}`;
}

/** The call-tracking vendor as the suite slows it down: the page's script request goes to the script's test variant. */
async function trackingScriptDelay(page: Page, delay: '1500' | '5000' | 'never') {
  await page.route('**/call-tracking.js', (route) => route.continue({ url: new URL(`/call-tracking.js?delay=${delay}`, route.request().url()).toString() }));
}

/** The number the call-tracking endpoint gives the subject's code: the dealer's data or the provider's answer (decision 056). */
async function expectedTracked(page: Page, code: string | null): Promise<{ display: string; href: string }> {
  expect(code).not.toBeNull();
  const response = await page.request.get(`/api/client/call-tracking/${encodeURIComponent(code ?? '')}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { display: string; href: string };
}

const reveal = (page: Page) => page.getByRole('button', { name: /Toon telefoonnummer van/ });
const dialer = (page: Page) => page.getByRole('link', { name: /^Bel de dealer .* op / });

test.describe('call buttons (product §4)', () => {
  test('reveal shows the tracked number and a tel: link, sends the click event and dials the tracked number @mobile', async ({ page }) => {
    await recordDials(page);
    const subject = await openContactSubject(page, 'car');
    const expected = await expectedTracked(page, subject.trackingCode);
    await expect(page.getByText(subject.phone)).toHaveCount(0);

    const event = page.waitForRequest((request) => request.url().endsWith('/api/client/web-event/vehicle-details-phone-number-displayed'));
    await reveal(page).click();
    const clicked = await revealedAt(page);

    await expect(dialer(page)).toBeVisible();
    await expect(dialer(page)).toHaveAttribute('href', expected.href);
    await expect(page.getByText(expected.display, { exact: true })).toBeVisible();
    await expect.poll(() => dials(page)).toHaveLength(1);
    const [dial] = await dials(page);
    expect(dial?.href).toBe(expected.href);
    expect(dial?.href).not.toBe(tel(subject.phone));
    expect((dial?.at ?? 0) - clicked).toBeLessThan(3000);

    const request = await event;
    expect(request.postDataJSON()).toEqual({ vehicleId: subject.listingId });
    expect((await request.response())?.status()).toBe(204);
  });

  test('a tracking script that answers within 3 s still wins', async ({ page }) => {
    await recordDials(page);
    await trackingScriptDelay(page, '1500');
    const subject = await openContactSubject(page, 'car');
    const expected = await expectedTracked(page, subject.trackingCode);
    await reveal(page).click();
    const clicked = await revealedAt(page);
    await expect(page.getByRole('status').filter({ hasText: 'We zoeken het juiste nummer' })).toBeVisible();
    await expect.poll(() => dials(page), { timeout: 5000 }).toHaveLength(1);
    const [dial] = await dials(page);
    expect(dial?.href).toBe(expected.href);
    expect((dial?.at ?? 0) - clicked).toBeGreaterThan(1400);
    expect((dial?.at ?? 0) - clicked).toBeLessThan(3000);
  });

  for (const delay of ['5000', 'never'] as const) {
    test(`a tracking script that answers ${delay === 'never' ? 'never' : 'after 3 s'} falls back to the original number 500 ms after giving up`, async ({ page }) => {
      await recordDials(page);
      await trackingScriptDelay(page, delay);
      const subject = await openContactSubject(page, 'car');
        await reveal(page).click();
    const clicked = await revealedAt(page);
      await expect(dialer(page)).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => dials(page), { timeout: 6000 }).toHaveLength(1);
      const [dial] = await dials(page);
      expect(dial?.href).toBe(tel(subject.phone));
      expect((dial?.at ?? 0) - clicked).toBeGreaterThanOrEqual(3400);
      await expect(dialer(page)).not.toHaveAttribute('aria-busy', 'true');
      await expect(dialer(page)).toHaveAttribute('href', tel(subject.phone));
    });
  }
});

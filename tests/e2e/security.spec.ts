import { expect, test } from '../support/test';

test.describe('security headers', () => {
  test('pages carry a nonce-based CSP without unsafe-eval and the other protective headers', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+' 'strict-dynamic'/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The e2e server runs as the acceptance environment: HSTS is for production only.
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();
  });

  test('each response gets its own nonce, and every inline script carries it', async ({ request }) => {
    const [a, b] = await Promise.all([request.get('/'), request.get('/')]);
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
    const nonceA = nonceOf(a.headers()['content-security-policy'] ?? '');
    expect(nonceA).not.toBe('');
    expect(nonceA).not.toBe(nonceOf(b.headers()['content-security-policy'] ?? ''));
    const html = await a.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      // Data, not code: JSON-LD, and the chunks held until the first photo (decision 054), which the runner (nonced) starts.
      if (/type="(application\/(ld\+)?json|text\/x-after-photo)"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonceA}"`);
    }
  });

  test('the browser reports no CSP violation while the home page runs', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});

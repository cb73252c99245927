/**
 * The suite's own guard (tests/support/test.ts): an error the browser reports fails the test that
 * did not announce it. Marked as expected failures: if the guard stopped working, they would pass
 * and Playwright would report them as unexpected passes, failing the run.
 */
import { allowConsoleErrors, expect, test } from '../support/test';

test.describe('browser errors', () => {
  test('an unannounced console.error fails the test', async ({ page }) => {
    test.fail();
    await page.goto('/');
    await page.evaluate(() => console.error('onverwachte fout'));
  });

  test('an uncaught page error fails the test', async ({ page }) => {
    test.fail();
    await page.goto('/');
    const thrown = page.waitForEvent('pageerror');
    await page.evaluate(() => setTimeout(() => { throw new Error('onverwachte paginafout'); }, 0));
    await thrown;
  });

  test('an announced error and a 404 document the test asked for do not', async ({ page }) => {
    allowConsoleErrors(page, /aangekondigde fout/);
    expect((await page.goto('/bestaat-niet'))?.status()).toBe(404);
    await page.goto('/');
    await page.evaluate(() => console.error('aangekondigde fout'));
  });
});

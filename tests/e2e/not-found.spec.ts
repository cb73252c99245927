import { expect, test } from '../support/test';

/**
 * Every 404 holds its message and the way home in the server's HTML (issue 17, item 9): an unknown
 * path, an unknown listing, a search path that does not parse. Next 16 sends an empty document for
 * notFound() (vercel/next.js#62228); the app server answers with the full not-found page instead
 * (scripts/serve/full-not-found.ts). Regression: unknown content and blog paths threw notFound()
 * from generateMetadata, so their 404 kept the site's default title.
 */
const NOT_FOUND = ['/deze-pagina-bestaat-echt-niet', '/bovag-garantie/extra', '/blog/bestaat-niet', '/auto/aanbod/bestaat-niet-ab12cd3', '/auto/zomaar/iets/onleesbaars'];

test.describe('404 answers', () => {
  for (const path of NOT_FOUND) {
    test(`${path} answers 404 with the title, the message and the link home in the server's HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('<title>Pagina niet gevonden | viaBOVAG</title>');
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
      expect(html).toMatch(/<h1[^>]*>Deze pagina bestaat niet \(meer\)<\/h1>/);
      expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Naar de homepage van viaBOVAG<\/a>/);
    });
  }

  test('shows the 404 page with links onwards', async ({ page }) => {
    await page.goto('/blog/bestaat-niet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina bestaat niet (meer)');
    await expect(page.getByRole('main').getByRole('link', { name: 'Alle kampeermiddelen' })).toHaveAttribute('href', '/kamperen');
  });

  test('reads without JavaScript, and its link home works @mobile', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/auto/aanbod/bestaat-niet-ab12cd3');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina bestaat niet (meer)');
    await page.getByRole('link', { name: 'Naar de homepage van viaBOVAG' }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });
});

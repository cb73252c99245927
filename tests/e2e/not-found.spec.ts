import { expect, test } from '../support/test';

// Regression: unknown content and blog paths threw notFound() from generateMetadata, so their 404
// kept the site's default title. The body of a notFound() 404 is drawn in the browser by Next 16
// (vercel/next.js#62228, see docs/decisions/007-page-shell.md); the shell suite checks that page.
test.describe('404 answers', () => {
  for (const path of ['/deze-pagina-bestaat-echt-niet', '/bovag-garantie/extra', '/blog/bestaat-niet']) {
    test(`${path} answers 404 with the 404 title and noindex in the server's HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('<title>Pagina niet gevonden | viaBOVAG</title>');
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
    });

    test(`${path} shows the 404 page with links onwards`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina bestaat niet (meer)');
      await expect(page.getByRole('main').getByRole('link', { name: 'Alle kampeermiddelen' })).toHaveAttribute('href', '/kamperen');
    });
  }
});

import { expect, test } from '@playwright/test';

// Regression: notFound() thrown from generateMetadata streamed the 404 after the shell, so the
// server-rendered body was empty and visitors without JavaScript saw a blank page.
test.describe('404 without JavaScript', () => {
  for (const path of ['/deze-pagina-bestaat-echt-niet', '/bovag-garantie/extra', '/blog/bestaat-niet']) {
    test(`${path} is a complete 404 page in the server's HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('<title>Pagina niet gevonden | viaBOVAG</title>');
      expect(html).toContain('Deze pagina bestaat niet (meer)');
      expect(html).toContain('href="/kamperen"');
    });
  }
});

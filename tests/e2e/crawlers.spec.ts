import { expect, test } from '../support/test';

test.describe('what crawlers read', () => {
  test('robots.txt keeps them out of the calls and points at the sitemap index', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/User-Agent: \*/i);
    for (const path of ['/api/', '/dev/', '/test/', '/zoekopdracht/']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap-index.xml`);
  });

  test('the sitemap index lists the landing sitemap and the listing sitemaps, whose detail pages answer', async ({ request, baseURL }) => {
    const index = await (await request.get('/sitemap-index.xml')).text();
    expect(index).toContain(`<loc>${baseURL}/sitemap.xml</loc>`);
    const files = [...index.matchAll(/<loc>([^<]+\/sitemaps\/voertuigen-\d+\.xml)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(files.length).toBeGreaterThan(0);
    const first = await request.get(new URL(files[0] ?? '', baseURL).pathname);
    expect(first.headers()['content-type']).toContain('application/xml');
    const urls = [...(await first.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls.slice(0, 3)) {
      expect(url).toMatch(/\/(auto|fiets|motor|kampeervoertuig)\/aanbod\/[a-z0-9-]+-[a-z0-9]{7}$/);
      expect((await request.get(new URL(url).pathname)).status()).toBe(200);
    }
    expect((await request.get('/sitemaps/voertuigen-999.xml')).status()).toBe(404);
  });

  test('the page sitemap lists the content, blog, service and helper pages, and each answers', async ({ request, baseURL }) => {
    const index = await (await request.get('/sitemap-index.xml')).text();
    expect(index).toContain(`<loc>${baseURL}/sitemaps/paginas.xml</loc>`);
    const pages = await request.get('/sitemaps/paginas.xml');
    expect(pages.headers()['content-type']).toContain('application/xml');
    const paths = [...(await pages.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    for (const path of ['/financieren/autofinanciering', '/verhuur/auto-huren', '/pechhulp', '/nieuwsbrief', '/bovag-garantie', '/koopgids/gezinsauto-kopen', '/blog']) expect(paths).toContain(path);
    expect(paths.some((path) => /^\/blog\/[a-z0-9-]+$/.test(path))).toBe(true);
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  });

  test('the mega menus are in no page until opened, and every page they link to is in a sitemap or not indexed', async ({ page, request }) => {
    // Issue 21: the four panels cost every page about 300 elements; crawlers find their pages in the sitemaps.
    const html = await (await request.get('/')).text();
    for (const type of ['car', 'bicycle', 'motor', 'caramper']) expect(html).toMatch(new RegExp(`<div id="mega-${type}"[^>]*></div>`));
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const hrefs = new Set<string>();
    for (const name of ["Auto's", 'Fietsen', 'Motoren', 'Kamperen']) {
      const toggle = nav.getByRole('button', { name: `Toon het menu ${name}` });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${(await toggle.getAttribute('aria-controls')) ?? ''}`);
      await expect(panel.getByRole('link').first()).toBeVisible();
      for (const href of await panel.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) hrefs.add(href);
      await page.keyboard.press('Escape');
    }
    expect(hrefs.size).toBeGreaterThan(40);
    const index = await (await request.get('/sitemap-index.xml')).text();
    const listed = new Set<string>();
    for (const file of [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname).filter((path) => !path.includes('voertuigen-'))) {
      for (const match of (await (await request.get(file)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)) listed.add(new URL(match[1] ?? '').pathname);
    }
    for (const href of hrefs) {
      if (listed.has(href)) continue;
      // A landing without listings in this small stock is left out of the sitemap and tells crawlers so itself.
      expect(await (await request.get(href)).text(), href).toMatch(/<meta name="robots" content="noindex/);
    }
  });
});

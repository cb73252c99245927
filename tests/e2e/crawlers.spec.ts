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
});

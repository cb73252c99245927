import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, sitemapXml } from './sitemap-xml';

const at = new Date('2026-11-24T10:00:00Z');

describe('sitemap files', () => {
  it('writes a url set with escaped locations', () => {
    const xml = sitemapXml([{ url: 'https://example.nl/auto/aanbod/a&b-ab12cd3', lastModified: at }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://example.nl/auto/aanbod/a&amp;b-ab12cd3</loc><lastmod>2026-11-24T10:00:00.000Z</lastmod></url>');
  });

  it('writes an index of sitemaps', () => {
    const xml = sitemapIndexXml([{ url: 'https://example.nl/sitemap.xml', lastModified: at }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://example.nl/sitemap.xml</loc>');
  });
});

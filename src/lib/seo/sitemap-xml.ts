/**
 * Sitemap files written by hand where Next's `sitemap.ts` cannot go: an index of sitemaps, and
 * the listing sitemaps whose number follows the stock at request time (sitemaps.org protocol).
 */
/** The protocol's limit of URLs per file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

export interface SitemapEntry {
  url: string;
  /** Left out of the file when unknown (a page without a date): the protocol makes it optional. */
  lastModified?: Date;
}

const lastmod = (entry: SitemapEntry) => (entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '');

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeXml(entry.url)}</loc>${lastmod(entry)}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  const items = sitemaps.map((entry) => `<sitemap><loc>${escapeXml(entry.url)}</loc>${lastmod(entry)}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

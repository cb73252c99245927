import 'server-only';
/**
 * Every active listing's detail page for crawlers, in files of at most 50,000 URLs (product §2),
 * listed with the landing sitemap in `/sitemap-index.xml`, which `/robots.txt` names.
 */
import { asc, count, eq } from 'drizzle-orm';
import { database } from '@/db';
import { listings } from '@/db/schema';
import { detailPath } from '@/features/search';
import { siteUrl } from '@/lib/config/site-url.server';
import { MAX_URLS_PER_SITEMAP, sitemapIndexXml, sitemapXml } from '@/lib/seo/sitemap-xml';

/** `/sitemaps/voertuigen-{n}.xml`, n from 1. */
export const LISTING_SITEMAP_PATTERN = /^voertuigen-([1-9]\d{0,4})\.xml$/;

export function listingSitemapPath(file: number): string {
  return `/sitemaps/voertuigen-${file}.xml`;
}

async function listingSitemapCount(): Promise<number> {
  const { db } = await database();
  const [row] = await db.select({ total: count() }).from(listings).where(eq(listings.isActive, true));
  return Math.max(1, Math.ceil((row?.total ?? 0) / MAX_URLS_PER_SITEMAP));
}

/** The sitemap index: the landing sitemap, the page sitemap (`/sitemaps/paginas.xml`) and every listing sitemap. */
export async function sitemapIndex(): Promise<string> {
  const [files, base] = await Promise.all([listingSitemapCount(), siteUrl()]);
  const now = new Date();
  const entries = [
    { url: new URL('/sitemap.xml', base).toString(), lastModified: now },
    { url: new URL('/sitemaps/paginas.xml', base).toString(), lastModified: now },
  ];
  for (let file = 1; file <= files; file++) entries.push({ url: new URL(listingSitemapPath(file), base).toString(), lastModified: now });
  return sitemapIndexXml(entries);
}

/** The n-th listing sitemap (from 1) by listing id, or null past the last. */
export async function listingSitemap(file: number): Promise<string | null> {
  const { db } = await database();
  const [rows, base] = await Promise.all([
    db
      .select({ mobilityType: listings.mobilityType, title: listings.title, code: listings.code, updatedAt: listings.updatedAt })
      .from(listings)
      .where(eq(listings.isActive, true))
      .orderBy(asc(listings.id))
      .offset((file - 1) * MAX_URLS_PER_SITEMAP)
      .limit(MAX_URLS_PER_SITEMAP),
    siteUrl(),
  ]);
  if (rows.length === 0 && file > 1) return null;
  return sitemapXml(rows.map((row) => ({ url: new URL(detailPath(row.mobilityType, row.title, row.code), base).toString(), lastModified: row.updatedAt })));
}

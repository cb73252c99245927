import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/config/site-url.server';

export const dynamic = 'force-dynamic';

/** Crawlers see every page but not the calls, the developer tools, the test routes or visitors' subscription pages. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const base = await siteUrl();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/dev/', '/test/', '/zoekopdracht/'] },
    sitemap: new URL('/sitemap-index.xml', base).toString(),
  };
}

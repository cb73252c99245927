import 'server-only';
import type { MetadataRoute } from 'next';
import { searchService } from '@/features/search/server';
import { siteUrl as siteUrlOfRequest } from '@/lib/config/site-url.server';
import { HOME_PATH, MOBILITY_TYPES } from '@/lib/vehicle/enums';
import { sitemapPaths } from './sitemap-paths';

/** The site's sitemap: the home pages and every indexable result page with results. */
export async function searchSitemap(): Promise<MetadataRoute.Sitemap> {
  const service = await searchService();
  const siteUrl = await siteUrlOfRequest();
  const paths = sitemapPaths(
    {
      total: (request) => service.search(request, { facets: false, limit: 0 }).total,
      brands: (request) => [...(service.search(request, { limit: 0 }).facets?.brand ?? [])].sort((a, b) => b.count - a.count),
    },
    new Date().getFullYear(),
  );
  const homes = MOBILITY_TYPES.map((type) => HOME_PATH[type]);
  const lastModified = new Date();
  return [...new Set([...homes, ...paths])].map((path) => ({
    url: new URL(path, siteUrl).toString(),
    lastModified,
    changeFrequency: 'daily' as const,
    priority: path.split('/').length <= 2 ? 1 : 0.7,
  }));
}

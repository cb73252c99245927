import 'server-only';
import { allArticles } from '@/features/blog/server';
import { contentCatalog } from '@/features/content/server';
import { siteUrl } from '@/lib/config/site-url.server';
import { sitemapXml, type SitemapEntry } from '@/lib/seo/sitemap-xml';
import { SERVICE_AND_HELPER_PATHS } from './page-paths';

/**
 * `/sitemaps/paginas.xml` (issue 17): the pages that are neither results nor vehicles — every
 * content page and buying guide, the blog and its articles, the services and the choice helpers —
 * next to the landing sitemap and the listing sitemaps in `/sitemap-index.xml`.
 */
export async function pageSitemap(): Promise<string> {
  const [catalog, base] = await Promise.all([contentCatalog(), siteUrl()]);
  const at = (path: string, day?: string): SitemapEntry => ({ url: new URL(path, base).toString(), ...(day ? { lastModified: new Date(`${day}T00:00:00Z`) } : {}) });
  const articles = allArticles();
  const entries: SitemapEntry[] = [
    ...SERVICE_AND_HELPER_PATHS.map((path) => at(path)),
    ...[...catalog.pages.values()].map((page) => at(page.path, page.meta.updated)),
    at('/blog', articles[0]?.date),
    ...articles.map((article) => at(`/blog/${article.slug}`, article.date)),
  ];
  return sitemapXml(entries);
}

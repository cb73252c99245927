import { LISTING_SITEMAP_PATTERN, listingSitemap } from '@/features/search-page/server';
import { PAGE_SITEMAP_FILE, pageSitemap } from '@/features/sitemaps/server';

export const dynamic = 'force-dynamic';

const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

export async function GET(_request: Request, context: RouteContext<'/sitemaps/[file]'>): Promise<Response> {
  const file = (await context.params).file;
  const match = LISTING_SITEMAP_PATTERN.exec(file);
  const xml = file === PAGE_SITEMAP_FILE ? await pageSitemap() : match ? await listingSitemap(Number(match[1])) : null;
  // A crawler's request, not a visitor's page: a plain 404 is what it needs.
  if (xml === null) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: XML });
}

import 'server-only';
import path from 'node:path';
import { publicConfig } from '@/lib/config/site';
import { getT } from '@/lib/i18n/server';
import { contentPathFromSegments, loadCatalog, type Catalog, type ContentPage } from './catalog';

export type { ContentPage } from './catalog';

export const CONTENT_DIR = path.join(process.cwd(), 'content', 'pages');

let cached: Catalog | undefined;

/** The catalog of this process; in development it is re-read so edits to markdown show at once. */
export async function contentCatalog(): Promise<Catalog> {
  if (cached && process.env.NODE_ENV !== 'development') return cached;
  const t = await getT('content');
  const { productName, productSlug, dealerPortalUrl } = publicConfig();
  cached = loadCatalog({
    dir: CONTENT_DIR,
    site: { productName, productSlug, dealerPortalUrl },
    externalLinkNote: t('pages.externalLink'),
  });
  return cached;
}

/** The page for a catch-all route's segments, or null (the route then answers 404). */
export async function findContentPage(segments: readonly string[]): Promise<ContentPage | null> {
  const urlPath = contentPathFromSegments(segments);
  if (!urlPath) return null;
  return (await contentCatalog()).pages.get(urlPath) ?? null;
}

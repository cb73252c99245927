import 'server-only';
import type { Metadata } from 'next';
import { publicConfig } from '@/lib/config/site';
import { getT } from '@/lib/i18n/server';

/**
 * The 404 page's metadata. Routes that end in notFound() return it from generateMetadata
 * themselves: throwing there would stream the 404 after the shell and leave the server-rendered
 * body empty, and returning nothing would keep the site's default title.
 */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getT('errors');
  return { title: { absolute: `${t('notFound.title')} | ${publicConfig().productName}` }, robots: { index: false } };
}

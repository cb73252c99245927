import 'server-only';
import type { Metadata } from 'next';
import { publicConfig } from '@/lib/config/site';
import { getT } from '@/lib/i18n/server';
import { FINANCING_PATH } from '../paths';

/** One canonical URL; the page with a vehicle or a form's outcome is the visitor's own and is not indexed. */
export async function financingMetadata(params: Record<string, string | string[] | undefined> = {}): Promise<Metadata> {
  const t = await getT('financing');
  const title = t('meta.title');
  const description = t('meta.description');
  const own = Object.keys(params).length > 0;
  return {
    title,
    description,
    alternates: { canonical: FINANCING_PATH },
    ...(own ? { robots: { index: false, follow: true } } : {}),
    openGraph: { title, description, url: FINANCING_PATH, type: 'website', locale: 'nl_NL', siteName: publicConfig().productName },
  };
}

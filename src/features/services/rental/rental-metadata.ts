import 'server-only';
import type { Metadata } from 'next';
import { publicConfig } from '@/lib/config/site';
import type { Namespace } from '@/lib/i18n/settings';
import { getT } from '@/lib/i18n/server';

export const RENTAL_PATH = '/verhuur/auto-huren';

/**
 * Title, description and one canonical URL for a service page: a postcode or calculator query is
 * the visitor's own and never indexed apart. The bike-lease and roadside pages use it too.
 */
export async function servicePageMetadata(namespace: Namespace, path: string): Promise<Metadata> {
  const t = await getT(namespace);
  const title = t('meta.title');
  const description = t('meta.description');
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website', locale: 'nl_NL', siteName: publicConfig().productName },
  };
}

export const rentalMetadata = (): Promise<Metadata> => servicePageMetadata('rental', RENTAL_PATH);

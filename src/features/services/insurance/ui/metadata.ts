import 'server-only';
import type { Metadata } from 'next';
import { publicConfig } from '@/lib/config/site';
import { getT } from '@/lib/i18n/server';
import { INSURANCE_PATH } from '../paths';

/** One canonical URL; a form's outcome is the visitor's own and is not indexed. */
export async function insuranceMetadata(params: Record<string, string | string[] | undefined> = {}): Promise<Metadata> {
  const t = await getT('insurance');
  const title = t('meta.title');
  const description = t('meta.description');
  return {
    title,
    description,
    alternates: { canonical: INSURANCE_PATH },
    ...(Object.keys(params).length > 0 ? { robots: { index: false, follow: true } } : {}),
    openGraph: { title, description, url: INSURANCE_PATH, type: 'website', locale: 'nl_NL', siteName: publicConfig().productName },
  };
}

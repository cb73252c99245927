import 'server-only';
import type { Metadata } from 'next';
import { publicConfig } from '@/lib/config/site';
import { getT } from '@/lib/i18n/server';

export async function preferencesMetadata(): Promise<Metadata> {
  const t = await getT('consent');
  return {
    title: t('page.title'),
    description: t('page.description', { product: publicConfig().productName }),
    alternates: { canonical: '/cookie-voorkeuren' },
  };
}

import 'server-only';
import type { Metadata } from 'next';
import { env } from '@/lib/config/env';
import { getT } from '@/lib/i18n/server';
import { NEWSLETTER_PAGE } from './signup-form';

/** One page for every address handed to it (?email=…): the canonical URL has none. */
export async function newsletterMetadata(): Promise<Metadata> {
  const t = await getT('newsletter');
  return { title: t('meta.title'), description: t('meta.description', { product: env().PRODUCT_NAME }), alternates: { canonical: NEWSLETTER_PAGE } };
}

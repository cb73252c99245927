import 'server-only';
import type { Metadata } from 'next';
import { publicConfig } from '@/lib/config/site';
import { getT } from '@/lib/i18n/server';

export const TRADE_IN_PATH = '/inruilwaarde-auto-berekenen';

/** One canonical URL: a valuation's query is the visitor's own, never indexed separately. */
export async function tradeInMetadata(): Promise<Metadata> {
  const t = await getT('trade-in');
  const title = t('meta.title');
  const description = t('meta.description');
  return {
    title,
    description,
    alternates: { canonical: TRADE_IN_PATH },
    openGraph: { title, description, url: TRADE_IN_PATH, type: 'website', locale: 'nl_NL', siteName: publicConfig().productName },
  };
}

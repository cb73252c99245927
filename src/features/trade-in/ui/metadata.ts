import 'server-only';
import type { Metadata } from 'next';
import { publicConfig } from '@/lib/config/site';
import { getT } from '@/lib/i18n/server';
import { plateRegistryAvailable } from '@/features/plate-registry/server';

export const TRADE_IN_PATH = '/inruilwaarde-auto-berekenen';
/** The sell page (the sell-vehicle feature's SELL_PATH), where the trade-in page sends a visitor when it cannot calculate. */
export const SELL_PATH = '/auto-verkopen';

/** One canonical URL: a valuation's query is the visitor's own, never indexed separately. */
export async function tradeInMetadata(): Promise<Metadata> {
  const t = await getT('trade-in');
  const title = t('meta.title');
  const description = t('meta.description');
  return {
    title,
    description,
    alternates: { canonical: TRADE_IN_PATH },
    // The page that says the calculator is not available (decision 058) is no answer to a search.
    ...(plateRegistryAvailable() ? {} : { robots: { index: false, follow: true } }),
    openGraph: { title, description, url: TRADE_IN_PATH, type: 'website', locale: 'nl_NL', siteName: publicConfig().productName },
  };
}

import 'server-only';
import { publicConfig } from '@/lib/config/site';
import { getT } from '@/lib/i18n/server';
import { AppPromo, appPromoCopy } from './AppPromo';
import { appStoreLinks, type AppPlatform } from './app-promo';
import { readAppPlatform } from './request-context';

/**
 * The app promo as a server component, for the home pages: detects the platform from the
 * request itself. Pass `platform` when the caller already knows it.
 */
export async function AppPromoSection({ tone = 'light', headingLevel = 2, platform }: { tone?: 'light' | 'dark'; headingLevel?: 2 | 3; platform?: AppPlatform }) {
  const config = publicConfig();
  const [t, detected] = await Promise.all([getT('shell'), platform ? Promise.resolve(platform) : readAppPlatform()]);
  return <AppPromo links={appStoreLinks(detected, config)} copy={appPromoCopy(t, config.productName)} tone={tone} headingLevel={headingLevel} />;
}

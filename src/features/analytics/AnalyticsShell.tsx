import 'server-only';
import { headers } from 'next/headers';
import { ConsentBanner } from '@/features/consent';
import { bannerCopy, readConsent } from '@/features/consent/server';
import { env } from '@/lib/config/env';
import { publicConfig } from '@/lib/config/site';
import { AnalyticsIsland } from './AnalyticsIsland';
import { tagScriptsFor } from './tag-loading';

export const COOKIE_PREFERENCES_PATH = '/cookie-voorkeuren';

/** The shell's analytics: the consent banner until the visitor chose, and the island that follows the choice. */
export async function AnalyticsShell() {
  const e = env();
  const [{ cookieName, choice }, headerList] = await Promise.all([readConsent(), headers()]);
  const host = headerList.get('x-forwarded-host') ?? headerList.get('host');
  const scripts = tagScriptsFor(
    { appEnv: e.APP_ENV, skip: e.SKIP_TAGS, skipHosts: e.TAG_SKIP_HOSTS, tagManagerId: e.TAG_MANAGER_ID, marketingTagUrl: e.MARKETING_TAG_URL ?? null },
    host,
  );
  return (
    <>
      {!choice && <ConsentBanner cookieName={cookieName} copy={await bannerCopy(publicConfig().productName)} preferencesPath={COOKIE_PREFERENCES_PATH} />}
      <AnalyticsIsland initialConsent={choice} scripts={scripts} />
    </>
  );
}

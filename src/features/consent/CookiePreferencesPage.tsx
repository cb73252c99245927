import 'server-only';
import Link from 'next/link';
import { publicConfig } from '@/lib/config/site';
import { getT } from '@/lib/i18n/server';
import type { ConsentChoice } from './consent-cookie';
import { ConsentPreferences } from './ConsentPreferences';
import { preferencesCopy } from './copy.server';
import { readConsent } from './read-consent.server';
import styles from './page.module.css';

function choiceKey(choice: ConsentChoice): 'necessary' | 'analytics' | 'marketing' | 'all' {
  if (choice.analytics && choice.marketing) return 'all';
  if (choice.analytics) return 'analytics';
  if (choice.marketing) return 'marketing';
  return 'necessary';
}

/** /cookie-voorkeuren: what each kind of cookie does, and the visitor's choice to change. */
export async function CookiePreferencesPage({ saved }: { saved: boolean }) {
  const product = publicConfig().productName;
  const [t, { cookieName, choice }, copy] = await Promise.all([getT('consent'), readConsent(), preferencesCopy(product)]);
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('page.heading')}</h1>
        <p className={styles.intro}>{t('page.intro')}</p>
        <p className={styles.current}>{choice ? t('page.current', { choice: t(`page.choice.${choiceKey(choice)}`) }) : t('page.currentNone')}</p>
        <ConsentPreferences cookieName={cookieName} initial={choice} saved={saved} copy={copy} />
        <p className={styles.privacy}>
          {t('page.privacy')} <Link href="/disclaimer-en-privacyverklaring">{t('page.privacyLink')}</Link>.
        </p>
      </div>
    </div>
  );
}

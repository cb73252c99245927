import Link from 'next/link';
import { NewsletterSignup, signupCopy } from '@/features/newsletter';
import { publicConfig } from '@/lib/config/site';
import { featureFlags } from '@/lib/flags/server';
import { getT } from '@/lib/i18n/server';
import { AppPromo, appPromoCopy } from './AppPromo';
import { appStoreLinks, type AppPlatform } from './app-promo';
import { FOOTER_COLUMNS, footerBarLinks } from './site-links';
import { Wordmark } from './Wordmark';
import styles from './Footer.module.css';

/** Product §2: the newsletter block, three link columns, the association's address with the app promo, the yellow bar. */
export async function Footer({ platform }: { platform: AppPlatform }) {
  const config = publicConfig();
  const [t, tNewsletter, flags] = await Promise.all([getT('shell'), getT('newsletter'), featureFlags()]);
  const product = config.productName;
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        {/* Product §2's newsletter form, compact: a plain GET to /nieuwsbrief, no script on every page. */}
        <div className="container">
          <NewsletterSignup variant="footer" copy={signupCopy(tNewsletter, 'footer')} />
        </div>
        <div className={`container ${styles.topInner}`}>
          <nav className={styles.columns} aria-label={t('footer.label')}>
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.headingKey} className={styles.column}>
                <h2 className={styles.heading}>{t(column.headingKey)}</h2>
                <ul className={styles.links}>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} prefetch={false} className={styles.link}>
                        {t(link.labelKey, { product })}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div className={styles.about}>
            <Wordmark productName={product} mobile={flags['061'] ? 'full' : 'hidden'} />
            <p className={styles.intro}>{t('footer.address.intro', { product })}</p>
            <h2 className={styles.heading}>{t('footer.address.heading')}</h2>
            <address className={styles.address}>
              {t('footer.address.name')}
              <br />
              {t('footer.address.street')}
              <br />
              {t('footer.address.city')}
            </address>
            <div className={styles.promo}>
              <AppPromo links={appStoreLinks(platform, config)} copy={appPromoCopy(t, product)} tone="dark" />
            </div>
        </div>
        </div>
      </div>
      <div className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <nav aria-label={t('footer.bar.label')}>
            <ul className={styles.barLinks}>
              {footerBarLinks(config.productSlug).map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false} className={styles.barLink}>
                    {t(link.labelKey, { product })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.copyright}>{t('footer.bar.copyright', { year: new Date().getFullYear(), product })}</p>
        </div>
      </div>
    </footer>
  );
}

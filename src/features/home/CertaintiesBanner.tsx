import { IntentLink } from '@/lib/navigation/IntentLink';
import { getT } from '@/lib/i18n/server';
import type { MobilityType } from '@/lib/vehicle/enums';
import { CERTAINTIES_BY_MOBILITY } from './home-blocks';
import { HomeIcon } from './HomeIcon';
import styles from './certainties-banner.module.css';

export async function CertaintiesBanner({ mobility }: { mobility: MobilityType }) {
  const t = await getT('home');
  return (
    <section className={styles.banner} aria-labelledby="home-certainties">
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <h2 id="home-certainties" className={styles.title}>
            {t('certainties.title')}
          </h2>
          <p className={styles.lead}>{t('certainties.lead')}</p>
          <IntentLink href="/bovag-zekerheid" className={styles.more}>
            {t('certainties.more')}
          </IntentLink>
        </div>
        <ul className={styles.list}>
          {CERTAINTIES_BY_MOBILITY[mobility].map((certainty) => (
            <li key={certainty.key} className={styles.item}>
              <HomeIcon name={certainty.icon} className={styles.icon} />
              <div>
                <h3 className={styles.itemTitle}>
                  <IntentLink href={certainty.href}>{t(`certainties.items.${certainty.key}.title`)}</IntentLink>
                </h3>
                <p className={styles.itemText}>
                  {certainty.key === 'garantie'
                    ? t(`certainties.items.garantie.${mobility}`)
                    : t(`certainties.items.${certainty.key}.text`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { getT } from '@/lib/i18n/server';
import { formatInteger } from '@/lib/format/number';
import { StaticImage } from '@/lib/image/StaticImage';
import type { MobilityType } from '@/lib/vehicle/enums';
import { HERO_PHOTOS } from './hero-photos';
import styles from './hero.module.css';

export async function Hero({ mobility, total, dealers, search }: { mobility: MobilityType; total: number; dealers: number; search: ReactNode }) {
  const t = await getT('home');
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <h1 id="home-title" className={styles.title}>
            {t(`hero.${mobility}.title`)}
          </h1>
          <p className={styles.lead}>{t(`hero.${mobility}.lead`)}</p>
          <p className={`${styles.count} tabular`}>
            {total > 0
              ? t(`liveCount.${mobility}`, { count: total, formatted: formatInteger(total), dealers: formatInteger(dealers) })
              : t('liveCount.empty')}
          </p>
        </div>
        <div className={styles.search}>{search}</div>
        <div className={styles.photo}>
          <StaticImage
            src={`/media/${HERO_PHOTOS[mobility]}`}
            alt={t(`hero.${mobility}.imageAlt`)}
            fill
            loading="eager"
            fetchPriority="high"
            sizes="(min-width: 960px) 560px, (min-width: 640px) 90vw, 100vw"
            className={styles.image}
          />
        </div>
      </div>
    </section>
  );
}

import Link from 'next/link';
import { getT } from '@/lib/i18n/server';
import { searchRequestToUrl } from '@/lib/search-request/url-writer';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import { LANDING_PHOTO } from './photos';
import { EBIKE_PATHS } from './questions';
import styles from './ebike.module.css';
import { StaticImage } from '@/lib/image/StaticImage';

const STEP_KEYS = ['questions', 'advice', 'bikes'] as const;

/** /keuzehulp/elektrische-fiets: what the helper does, how long it takes, and the start button. */
export async function EbikeLanding() {
  const t = await getT('choice-helper');
  const allEbikes = searchRequestToUrl(normaliseSearchRequest({ mobilityType: 'bicycle', kind: ['ebike'] }));
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="ebike-landing-title">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{t('landing.eyebrow')}</p>
            <h1 id="ebike-landing-title" className={styles.heroTitle}>
              {t('landing.title')}
            </h1>
            <p className={styles.heroLead}>{t('landing.lead')}</p>
            <p className={styles.duration}>
              <ClockIcon />
              {t('landing.duration')}
            </p>
            <Link href={EBIKE_PATHS.startPath} className={styles.primaryButton}>
              {t('landing.start')}
            </Link>
          </div>
          <div className={styles.heroPhoto}>
            <StaticImage src={`/media/${LANDING_PHOTO}`} alt={t('landing.imageAlt')} fill loading="eager" fetchPriority="high" sizes="(min-width: 960px) 480px, 100vw" className={styles.heroImage} />
          </div>
        </div>
      </section>
      <section className={`container ${styles.how}`} aria-labelledby="ebike-how-title">
        <h2 id="ebike-how-title" className={styles.sectionTitle}>
          {t('landing.stepsTitle')}
        </h2>
        <ol className={styles.howList}>
          {STEP_KEYS.map((key, index) => (
            <li key={key} className={styles.howItem}>
              <span className={styles.howNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span>{t(`landing.steps.${key}`)}</span>
            </li>
          ))}
        </ol>
        <p>
          <Link href={allEbikes} className={styles.textLink}>
            {t('landing.browse')}
          </Link>
        </p>
      </section>
    </div>
  );
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

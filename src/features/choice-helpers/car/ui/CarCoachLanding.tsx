import 'server-only';
import Link from 'next/link';
import { getT } from '@/lib/i18n/server';
import { CAR_COACH_PATHS } from '../paths';
import styles from './car-coach.module.css';

const STEPS = ['questions', 'advice', 'stock'] as const;

/** /keuzecoach: what the coach does and a way in. */
export async function CarCoachLanding() {
  const t = await getT('car-coach');
  return (
    <div className={`container ${styles.landing}`}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{t('landing.eyebrow')}</p>
        <h1 className={styles.heroTitle}>{t('landing.title')}</h1>
        <p className={styles.heroIntro}>{t('landing.intro')}</p>
        <Link className={styles.primaryButton} href={CAR_COACH_PATHS.startPath}>
          {t('landing.start')}
        </Link>
      </header>
      <section aria-labelledby="car-coach-how" className={styles.how}>
        <h2 id="car-coach-how" className={styles.sectionTitle}>
          {t('landing.stepsTitle')}
        </h2>
        <ol className={styles.howList}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.howItem}>
              <span className={`${styles.howNumber} tabular`} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.howTitle}>{t(`landing.steps.${step}.title`)}</h3>
              <p className={styles.howText}>{t(`landing.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
        <p className={styles.note}>{t('landing.note')}</p>
      </section>
    </div>
  );
}

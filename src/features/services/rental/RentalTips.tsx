import { getT } from '@/lib/i18n/server';
import styles from './service-page.module.css';

const TIPS = ['license', 'deposit', 'kilometres', 'insurance', 'excess'] as const;

/** What to look out for when renting (issue 17): licence, deposit, kilometres, insurance, excess. */
export async function RentalTips() {
  const t = await getT('rental');
  return (
    <section className={styles.section} aria-labelledby="rental-tips-heading">
      <h2 id="rental-tips-heading" className={styles.sectionTitle}>
        {t('tips.heading')}
      </h2>
      <p className={`${styles.text} ${styles.muted}`}>{t('tips.lead')}</p>
      <ul className={styles.tips}>
        {TIPS.map((key) => (
          <li key={key} className={styles.tip}>
            <h3>{t(`tips.items.${key}.title`)}</h3>
            <p>{t(`tips.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

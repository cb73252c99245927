import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import styles from './detail.module.css';

/** A listing no longer for sale says so first and offers alternatives (`children`) right under it. */
export function InactiveNotice({ noun, t, children }: { noun: string; t: TFunction; children: ReactNode }) {
  return (
    <div className={styles.inactive}>
      <section className={styles.notice} aria-labelledby="inactive-heading">
        <h2 id="inactive-heading" className={styles.noticeHeading}>
          {t('inactive.heading', { noun })}
        </h2>
        <p>{t('inactive.text')}</p>
      </section>
      {children}
    </div>
  );
}

import type { TFunction } from 'i18next';
import Link from 'next/link';
import { BackToResults } from './BackToResults';
import type { SearchNavigation } from './navigation.server';
import styles from './detail.module.css';

/** Back to the result list, and previous/next in it while this listing is still where the visitor found it. */
export function ResultsNavigation({ navigation, t }: { navigation: SearchNavigation; t: TFunction }) {
  return (
    <nav className={styles.searchNav} aria-label={t('navigation.label')}>
      <BackToResults href={navigation.listUrl} className={styles.back}>
        <span aria-hidden="true">‹ </span>
        {t('navigation.back')}
      </BackToResults>
      {navigation.position > 0 && (
        <div className={styles.walk}>
          {navigation.previous ? (
            <Link href={navigation.previous.href} className={styles.walkLink} rel="prev" aria-label={t('navigation.previousLabel', { title: navigation.previous.title })}>
              {t('navigation.previous')}
            </Link>
          ) : (
            <span className={styles.walkDisabled}>{t('navigation.previous')}</span>
          )}
          <span className={`${styles.position} tabular`}>{t('navigation.position', { position: navigation.position.toLocaleString('nl-NL'), total: navigation.total.toLocaleString('nl-NL') })}</span>
          {navigation.next ? (
            <Link href={navigation.next.href} className={styles.walkLink} rel="next" aria-label={t('navigation.nextLabel', { title: navigation.next.title })}>
              {t('navigation.next')}
            </Link>
          ) : (
            <span className={styles.walkDisabled}>{t('navigation.next')}</span>
          )}
        </div>
      )}
    </nav>
  );
}

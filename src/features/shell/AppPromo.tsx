import type { TFunction } from 'i18next';
import type { AppStoreLink } from './app-promo';
import { PhoneIcon, PlayIcon } from './ShellIcons';
import styles from './AppPromo.module.css';

export interface AppPromoCopy {
  title: string;
  text: string;
  appStoreSmall: string;
  appStore: string;
  appStoreLabel: string;
  playStoreSmall: string;
  playStore: string;
  playStoreLabel: string;
}

/** The promo's copy from shell.json, resolved on the server so the browser needs no i18n library. */
export function appPromoCopy(t: TFunction, product: string): AppPromoCopy {
  return {
    title: t('appPromo.title', { product }),
    text: t('appPromo.text'),
    appStoreSmall: t('appPromo.appStoreSmall'),
    appStore: t('appPromo.appStore'),
    appStoreLabel: t('appPromo.appStoreLabel', { product }),
    playStoreSmall: t('appPromo.playStoreSmall'),
    playStore: t('appPromo.playStore'),
    playStoreLabel: t('appPromo.playStoreLabel', { product }),
  };
}

/**
 * The app promotion (product §1): store buttons for the visitor's platform, both when unknown.
 * Presentational only, so both the server footer and the client drawer can render it.
 */
export function AppPromo({
  links,
  copy,
  tone = 'light',
  headingLevel = 2,
}: {
  links: readonly AppStoreLink[];
  copy: AppPromoCopy;
  tone?: 'light' | 'dark';
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`${styles.promo} ${styles[tone]}`} aria-label={copy.title}>
      <Heading className={styles.title}>{copy.title}</Heading>
      <p className={styles.text}>{copy.text}</p>
      <ul className={styles.stores}>
        {links.map((link) => (
          <li key={link.store}>
            <a className={styles.store} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.store === 'appStore' ? copy.appStoreLabel : copy.playStoreLabel}>
              {link.store === 'appStore' ? <PhoneIcon size={22} /> : <PlayIcon size={20} />}
              <span className={styles.storeText}>
                <span className={styles.small}>{link.store === 'appStore' ? copy.appStoreSmall : copy.playStoreSmall}</span>
                <span className={styles.big}>{link.store === 'appStore' ? copy.appStore : copy.playStore}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

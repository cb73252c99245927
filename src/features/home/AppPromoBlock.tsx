import { getT } from '@/lib/i18n/server';
import styles from './app-promo-block.module.css';

export interface AppStoreLinkProps {
  store: 'appStore' | 'playStore';
  href: string;
}

/**
 * Product §1: the App Store link on iOS, the Google Play link on Android, both when unknown. The
 * page decides which links apply (from the User-Agent) and passes them in.
 */
export async function AppPromoBlock({ links, productName }: { links: readonly AppStoreLinkProps[]; productName: string }) {
  const t = await getT('home');
  return (
    <section className={styles.section} aria-labelledby="home-app">
      <div className="container">
        <div className={styles.inner}>
        <PhoneDrawing />
        <div className={styles.copy}>
          <h2 id="home-app" className={styles.title}>
            {t('appPromo.title')}
          </h2>
          <p className={styles.text}>{t('appPromo.text', { product: productName })}</p>
          <ul className={styles.stores}>
            {links.map((link) => (
              <li key={link.store}>
                <a href={link.href} className={styles.store} rel="noopener noreferrer">
                  <StoreGlyph store={link.store} />
                  <span>{t(`appPromo.${link.store}`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        </div>
      </div>
    </section>
  );
}

function StoreGlyph({ store }: { store: AppStoreLinkProps['store'] }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      {store === 'appStore' ? (
        <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.8-1.1-2.8-4.2ZM14 5.2c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5Z" />
      ) : (
        <path d="M4 2.8v18.4c0 .4.4.7.8.5l10-9.2c.2-.3.2-.6 0-.9L4.8 2.3c-.4-.2-.8.1-.8.5Zm12.3 7.4-2.6 2.4 2.6 2.4 3.6-2c.6-.3.6-.9 0-1.2l-3.6-1.6ZM6.2 2.9l8.5 7.8 1.4-1.3L7.4 2.7c-.4-.2-.9-.1-1.2.2Zm0 18.2c.3.3.8.4 1.2.2l8.7-6.7-1.4-1.3-8.5 7.8Z" />
      )}
    </svg>
  );
}

function PhoneDrawing() {
  return (
    <svg className={styles.phone} width="120" height="200" viewBox="0 0 120 200" aria-hidden="true" focusable="false">
      <rect x="6" y="4" width="108" height="192" rx="18" fill="#0b2545" />
      <rect x="14" y="22" width="92" height="156" rx="6" fill="#fff" />
      <rect x="44" y="10" width="32" height="5" rx="2.5" fill="#1f4a80" />
      <rect x="22" y="32" width="76" height="40" rx="4" fill="#e9edf2" />
      <path d="M30 62l14-14 10 10 8-6 14 10" fill="none" stroke="#9aa7b7" strokeWidth="3" strokeLinejoin="round" />
      <rect x="22" y="80" width="54" height="6" rx="3" fill="#0b2545" />
      <rect x="22" y="92" width="36" height="6" rx="3" fill="#9aa7b7" />
      <rect x="22" y="108" width="76" height="40" rx="4" fill="#e9edf2" />
      <rect x="22" y="156" width="76" height="14" rx="4" fill="#ffd200" />
    </svg>
  );
}

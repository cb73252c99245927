import type { TFunction } from 'i18next';
import styles from '../../lead-kit/service.module.css';

interface Cover {
  title: string;
  text: string;
  fits: string;
}

const list = <T,>(t: TFunction, key: string): T[] => t(key, { returnObjects: true }) as unknown as T[];

/** The kinds of cover, claim-free years, and what the BOVAG warranty does not cover (issue 17, item 2). */
export function InsuranceExplainer({ t }: { t: TFunction }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="cover-heading">
        <h2 id="cover-heading">{t('cover.heading')}</h2>
        <div className={styles.kinds}>
          {list<Cover>(t, 'cover.items').map((cover) => (
            <div key={cover.title} className={styles.kind}>
              <h3>{cover.title}</h3>
              <p>{cover.text}</p>
              <p className={styles.fits}>{cover.fits}</p>
            </div>
          ))}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="noclaim-heading">
        <h2 id="noclaim-heading">{t('noClaim.heading')}</h2>
        <ul className={styles.list}>
          {list<string>(t, 'noClaim.items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="warranty-heading">
        <h2 id="warranty-heading">{t('warranty.heading')}</h2>
        <p>{t('warranty.text')}</p>
        <ul className={styles.list}>
          {list<string>(t, 'warranty.items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

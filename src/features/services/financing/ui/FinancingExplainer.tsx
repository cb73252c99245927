import type { TFunction } from 'i18next';
import styles from '../../lead-kit/service.module.css';

interface Step {
  title: string;
  text: string;
}

const list = <T,>(t: TFunction, key: string): T[] => t(key, { returnObjects: true }) as unknown as T[];

/** How financing through a BOVAG dealer works (issue 17, item 1): the steps, the kinds, what to bring, the rules. */
export function FinancingExplainer({ t }: { t: TFunction }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="how-heading">
        <h2 id="how-heading">{t('how.heading')}</h2>
        <ol className={styles.steps}>
          {list<Step>(t, 'how.steps').map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.card} aria-labelledby="kinds-heading">
        <h2 id="kinds-heading">{t('kinds.heading')}</h2>
        <div className={styles.kinds}>
          {list<Step>(t, 'kinds.items').map((kind) => (
            <div key={kind.title} className={styles.kind}>
              <h3>{kind.title}</h3>
              <p>{kind.text}</p>
            </div>
          ))}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="bring-heading">
        <h2 id="bring-heading">{t('bring.heading')}</h2>
        <p>{t('bring.intro')}</p>
        <ul className={styles.list}>
          {list<string>(t, 'bring.items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="afm-heading">
        <h2 id="afm-heading">{t('afm.heading')}</h2>
        <ul className={styles.list}>
          {list<string>(t, 'afm.items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className={styles.warning}>{t('calculator.warning')}</p>
      </section>
    </>
  );
}

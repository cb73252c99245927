import { getT } from '@/lib/i18n/server';
import type { MobilityType } from '@/lib/vehicle/enums';
import { PROPOSITIONS_BY_MOBILITY } from './home-blocks';
import { HomeIcon } from './HomeIcon';
import styles from './propositions.module.css';

export async function Propositions({ mobility, productName }: { mobility: MobilityType; productName: string }) {
  const t = await getT('home');
  return (
    <section className={styles.section} aria-labelledby="home-propositions">
      <div className="container">
        <h2 id="home-propositions" className={styles.title}>
          {t('propositions.title', { product: productName })}
        </h2>
        <ul className={styles.list}>
          {PROPOSITIONS_BY_MOBILITY[mobility].map((proposition) => (
            <li key={proposition.key} className={styles.item}>
              <HomeIcon name={proposition.icon} size={28} className={styles.icon} />
              <h3 className={styles.itemTitle}>{t(`propositions.items.${proposition.key}.title`)}</h3>
              <p className={styles.itemText}>{t(`propositions.items.${proposition.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import Link from 'next/link';
import { publicConfig } from '@/lib/config/site';
import { getT } from '@/lib/i18n/server';
import { LIST_ROOT, MOBILITY_TYPES } from '@/lib/vehicle/enums';
import { MobilityIcon } from './MobilityIcon';
import { StatusLogger } from './StatusLogger';
import styles from './ErrorPage.module.css';

/** Product §8: a 404-specific title, the product name, a link home, and where to go instead. */
export async function NotFoundPage() {
  const t = await getT('errors');
  const product = publicConfig().productName;
  return (
    <div className="container">
      <div className={styles.page}>
        <StatusLogger status={404} />
        <p className={styles.code}>{t('notFound.code')}</p>
        <h1 className={styles.heading}>{t('notFound.heading')}</h1>
        <p className={styles.text}>{t('notFound.text')}</p>
        <Link href="/" className={styles.primary}>
          {t('notFound.home', { product })}
        </Link>
        <h2 className={styles.subheading}>{t('notFound.usefulLinks')}</h2>
        <ul className={styles.lists}>
          {MOBILITY_TYPES.map((type) => (
            <li key={type}>
              <Link href={LIST_ROOT[type]} className={styles.listLink}>
                <MobilityIcon icon={type} size={28} />
                {t(`notFound.lists.${type}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

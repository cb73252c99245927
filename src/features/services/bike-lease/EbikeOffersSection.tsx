import Link from 'next/link';
import { CardGrid } from '@/features/vehicle-card';
import { formatInteger, formatPrice } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-writer';
import type { EbikeOffers } from './ebike-offers.server';
import styles from '../rental/service-page.module.css';

/** E-bikes in stock within the calculated budget: the live count, three cards and the whole search. */
export async function EbikeOffersSection({ offers, priceEuros }: { offers: EbikeOffers; priceEuros: number }) {
  const [t, ts] = await Promise.all([getT('bike-lease'), getT('search')]);
  const now = new Date();
  const price = formatPrice(priceEuros * 100);
  const counted = { count: offers.total, formatted: formatInteger(offers.total), price };
  return (
    <section className={styles.section} aria-labelledby="lease-ebikes-heading">
      <h2 id="lease-ebikes-heading" className={styles.sectionTitle}>
        {t('ebikes.heading', { price })}
      </h2>
      {offers.total > 0 ? (
        <>
          <p className={`${styles.text} tabular`} data-testid="lease-ebike-count">
            {t('ebikes.count', counted)}
          </p>
          <p className={`${styles.text} ${styles.muted}`}>{t('ebikes.leaseNote')}</p>
          <CardGrid items={offers.items} t={ts} now={now} className={styles.cards} eagerFirst={false} />
          <p>
            <Link href={offers.url} className={styles.primaryButton} data-testid="lease-ebike-link">
              {t('ebikes.all', counted)}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className={styles.notice}>{t('ebikes.none', { price })}</p>
          <p>
            <Link href={searchRequestToUrl(normaliseSearchRequest({ mobilityType: 'bicycle', kind: ['ebike'] }))} className={styles.secondaryButton}>
              {t('ebikes.noneLink')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

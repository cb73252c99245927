import Link from 'next/link';
import { cardModel, CARD_GRID_CLASS, VehicleCard, type CardCopy } from '@/features/vehicle-card';
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
  const cardCopy: CardCopy = {
    summary: ts('card.summary'),
    warranties: ts('card.warranties'),
    nap: ts('card.nap'),
    napTitle: ts('card.napTitle'),
    noPhoto: ts('card.noPhoto'),
    favourite: (title) => ts('card.favourite', { title }),
    compare: (title) => ts('card.compare', { title }),
    dealerCity: (city) => ts('card.dealerCity', { city }),
  };
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
          <ul className={`${CARD_GRID_CLASS} ${styles.cards}`}>
            {offers.items.map((item) => (
              <li key={item.id}>
                <VehicleCard card={cardModel(item, ts, now)} copy={cardCopy} actions={null} eager={false} headingLevel={3} />
              </li>
            ))}
          </ul>
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

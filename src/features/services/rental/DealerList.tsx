import Link from 'next/link';
import type { ChosenDealer } from '@/lib/geo/nearest-dealers';
import { getT } from '@/lib/i18n/server';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-writer';
import { telHref } from '@/lib/format/phone';
import { openingToday } from './dealer-ranking';
import type { ServiceDealer } from './dealers.server';
import styles from './service-page.module.css';

/**
 * Dealers near the visitor, nearest first, as a list without a map (issue 17): distance, address,
 * today's hours, and the three ways on: call, their website, their stock here. The rental page and
 * the bike-lease page's dealer search share it, with the rental namespace's labels.
 */
export async function DealerList({ dealers, now }: { dealers: readonly ChosenDealer<ServiceDealer>[]; now: Date }) {
  const t = await getT('rental');
  return (
    <ul className={styles.dealers}>
      {dealers.map((dealer) => {
        const today = openingToday(dealer.openingHours, now);
        const stock = searchRequestToUrl(normaliseSearchRequest({ mobilityType: 'alle', dealer: dealer.id }));
        return (
          <li key={dealer.id} className={styles.dealer}>
            <div className={styles.dealerHead}>
              <h3 className={styles.dealerName}>{dealer.name}</h3>
              <span className={styles.distance}>
                <span className="visually-hidden">{t('results.distanceLabel')}: </span>
                {t('results.distance', { km: dealer.distanceKm })}
              </span>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt className="visually-hidden">{t('results.address')}</dt>
                <dd>
                  {dealer.street} {dealer.houseNumber}, {dealer.postalCode} {dealer.city}
                </dd>
              </div>
              <div>
                {today ? (
                  <>
                    <dt>{t('results.today')}</dt>
                    <dd className={`${styles.open} tabular`}>{today}</dd>
                  </>
                ) : (
                  <>
                    <dt className="visually-hidden">{t('results.hours')}</dt>
                    <dd>{t('results.closedToday')}</dd>
                  </>
                )}
              </div>
            </dl>
            <div className={styles.actions}>
              <a href={telHref(dealer.phone)} className={styles.primaryButton}>
                <PhoneIcon />
                {t('results.call', { phone: dealer.phone })}
              </a>
              <Link href={stock} className={styles.textLink}>
                {t('results.stock')}
                <span className="visually-hidden"> {t('results.stockOf', { name: dealer.name })}</span>
              </Link>
              {dealer.website ? (
                <a href={dealer.website} className={styles.textLink} rel="noopener noreferrer external" target="_blank">
                  {t('results.website')}
                  <span className="visually-hidden">
                    {' '}
                    {t('results.websiteOf', { name: dealer.name })} {t('results.newWindow')}
                  </span>
                </a>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </svg>
  );
}

import { DealerList } from '../rental/DealerList';
import { dealersNear, DEFAULT_RADIUS_KM, type PostcodeQuery } from '../rental/dealer-ranking';
import type { ServiceDealer } from '../rental/dealers.server';
import { PostcodeForm } from '../rental/PostcodeForm';
import { formatInteger } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import { PATH_BIKE_LEASE } from './paths';
import styles from '../rental/service-page.module.css';

/**
 * Bicycle dealers offering employer bike lease near a postcode: the rental page's form and list,
 * the calculator's inputs kept in hidden fields so a search keeps the calculation on screen.
 */
export async function BikeLeaseDealers({ query, candidates, keep }: { query: PostcodeQuery; candidates: readonly ServiceDealer[]; keep: Readonly<Record<string, string>> }) {
  const [t, tr] = await Promise.all([getT('bike-lease'), getT('rental')]);
  const near = query.kind === 'located' ? dealersNear(candidates, query.point, query.radiusKm) : null;
  return (
    <section className={styles.section} aria-labelledby="lease-dealers-heading">
      <h2 id="lease-dealers-heading" className={styles.sectionTitle}>
        {t('dealers.heading')}
      </h2>
      <p className={`${styles.text} ${styles.muted}`}>{t('dealers.lead')}</p>
      <div className={styles.layout}>
        <PostcodeForm
          action={`${PATH_BIKE_LEASE}#lease-dealers-heading`}
          idPrefix="lease-dealer-search"
          copy={{
            heading: t('dealers.formHeading'),
            postcode: tr('form.postcode'),
            postcodeHint: tr('form.postcodeHint'),
            radius: tr('form.radius'),
            radiusOption: (km) => tr('form.radiusOption', { km }),
            submit: t('dealers.submit'),
          }}
          postcode={query.kind === 'located' ? query.postcode : query.kind === 'invalid' ? query.input : ''}
          radiusKm={query.kind === 'located' ? query.radiusKm : DEFAULT_RADIUS_KM}
          error={query.kind === 'invalid' ? tr('form.invalidPostcode') : null}
          hidden={keep}
        />
        {near ? (
          <div className={styles.column}>
            {near.dealers.length === 0 ? (
              <p className={styles.notice}>{t('dealers.none')}</p>
            ) : (
              <>
                <h3 className={styles.cardTitle}>
                  {near.shownKm === null
                    ? t('dealers.fallbackHeading', { postcode: query.kind === 'located' ? query.postcode : '' })
                    : t('dealers.count', { count: near.dealers.length, formatted: formatInteger(near.dealers.length), km: near.shownKm, postcode: query.kind === 'located' ? query.postcode : '' })}
                </h3>
                {near.shownKm !== null && near.shownKm > near.requestedKm ? <p className={styles.notice}>{t('dealers.widened', { requested: near.requestedKm, km: near.shownKm })}</p> : null}
                <DealerList dealers={near.dealers} now={new Date()} />
              </>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}

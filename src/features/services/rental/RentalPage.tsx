import 'server-only';
import Link from 'next/link';
import { database } from '@/db';
import { FaqBlock } from '@/features/blocks';
import { PageHeader } from '@/features/trade-in/server';
import { siteUrl } from '@/lib/config/site-url.server';
import { formatInteger } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import { dealersNear, parsePostcodeQuery, RADIUS_STEPS_KM, DEFAULT_RADIUS_KM, type NearbyDealers } from './dealer-ranking';
import { dealersOffering, type ServiceDealer } from './dealers.server';
import { DealerList } from './DealerList';
import { faqEntries } from './page-copy';
import { PostcodeForm, type PostcodeFormCopy } from './PostcodeForm';
import { RENTAL_PATH } from './rental-metadata';
import { RentalTips } from './RentalTips';
import styles from './service-page.module.css';

type SearchParams = Record<string, string | string[] | undefined>;

/** /verhuur/auto-huren (issue 17 item 3): member dealers that rent out cars, nearest to a postcode. */
export async function RentalPage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getT('rental');
  const query = parsePostcodeQuery(searchParams);
  const [{ db }, site] = await Promise.all([database(), siteUrl()]);
  const all = await dealersOffering(db, 'rental');
  const near = query.kind === 'located' ? dealersNear(all, query.point, query.radiusKm) : null;
  const formCopy: PostcodeFormCopy = {
    heading: t('form.heading'),
    postcode: t('form.postcode'),
    postcodeHint: t('form.postcodeHint'),
    radius: t('form.radius'),
    radiusOption: (km) => t('form.radiusOption', { km }),
    submit: t('form.submit'),
  };
  const crumbs = [
    { href: '/', label: t('breadcrumb.home') },
    { href: RENTAL_PATH, label: t('breadcrumb.page') },
  ];
  return (
    <div className={styles.page}>
      <div className="container">
        <PageHeader crumbs={crumbs} crumbLabel={t('breadcrumb.label')} title={t('intro.title')} lead={t('intro.lead')} site={site} />
        <div className={styles.layout}>
          <div className={styles.sticky}>
            <PostcodeForm
              action={RENTAL_PATH}
              idPrefix="rental"
              copy={formCopy}
              postcode={query.kind === 'located' ? query.postcode : query.kind === 'invalid' ? query.input : ''}
              radiusKm={query.kind === 'located' ? query.radiusKm : DEFAULT_RADIUS_KM}
              error={query.kind === 'invalid' ? t('form.invalidPostcode') : null}
            />
          </div>
          <section className={styles.column} aria-labelledby="rental-results-heading">
            {query.kind === 'located' && near ? (
              <NearbyResults near={near} postcode={query.postcode} place={query.place} />
            ) : (
              <>
                <h2 id="rental-results-heading" className={styles.cardTitle}>
                  {t('start.count', { count: all.length, formatted: formatInteger(all.length) })}
                </h2>
                <p className={styles.muted}>{t('start.prompt')}</p>
              </>
            )}
          </section>
        </div>
        <RentalTips />
        <FaqBlock heading={t('faq.heading')} items={faqEntries(t)} id="rental-faq-heading" />
      </div>
    </div>
  );
}

async function NearbyResults({ near, postcode, place }: { near: NearbyDealers<ServiceDealer>; postcode: string; place: string }) {
  const t = await getT('rental');
  const count = near.dealers.length;
  const wider = RADIUS_STEPS_KM.filter((km) => near.shownKm !== null && km > near.shownKm);
  const widenLink = (km: number) => `${RENTAL_PATH}?${new URLSearchParams({ postcode, straal: String(km) }).toString()}`;
  if (count === 0) {
    return (
      <>
        <h2 id="rental-results-heading" className={styles.cardTitle}>
          {t('results.fallbackHeading', { postcode })}
        </h2>
        <p className={styles.notice}>{t('results.none')}</p>
      </>
    );
  }
  return (
    <>
      <h2 id="rental-results-heading" className={styles.cardTitle}>
        {near.shownKm === null
          ? t('results.fallbackHeading', { postcode })
          : t('results.heading', { count, formatted: formatInteger(count), km: near.shownKm, postcode })}
      </h2>
      <p className={styles.muted}>{t('results.place', { place })}</p>
      {near.shownKm === null ? (
        <p className={styles.notice}>{t('results.fallback', { requested: near.requestedKm, postcode })}</p>
      ) : near.shownKm > near.requestedKm ? (
        <p className={styles.notice}>{t('results.widened', { requested: near.requestedKm, km: near.shownKm, postcode })}</p>
      ) : null}
      <DealerList dealers={near.dealers} now={new Date()} />
      {wider[0] !== undefined ? (
        <p className={styles.widen}>
          <Link href={widenLink(wider[0])} className={styles.secondaryButton}>
            {t('results.widen', { km: wider[0] })}
          </Link>
        </p>
      ) : null}
    </>
  );
}

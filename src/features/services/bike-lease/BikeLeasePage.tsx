import 'server-only';
import type { Metadata } from 'next';
import { database } from '@/db';
import { FaqBlock } from '@/features/blocks';
import { PageHeader } from '@/features/trade-in/server';
import { siteUrl } from '@/lib/config/site-url.server';
import { getT } from '@/lib/i18n/server';
import { parsePostcodeQuery } from '../rental/dealer-ranking';
import { dealersOffering } from '../rental/dealers.server';
import { faqEntries } from '../rental/page-copy';
import { servicePageMetadata } from '../rental/rental-metadata';
import { BikeLeaseDealers } from './BikeLeaseDealers';
import { findEbikeOffers } from './ebike-offers.server';
import { EbikeOffersSection } from './EbikeOffersSection';
import { LeaseCalculator } from './LeaseCalculator';
import { parseLeaseQuery } from './lease-calculator';
import { LeaseRatesTable } from './LeaseRatesTable';
import { PATH_BIKE_LEASE } from './paths';
import styles from '../rental/service-page.module.css';

type SearchParams = Record<string, string | string[] | undefined>;

const HOW_STEPS = ['employer', 'choose', 'tax', 'end'] as const;

export const bikeLeaseMetadata = (): Promise<Metadata> => servicePageMetadata('bike-lease', PATH_BIKE_LEASE);

/** /lease/fiets-lease (issue 17 item 4): employer bike lease explained, the net cost, e-bikes and dealers. */
export async function BikeLeasePage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getT('bike-lease');
  const lease = parseLeaseQuery(searchParams);
  const postcode = parsePostcodeQuery(searchParams);
  const [{ db }, site] = await Promise.all([database(), siteUrl()]);
  const [offers, leaseDealers] = await Promise.all([lease.ok ? findEbikeOffers(lease.input.priceEuros) : null, dealersOffering(db, 'bikeLease')]);
  const keep: Record<string, string> = lease.ok ? { prijs: String(lease.input.priceEuros), looptijd: String(lease.input.termMonths), schijf: lease.input.bracket, bijdrage: String(lease.input.ownContributionEuros) } : {};
  const crumbs = [
    { href: '/', label: t('breadcrumb.home') },
    { href: PATH_BIKE_LEASE, label: t('breadcrumb.page') },
  ];
  return (
    <div className={styles.page}>
      <div className="container">
        <PageHeader crumbs={crumbs} crumbLabel={t('breadcrumb.label')} title={t('intro.title')} lead={t('intro.lead')} site={site} />
        <LeaseCalculator query={lease} />
        {offers && lease.ok ? <EbikeOffersSection offers={offers} priceEuros={lease.input.priceEuros} /> : null}
        <section className={styles.section} aria-labelledby="lease-how-heading">
          <h2 id="lease-how-heading" className={styles.sectionTitle}>
            {t('how.heading')}
          </h2>
          <ol className={styles.steps}>
            {HOW_STEPS.map((key) => (
              <li key={key}>{t(`how.steps.${key}`)}</li>
            ))}
          </ol>
        </section>
        <LeaseRatesTable />
        <BikeLeaseDealers query={postcode} candidates={leaseDealers} keep={keep} />
        <FaqBlock heading={t('faq.heading')} items={faqEntries(t)} id="lease-faq-heading" />
      </div>
    </div>
  );
}

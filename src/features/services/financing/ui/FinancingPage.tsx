import 'server-only';
import { database } from '@/db';
import { siteUrl } from '@/lib/config/site-url.server';
import { defaultTerm, LOAN_MAX, LOAN_MIN } from '@/lib/finance/annuity';
import { formatPrice } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import { pickResources } from '@/lib/i18n/resources';
import type { FaqEntry } from '@/lib/seo/json-ld';
import { FaqBlock } from '@/features/blocks';
import { findLeadSubjectByCode } from '@/features/dealer-contact/server';
import { FinancingCalculator, type CalculatorCopy } from '@/features/financing-calculator';
import { detailPath } from '@/features/search';
import { PageHeader } from '@/features/trade-in/server';
import { financeableCars, param, readFlash, type SearchParams } from '../../lead-kit/page-parts.server';
import { RelatedLinks } from '../../lead-kit/RelatedLinks';
import styles from '../../lead-kit/service.module.css';
import { vehicleCodeOf } from '../financing-request';
import { FINANCING_FLASH_COOKIE, FINANCING_PATH, VEHICLE_PARAM } from '../paths';
import { FinancingExplainer } from './FinancingExplainer';
import { FinancingForm, type FinancingFormCopy } from './FinancingForm';

/** A sensible example when the visitor brings no car: about the price of an average occasion. */
const EXAMPLE_AMOUNT = 15_000;

async function vehicleFor(params: SearchParams) {
  const code = vehicleCodeOf(param(params, VEHICLE_PARAM));
  if (!code) return null;
  const { db } = await database();
  const subject = await findLeadSubjectByCode(db, code);
  if (!subject?.listing.isActive) return null;
  const { listing, dealer } = subject;
  return { code, title: listing.title, priceCents: listing.priceCents, url: detailPath(listing.mobilityType, listing.title, code), dealer: dealer.name };
}

/** /financieren/autofinanciering (issue 17, item 1; product §2). */
export async function FinancingPage({ searchParams }: { searchParams: SearchParams }) {
  const [t, vehicle, flash, cars, site] = await Promise.all([getT('financing'), vehicleFor(searchParams), readFlash(FINANCING_FLASH_COOKIE, searchParams), financeableCars(), siteUrl()]);
  const copy = pickResources(['financing']).financing as Record<string, Record<string, string>>;
  const amount = Math.min(LOAN_MAX, Math.max(LOAN_MIN, vehicle ? Math.round(vehicle.priceCents / 100) : EXAMPLE_AMOUNT));
  const crumbs = [
    { href: '/', label: t('breadcrumb.home') },
    { href: FINANCING_PATH, label: t('breadcrumb.page') },
  ];
  const faq = t('faq.items', { returnObjects: true }) as unknown as FaqEntry[];
  return (
    <div className={styles.page}>
      <div className="container">
        <PageHeader crumbs={crumbs} crumbLabel={t('breadcrumb.label')} title={t('intro.title')} lead={t('intro.lead')} site={site} />
        <div className={styles.layout}>
          <div className={styles.aside}>
            {vehicle && (
              <div className={styles.vehicle}>
                <span className={styles.muted}>{t('vehicle.label')}</span>
                <strong>{vehicle.title}</strong>
                <span className="tabular">{formatPrice(vehicle.priceCents)}</span>
                <span>{t('vehicle.dealer')}</span>
                <a href={vehicle.url}>{t('vehicle.view')}</a>
              </div>
            )}
            <section className={styles.card} aria-labelledby="calculator-heading">
              <h2 id="calculator-heading">{t('calculator.heading')}</h2>
              <p className={styles.muted}>{t('calculator.intro')}</p>
              <FinancingCalculator price={amount} copy={copy.calculator as unknown as CalculatorCopy} />
            </section>
            <section className={styles.card} id="aanvraag">
              <FinancingForm
                copy={{ form: copy.form ?? {}, sent: copy.sent ?? {} } satisfies FinancingFormCopy}
                initial={{ values: flash?.values ?? {}, errors: flash?.errors ?? {}, outcome: flash?.outcome ?? null }}
                vehicle={vehicle ? { code: vehicle.code, title: vehicle.title, url: vehicle.url } : null}
                defaultAmount={amount}
                defaultMonths={defaultTerm(amount)}
              />
            </section>
          </div>
          <div className={styles.main}>
            <FinancingExplainer t={t} />
            <FaqBlock heading={t('faq.heading')} items={faq} />
            <RelatedLinks
              heading={t('related.heading')}
              links={[
                { href: cars.url, label: t('related.stock', { count: cars.count }), hint: t('related.stockHint') },
                { href: '/inruilwaarde-auto-berekenen', label: t('related.tradeIn'), hint: t('related.tradeInHint') },
                { href: '/verzekering/autoverzekering', label: t('related.insurance'), hint: t('related.insuranceHint') },
                { href: '/auto-verkopen', label: t('related.sell'), hint: t('related.sellHint') },
              ]}
            />
          </div>
        </div>
      </div>
    </div>
  );
}

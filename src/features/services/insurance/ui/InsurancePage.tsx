import 'server-only';
import { env } from '@/lib/config/env';
import { siteUrl } from '@/lib/config/site-url.server';
import { getT } from '@/lib/i18n/server';
import { pickResources } from '@/lib/i18n/resources';
import type { FaqEntry } from '@/lib/seo/json-ld';
import { findieLinkProps } from '@/features/analytics';
import { FaqBlock } from '@/features/blocks';
import { PageHeader } from '@/features/trade-in/server';
import { fill } from '../../lead-kit/fill';
import { financeableCars, readFlash, type SearchParams } from '../../lead-kit/page-parts.server';
import { RelatedLinks } from '../../lead-kit/RelatedLinks';
import styles from '../../lead-kit/service.module.css';
import { INDICATION_WORKING_DAYS, INSURANCE_FLASH_COOKIE, INSURANCE_PATH } from '../paths';
import { insurancePartner } from '../partner';
import { InsuranceExplainer } from './InsuranceExplainer';
import { InsuranceForm } from './InsuranceForm';

/**
 * /verzekering/autoverzekering (issue 17, item 2; product §2). Without a configured partner
 * (decision 058) the page still explains the cover, but says a request cannot be made here and
 * shows no form, no partner and no promise of an indication.
 */
export async function InsurancePage({ searchParams }: { searchParams: SearchParams }) {
  const e = env();
  const configured = insurancePartner(e);
  const partner = configured?.name ?? '';
  const [t, flash, cars, site] = await Promise.all([getT('insurance'), readFlash(INSURANCE_FLASH_COOKIE, searchParams), financeableCars(), siteUrl()]);
  const copy = pickResources(['insurance']).insurance as Record<string, Record<string, string>>;
  const values = { partner, days: INDICATION_WORKING_DAYS, product: e.PRODUCT_NAME };
  const filled = (group: Record<string, string> = {}) => Object.fromEntries(Object.entries(group).map(([key, text]) => [key, fill(text, values)]));
  const crumbs = [
    { href: '/', label: t('breadcrumb.home') },
    { href: INSURANCE_PATH, label: t('breadcrumb.page') },
  ];
  // An answer that promises the partner's indication is left out when there is no partner.
  const faq = (t('faq.items', { returnObjects: true }) as unknown as (FaqEntry & { withPartner?: boolean })[])
    .filter((entry) => configured || !entry.withPartner)
    .map(({ question, answer }) => ({ question, answer }));
  return (
    <div className={styles.page}>
      <div className="container">
        <PageHeader crumbs={crumbs} crumbLabel={t('breadcrumb.label')} title={t('intro.title')} lead={configured ? t('intro.lead', { partner }) : t('intro.leadOff')} site={site} />
        <div className={styles.layout}>
          <div className={styles.aside}>
            {configured ? (
              <>
                <section className={styles.card} id="aanvraag">
                  <InsuranceForm copy={{ form: filled(copy.form), sent: filled(copy.sent) }} initial={{ values: flash?.values ?? {}, errors: flash?.errors ?? {}, outcome: flash?.outcome ?? null }} />
                </section>
                <section className={styles.card} aria-labelledby="partner-heading">
                  <h2 id="partner-heading">{t('partner.heading', { partner })}</h2>
                  <p>{t('partner.text', { partner, product: e.PRODUCT_NAME })}</p>
                  {configured.url ? (
                    <a className={styles.partnerLink} href={configured.url} target="_blank" rel="noopener" {...findieLinkProps(partner, 'verzekering-autoverzekering')}>
                      {t('partner.link', { partner })} <span className="visually-hidden">{t('partner.newWindow')}</span>
                    </a>
                  ) : null}
                </section>
              </>
            ) : (
              <section className={styles.card} id="aanvraag" aria-labelledby="insurance-off" data-testid="insurance-off">
                <h2 id="insurance-off">{t('off.heading')}</h2>
                <p>{t('off.text')}</p>
              </section>
            )}
          </div>
          <div className={styles.main}>
            <InsuranceExplainer t={t} />
            <FaqBlock heading={t('faq.heading')} items={faq} />
            <RelatedLinks
              heading={t('related.heading')}
              links={[
                { href: '/financieren/autofinanciering', label: t('related.financing'), hint: t('related.financingHint') },
                { href: cars.url, label: t('related.stock', { count: cars.count }), hint: t('related.stockHint') },
                { href: '/inruilwaarde-auto-berekenen', label: t('related.tradeIn'), hint: t('related.tradeInHint') },
              ]}
            />
          </div>
        </div>
      </div>
    </div>
  );
}

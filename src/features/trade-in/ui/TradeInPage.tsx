import 'server-only';
import Link from 'next/link';
import { siteUrl } from '@/lib/config/site-url.server';
import { getT } from '@/lib/i18n/server';
import { pickResources } from '@/lib/i18n/resources';
import { plateRegistryAvailable } from '@/features/plate-registry/server';
import { getMarketModel } from '@/features/search/server';
import { runValuation } from '../run-valuation';
import { fieldErrors, liveValuationSources } from '../valuation-handler.server';
import { parseValuationQuery } from '../valuation-input';
import type { TradeInCopy } from './copy';
import { SELL_PATH, TRADE_IN_PATH } from './metadata';
import { PageHeader } from './PageHeader';
import { TradeInApp, type TradeInView } from './TradeInApp';
import styles from './trade-in.module.css';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The view a query asks for, rendered on the server: the no-JavaScript form's GET, a reload, a
 * shared link, and the "Opnieuw proberen" link all land here.
 */
async function viewFor(params: SearchParams, t: (key: string) => string): Promise<{ view: TradeInView; errors: Record<string, string> }> {
  const parsed = parseValuationQuery(params, new Date());
  if (!parsed) return { view: { kind: 'empty' }, errors: {} };
  if (!parsed.ok) return { view: { kind: 'empty' }, errors: fieldErrors(parsed.errors, t) };
  const input = parsed.input;
  const run = await runValuation(liveValuationSources(), input);
  switch (run.status) {
    case 'invalidPlate':
      return { view: { kind: 'empty' }, errors: { licensePlate: t('errors.licensePlate.invalid') } };
    case 'unknownPlate':
      return { view: { kind: 'unknown', input, plate: run.plate }, errors: {} };
    case 'unavailable':
      return { view: { kind: 'unavailable', input }, errors: {} };
    default:
      return { view: { kind: 'outcome', input, outcome: run }, errors: {} };
  }
}

/**
 * Without a plate registry (PLATE_REGISTRY=off, production's default without RDW_API_URL: decision
 * 057) the page says the calculator is not available and points to the sell page, which still
 * reaches dealers, instead of answering every plate with "unknown".
 */
/** Home › the calculator, on the calculator and on the page that says it is off. */
function tradeInCrumbs(t: (key: string) => string) {
  return [
    { href: '/', label: t('breadcrumb.home') },
    { href: TRADE_IN_PATH, label: t('breadcrumb.page') },
  ];
}

async function TradeInOff() {
  const [t, site] = await Promise.all([getT('trade-in'), siteUrl()]);
  const crumbs = tradeInCrumbs(t);
  return (
    <div className={styles.page}>
      <div className="container">
        <PageHeader crumbs={crumbs} crumbLabel={t('breadcrumb.label')} title={t('off.title')} lead={t('off.lead')} site={site} />
        <section className={styles.notice} aria-labelledby="trade-in-off" data-testid="trade-in-off">
          <h2 id="trade-in-off">{t('off.heading')}</h2>
          <p>{t('off.text')}</p>
          <p>
            <Link href={SELL_PATH}>{t('off.link')}</Link>
          </p>
        </section>
      </div>
    </div>
  );
}

export async function TradeInPage({ searchParams }: { searchParams: SearchParams }) {
  if (!plateRegistryAvailable()) return <TradeInOff />;
  const t = await getT('trade-in');
  const copy = pickResources(['trade-in'])['trade-in'] as TradeInCopy;
  const [{ view, errors }, model, site] = await Promise.all([viewFor(searchParams, (key) => t(key)), getMarketModel(), siteUrl()]);
  const values = Object.fromEntries(Object.entries(searchParams).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])));
  const crumbs = tradeInCrumbs(t);
  return (
    <div className={styles.page}>
      <div className="container">
        <PageHeader crumbs={crumbs} crumbLabel={t('breadcrumb.label')} title={t('intro.title')} lead={t('intro.lead')} site={site} />
        <TradeInApp
          copy={copy}
          catalogue={model.catalogue('car')}
          initialMode={searchParams.handmatig === '1' ? 'manual' : 'plate'}
          initialValues={values}
          initialErrors={errors}
          initialView={view}
        />
      </div>
    </div>
  );
}

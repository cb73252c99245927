import 'server-only';
import Link from 'next/link';
import type { LeadFormCopy } from '@/features/dealer-contact';
import { plateRegistryAvailable } from '@/features/plate-registry/server';
import { PageHeader } from '@/features/trade-in/server';
import { siteUrl } from '@/lib/config/site-url.server';
import { getT } from '@/lib/i18n/server';
import { pickResources } from '@/lib/i18n/resources';
import { SELL_VEHICLES, sellPath, type SellVehicle } from '../sell-vehicles';
import type { SellCopy } from './copy';
import { SellForm } from './SellForm';
import styles from './sell.module.css';

/** The photo picker's copy in the lead forms' shape: only the sell page's own texts. */
function photoCopy(copy: SellCopy, vehicle: SellVehicle): LeadFormCopy {
  return {
    type: 'tradeIn',
    title: copy.meta.title[vehicle],
    intro: copy.lead,
    opener: copy.meta.title[vehicle],
    submit: copy.submit,
    sending: copy.sending,
    optional: copy.optional,
    errorSummary: copy.errorSummary,
    failed: copy.failed,
    savedNote: copy.savedNote,
    privacy: copy.privacy,
    close: copy.result.again,
    again: copy.result.again,
    successTitle: copy.result.heading,
    success: copy.result.dealers,
    fields: copy.fields,
    hints: copy.hints,
    options: {},
    placeholders: {},
    errors: copy.errors,
    photos: copy.photos,
  };
}

export async function SellPage({ vehicle }: { vehicle: SellVehicle }) {
  const t = await getT('sell');
  const copy = pickResources(['sell']).sell as SellCopy;
  const site = await siteUrl();
  const plateLookup = plateRegistryAvailable();
  const title = t(`meta.title.${vehicle}`);
  const crumbs = [
    { href: '/', label: t('breadcrumb.home') },
    { href: sellPath(vehicle), label: title },
  ];
  return (
    <div className={styles.page}>
      <div className="container">
        <PageHeader
          crumbs={crumbs}
          crumbLabel={t('breadcrumb.label')}
          title={title}
          lead={t('lead', { vehicle: t(`vehicleWord.${vehicle}`), vehiclePlural: t(`vehiclePlural.${vehicle}`) })}
          site={site}
        />
        <nav aria-label={t('switchLabel')} className={styles.switcher}>
          <p className={styles.switchLabel}>{t('switchLabel')}</p>
          <ul>
            {SELL_VEHICLES.map((option) => (
              <li key={option}>
                <Link href={sellPath(option)} aria-current={option === vehicle ? 'page' : undefined} className={styles.switchLink}>
                  {t(`vehicles.${option}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {plateLookup ? null : (
          <p className={styles.hint} data-testid="sell-plate-off">
            {t('plateLookupOff')}
          </p>
        )}
        <div className={styles.layout}>
          {/* A fresh form per vehicle: each kind has its own saved inputs. */}
          <SellForm key={vehicle} copy={copy} photoCopy={photoCopy(copy, vehicle)} vehicle={vehicle} plateLookup={plateLookup} />
          <aside className={styles.how} aria-labelledby="sell-how">
            <h2 id="sell-how">{t('how.heading')}</h2>
            <ol>
              {copy.how.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </aside>
        </div>
      </div>
    </div>
  );
}

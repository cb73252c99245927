import 'server-only';
import { featureFlags } from '@/lib/flags/server';
import { getT } from '@/lib/i18n/server';
import { LIST_ROOT } from '@/lib/vehicle/enums';
import { SavedSearchesLazy } from './SavedSearchesLazy';
import { subscribeCopy } from './subscribe/subscribe-copy.server';
import styles from './saved-searches.module.css';

/**
 * "Bewaarde zoekopdrachten" on /favorieten (feature flag 056). The list is in the browser's
 * storage, so the server renders the heading and the space of an empty list; the island fills it.
 */
export async function SavedSearchesSection() {
  if (!(await featureFlags())['056']) return null;
  const [t, ts, mailCopy] = await Promise.all([getT('favourites'), getT('subscriptions'), subscribeCopy('search')]);
  const mails = (frequency: string) => ts('favourites.mails', { frequency: ts(`frequencyName.${frequency}`) });
  const templates = (key: string) => ({ zero: t(`${key}.zero`), one: t(`${key}.one`), other: t(`${key}.other`) });
  return (
    <section className={styles.section} aria-labelledby="bewaarde-zoekopdrachten">
      <h2 id="bewaarde-zoekopdrachten" className={styles.sectionHeading} tabIndex={-1}>
        {t('savedSearches.heading')}
      </h2>
      <p className={styles.sectionIntro}>{t('savedSearches.intro')}</p>
      <div className={styles.sectionBody}>
        <SavedSearchesLazy
          mailCopy={mailCopy}
          copy={{
            total: templates('savedSearches.total'),
            newSince: templates('savedSearches.newSince'),
            remove: t('savedSearches.remove'),
            removeLabel: t('savedSearches.removeLabel', { label: '{{label}}' }),
            removed: t('savedSearches.removed', { label: '{{label}}' }),
            empty: t('savedSearches.empty'),
            emptyLink: t('savedSearches.emptyLink'),
            emptyHref: LIST_ROOT.car,
            unavailable: t('savedSearches.unavailable'),
            mails: { direct: mails('direct'), daily: mails('daily'), weekly: mails('weekly') },
          }}
        />
        <noscript>
          <p className={styles.emptyText}>{t('savedSearches.noScript')}</p>
        </noscript>
      </div>
    </section>
  );
}

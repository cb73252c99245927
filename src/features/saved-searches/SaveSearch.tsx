import 'server-only';
import type { SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { chipLabels, requestChips } from '@/features/search-filters/server';
import { landingUrl, type ThemedLanding } from '@/lib/search-request/landings';
import { capitalise } from '@/lib/search-request/result-subject';
import { AfterHydration } from '@/lib/dom/AfterHydration';
import { featureFlags } from '@/lib/flags/server';
import { getT } from '@/lib/i18n/server';
import type { SearchFacets } from '@/search-engine/facets';
import { chipsNamedBySubject, filtersBeyondSubject } from './label';
import { compactRequest } from './store';
import { SaveSearchButton } from './SaveSearchButton';
import { SubscribeButton } from './subscribe/SubscribeButton';
import { subscribeCopy } from './subscribe/subscribe-copy.server';
import styles from './save-search.module.css';

interface Props {
  request: SearchRequest;
  landing: ThemedLanding | null;
  /** The heading's subject in the plural, without the count: "Volkswagen occasions". */
  subject: string;
  /** The dealer whose stock the page shows, when it does. */
  dealerName?: string;
  facets?: SearchFacets;
  className?: string;
}

/**
 * The save-search control of a result page (feature flag 056). The server renders only the space
 * the button will take — an invisible copy of it — so the button, which needs the browser's
 * storage, appears after hydration without moving anything.
 */
export async function SaveSearch({ request, landing, subject, dealerName, facets, className }: Props) {
  if (!(await featureFlags())['056']) return null;
  const first: SearchRequest = { ...request, page: 1 };
  const [t, labels, mailCopy] = await Promise.all([getT('search'), landing ? null : chipLabels(first, facets), subscribeCopy('search')]);
  const url = landing ? landingUrl(landing, 1) : searchRequestToUrl(first);
  const name = capitalise(subject);
  const kindHasNoun = (kind: string) => t(`kindNoun.${kind}.other`, { defaultValue: '' }) !== '';
  const save = t('saveSearch.save');
  const saved = t('saveSearch.saved');
  const search = {
    url,
    label: dealerName ? t('saveSearch.dealerLabel', { subject: name, name: dealerName }) : name,
    // A landing's name says what it holds; its filters are its definition, not a choice.
    filters: labels ? filtersBeyondSubject(requestChips(first, labels), chipsNamedBySubject(first, kindHasNoun)) : '',
    mobilityType: first.mobilityType,
    request: compactRequest(first),
  };
  return (
    <div className={`${styles.actions} ${className ?? ''}`}>
      <div className={styles.slot}>
        <span className={`${styles.button} ${styles.sizer}`} aria-hidden="true">
          <span className={styles.icon} />
          <span className={styles.sizerText}>
            <span>{save}</span>
            <span>{saved}</span>
          </span>
        </span>
        {/* A client navigation to another search starts with a fresh button (no note from the last one). */}
        <AfterHydration key={url}>
          <SaveSearchButton
            search={search}
            copy={{
              save,
              saved,
              savedStatus: t('saveSearch.savedStatus'),
              removedStatus: t('saveSearch.removedStatus'),
              failed: t('saveSearch.failed'),
              close: t('saveSearch.close'),
            }}
          />
        </AfterHydration>
      </div>
      <SubscribeButton key={`mail-${url}`} target={{ kind: 'search', search }} copy={mailCopy} subject={[search.label, search.filters].filter(Boolean).join(' · ')} />
    </div>
  );
}

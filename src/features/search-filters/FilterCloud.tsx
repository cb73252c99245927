import type { SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { getT } from '@/lib/i18n/server';
import type { SearchFacets } from '@/search-engine/facets';
import { requestChips } from './chips';
import { chipLabels } from './labels.server';
import { clearFilters } from './request-edit';
import { SearchLink } from './SearchNavigationProvider';
import styles from './filter-cloud.module.css';

/** The active filters as chips; each is a link to the search without it. Nothing without filters. */
export async function FilterCloud({ request, facets }: { request: SearchRequest; facets?: SearchFacets }) {
  const [t, labels] = await Promise.all([getT('filters'), chipLabels(request, facets)]);
  const modelsOfBrand = (brand: string) => facets?.model.filter((model) => model.brand === brand).map((model) => model.value) ?? [];
  const chips = requestChips(request, labels, modelsOfBrand);
  if (chips.length === 0) return null;
  return (
    <nav className={styles.cloud} aria-label={t('cloud.title')}>
      <ul className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.id}>
            <SearchLink href={searchRequestToUrl(chip.without)} className={styles.chip} aria-label={t('cloud.remove', { label: chip.label })}>
              <span>{chip.label}</span>
              <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" fill="none" />
              </svg>
            </SearchLink>
          </li>
        ))}
      </ul>
      {(
        <SearchLink href={searchRequestToUrl(clearFilters(request))} className={styles.clearAll}>
          {t('cloud.clearAll')}
        </SearchLink>
      )}
    </nav>
  );
}

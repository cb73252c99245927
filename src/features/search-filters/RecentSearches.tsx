import type { SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { getT } from '@/lib/i18n/server';
import type { SearchFacets } from '@/search-engine/facets';
import { requestChips } from './chips';
import { chipLabels } from './labels.server';
import { RecentSearchesLazy } from './RecentSearchesLazy';

const LABEL_CHIPS = 4;

/** The visitor's last searches (stored in their browser) with the count of new listings since. */
export async function RecentSearches({ request, facets }: { request: SearchRequest; facets?: SearchFacets }) {
  const [t, tv, labels] = await Promise.all([getT('filters'), getT('vehicle'), chipLabels(request, facets)]);
  const plural = tv(`mobilityTypePlural.${request.mobilityType}`);
  const chips = requestChips(request, labels).map((chip) => chip.label);
  const label = chips.length === 0 ? plural : `${plural}: ${chips.slice(0, LABEL_CHIPS).join(', ')}${chips.length > LABEL_CHIPS ? ' …' : ''}`;
  const stored = { ...request, page: 1 };
  const templates = (key: string) => ({ zero: t(`${key}.zero`), one: t(`${key}.one`), other: t(`${key}.other`) });
  return (
    <RecentSearchesLazy
      url={searchRequestToUrl(stored)}
      label={label}
      request={stored}
      copy={{ title: t('recent.title'), newSince: templates('recent.newSince'), results: templates('recent.results') }}
    />
  );
}

import type { SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { AfterHydration } from '@/lib/dom/AfterHydration';
import { getT } from '@/lib/i18n/server';
import type { SearchFacets } from '@/search-engine/facets';
import { requestChips } from './chips';
import { chipLabels } from './labels.server';
import { recentSearchLabel } from './recent-searches-store';
import { RecentSearchesIsland } from './RecentSearchesIsland';

interface Props {
  request: SearchRequest;
  facets?: SearchFacets;
  /** The heading's subject in the plural ("Volkswagen Golf occasions"); the label starts with it. */
  subject: string;
  /** The page's own first-page URL (a landing's, on a landing); defaults to the request's. */
  url?: string;
  /** The order's name when the visitor chose one ("Prijs oplopend"): part of what they searched. */
  order?: string;
  /** A landing's filters are its definition, said by its subject: the label leaves them out. */
  filtersInSubject?: boolean;
}

/**
 * The visitor's other recent searches (stored in their browser) with the count of new listings
 * since, below the results (issue 18): a way back to an earlier search, out of the way of this one.
 */
export async function RecentSearches({ request, facets, subject, url, order, filtersInSubject = false }: Props) {
  const [t, labels] = await Promise.all([getT('search'), chipLabels(request, facets)]);
  const filters = filtersInSubject ? [] : requestChips(request, labels).map((chip) => chip.label);
  const stored = { ...request, page: 1 };
  const templates = (key: string) => ({ zero: t(`${key}.zero`), one: t(`${key}.one`), other: t(`${key}.other`) });
  return (
    <AfterHydration>
      <RecentSearchesIsland
        url={url ?? searchRequestToUrl(stored)}
        label={recentSearchLabel(subject, filters, order)}
        request={stored}
        copy={{ title: t('recentSearches.title'), newSince: templates('recentSearches.newSince'), results: templates('recentSearches.results') }}
      />
    </AfterHydration>
  );
}

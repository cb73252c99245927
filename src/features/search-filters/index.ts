/**
 * The search page's filters (issue 4): compose these in the page (SearchFilters, FilterCloud and
 * RecentSearches come from `./server`).
 *
 *   <SearchNavigationProvider>
 *     <SearchFilters request={request} facets={facets} total={total} />
 *     <FilterCloud request={request} facets={facets} />
 *     <PendingResults skeleton={<Skeletons />}>{results}</PendingResults>
 *     <RecentSearches request={request} facets={facets} />
 *   </SearchNavigationProvider>
 *
 * `SearchLink` is a real <a> that navigates inside the shared transition (use it for pagination
 * and sort links so they show the skeleton too). The chips' wording (`requestChips`) is in
 * `./server`: it reads the whole filter vocabulary, which no page needs in its first JavaScript.
 */
export { PendingResults, SearchLink, SearchNavigationProvider, useSearchNavigation } from './SearchNavigationProvider';
export { keepPlace, placeAfterLink, restoreFocus, type FocusZone } from './focus-keeper';
export { countLabel, type CountTemplates } from './count-label';
export { fetchFacets, fetchSuggestionCounts, type FacetsAnswer, type SuggestionCount } from './search-api';
export { parseRecentSearches, RECENT_SEARCHES_KEY, recentSearchesToShow, type RecentSearch } from './recent-searches-store';

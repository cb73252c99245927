/**
 * The search page's filters (issue 4): compose these in the page.
 *
 *   <SearchNavigationProvider>
 *     <SearchFilters request={request} facets={facets} total={total} />
 *     <FilterCloud request={request} facets={facets} />
 *     <PendingResults skeleton={<Skeletons />}>{results}</PendingResults>
 *     <RecentSearches request={request} facets={facets} />
 *   </SearchNavigationProvider>
 *
 * `SearchLink` is a real <a> that navigates inside the shared transition (use it for pagination
 * and sort links so they show the skeleton too).
 */
export { SearchFilters } from './SearchFilters';
export { FilterCloud } from './FilterCloud';
export { RecentSearches } from './RecentSearches';
export { PendingResults, SearchLink, SearchNavigationProvider, useSearchNavigation } from './SearchNavigationProvider';

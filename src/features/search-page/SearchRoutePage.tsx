import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { CompareBarSlot } from '@/features/compare/server';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { siteUrl as siteUrlOfRequest } from '@/lib/config/site-url.server';
import { getT } from '@/lib/i18n/server';
import { PendingResults, SearchNavigationProvider } from '@/features/search-filters';
import { FilterCloud, RecentSearches, SearchFilters } from '@/features/search-filters/server';
import type { MobilityTypeOrAll } from '@/lib/vehicle/enums';
import { productFromVehicle, ResultsAnalytics } from '@/features/analytics';
import { favouritesCookieName, readFavouriteIds } from '@/features/favourites/server';
import { loadPriceDrops, type PriceDrop } from '@/features/inventory/server';
import { withSearchContext } from '@/lib/search-request/search-context';
import { SaveSearch } from '@/features/saved-searches/server';
import { searchBreadcrumbs } from './breadcrumbs';
import { cardModel, SkeletonGrid } from '@/features/vehicle-card';
import { landingPath, landingUrl } from '@/lib/search-request/landings';
import { UspBarSection } from '@/features/blocks/server';
import { LANDING_ADVICE_ID, landingEditorial, type LandingEditorial } from '@/features/content/server';
import { LIST_ROOT } from '@/lib/vehicle/enums';
import { emptySearchRequest } from '@/lib/search-request/schema';
import { loadSearch, type SearchRouteProps } from './load';
import { Pagination, paginationCopy, paginationModel } from '@/features/pagination';
import { HydrateOnIntent } from '@/lib/dom/HydrateOnIntent';
import { KeepSearchFocus } from './KeepSearchFocus';
import { ResultsGrid } from './ResultsGrid';
import { SearchBreadcrumb } from './SearchBreadcrumb';
import { searchPageCopy } from './search-page-copy';
import { SearchStructuredData } from './SearchStructuredData';
import { SearchPageFooter } from './SearchPageFooter';
import { seoText } from './seo-text';
import { sortOptions } from './sort-options';
import { SortControl } from './SortControl';
import type { Translate } from '@/lib/i18n/translate';
import { ZeroResults } from './ZeroResults';
import styles from './search-page.module.css';

const DEFAULT_SORT = emptySearchRequest('car').sort;

interface Props extends SearchRouteProps {
  mobility: MobilityTypeOrAll;
  /** Blocks above the results (the camping home on /kamperen); the page heading is then an h2. */
  lead?: ReactNode;
}

/** A search result page: every list root, brand page, landing and filter combination. */
export async function SearchRoutePage({ mobility, lead, ...props }: Props) {
  // Rendered per request: the CSP nonce of each response must reach Next's scripts.
  await connection();
  const loaded = await loadSearch(mobility, props);
  if (loaded.kind === 'notFound') notFound();
  if (loaded.kind === 'redirect') permanentRedirect(loaded.location);
  const { page, landing, labels, alternatives } = loaded;
  const { request } = page;
  const now = new Date();
  // The page's price drops in one query beside the other reads, so the cards' label costs no extra round trip.
  const firstPage = page.page === 1;
  const [t, favouriteIds, siteUrl, priceDrops, editorial]: [Translate, number[], string, Map<number, PriceDrop>, LandingEditorial | null] = await Promise.all([
    getT('search'),
    readFavouriteIds(),
    siteUrlOfRequest(),
    loadPriceDrops(page.items.map((item) => item.id), now),
    firstPage ? landingEditorial(landing ? landingPath(landing) : page.url) : null,
  ]);
  const favourites = { cookieName: favouritesCookieName(), ids: favouriteIds };
  const copy = searchPageCopy({ request, landing, total: page.total, page: page.page, labels, alternatives }, t);
  const crumbs = searchBreadcrumbs(request, landing, labels, t);
  // Each card carries the search and its position, so the detail page can offer previous and next.
  const firstIndex = (page.page - 1) * page.pageSize;
  const cards = page.items.map((item, position) => ({ ...cardModel(item, t, now, priceDrops.get(item.id)), href: withSearchContext(item.detailUrl, page.url, firstIndex + position) }));
  const pagination = paginationModel(page.page, page.pageCount, (target) => (landing ? landingUrl(landing, target) : searchRequestToUrl({ ...request, page: target })));
  const seo = page.page === 1 && page.total > 0 ? seoText(request, landing, copy.subject, labels, t) : null;
  const Heading = lead ? 'h2' : 'h1';
  const facets = page.facets ?? undefined;
  const adviceLink = editorial ? (await getT('content'))('landing.adviceLink') : null;
  const listRoot = firstPage && mobility !== 'alle' && page.url === LIST_ROOT[mobility] ? mobility : null;
  const firstPageUrl = landing ? landingUrl(landing, 1) : searchRequestToUrl({ ...request, page: 1 });
  // The prefix is hidden on a small screen, where the bar has room for the order's name only; it still names the control.
  const sortSummary = (
    <>
      <span className={styles.sortPrefix}>{copy.sort.summary.prefix} </span>
      <span className={styles.sortOrder}>{copy.sort.summary.order}</span>
    </>
  );

  return (
    <>
      {lead}
      <div className={`container ${styles.page}`}>
        <SearchBreadcrumb crumbs={crumbs} label={copy.breadcrumbLabel} />
        <header className={styles.head}>
          {/* Focusable by script: the keyboard's place after a new order or page (KeepSearchFocus); it says the new count. */}
          <Heading className={styles.heading} id="search-heading" tabIndex={-1}>
            {copy.heading}
          </Heading>
          {copy.intro && <p className={styles.intro}>{copy.intro}</p>}
          {adviceLink && (
            <p className={styles.intro}>
              <a href={`#${LANDING_ADVICE_ID}`}>{adviceLink}</a>
            </p>
          )}
          <SaveSearch className={styles.headAction} request={request} landing={landing} subject={copy.subject} dealerName={labels.dealer?.name} facets={facets} />
        </header>
        {!lead && mobility !== 'alle' && <UspBarSection mobility={mobility} variant="compact" />}
        <SearchNavigationProvider>
          <KeepSearchFocus url={page.url} />
          <div className={styles.layout}>
            {/* On a phone and tablet one bar that stays at the top while the results scroll: the
                filter panel's "Filters (n)" button (its sheet, or without JavaScript its :target
                panel) and the order. From 960 px the panel is the side column, the order above the results. */}
            <div className={styles.bar} data-search-bar="">
              <div className={styles.filters}>{page.facets && <SearchFilters request={request} facets={page.facets} total={page.total} />}</div>
              {page.total > 1 && (
                <div className={styles.sortSlot} data-focus-zone="sort">
                  <SortControl options={sortOptions(request)} labels={copy.sort.labels} label={copy.sort.label} summary={sortSummary} />
                </div>
              )}
            </div>
            <section className={styles.results} aria-labelledby="search-heading">
              <div className={styles.cloud} data-focus-zone="chips">
                <FilterCloud request={request} facets={facets} />
              </div>
              <PendingResults skeleton={<SkeletonGrid count={Math.min(6, Math.max(1, cards.length))} label={copy.loadingLabel} />}>
                {copy.zero ? (
                  <ZeroResults {...copy.zero} />
                ) : (
                  // The cards' hearts, compare buttons, price tips and links (72 islands and 24 links) hydrate
                  // when the visitor reaches for them, not with the page (issue 21); early taps are recorded.
                  <HydrateOnIntent>
                    <ResultsGrid cards={cards} copy={copy.card} favourites={favourites} label={copy.resultsLabel} headingLevel={lead ? 3 : 2} />
                  </HydrateOnIntent>
                )}
              </PendingResults>
              {pagination && (
                <div data-focus-zone="pages">
                  <Pagination model={pagination} copy={paginationCopy(t)} />
                </div>
              )}
              {/* Below the results, not between the order and the first card (issue 18): a way back, out of the way. */}
              <RecentSearches request={request} facets={facets} subject={copy.subject} url={firstPageUrl} order={request.sort === DEFAULT_SORT ? undefined : copy.sort.summary.order} filtersInSubject={landing !== null} />
            </section>
          </div>
        </SearchNavigationProvider>
        <ResultsAnalytics products={page.items.map((item) => productFromVehicle(item))} list={landing ? `landing ${landing.slug}` : `zoekresultaten ${request.mobilityType}`} firstIndex={firstIndex} />
        <SearchPageFooter editorial={editorial} seo={seo ? { heading: copy.seoHeading, text: seo } : null} popularLinksOf={listRoot} />
        <SearchStructuredData heading={copy.heading} total={page.total} offset={firstIndex} items={page.items} crumbs={crumbs} siteUrl={siteUrl} />
      </div>
      <CompareBarSlot />
    </>
  );
}

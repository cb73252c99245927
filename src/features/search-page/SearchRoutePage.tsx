import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { CompareBarSlot } from '@/features/compare/CompareBarSlot';
import { emptySearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { siteUrl as siteUrlOfRequest } from '@/lib/config/site-url.server';
import { formatInteger } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import { FilterCloud, PendingResults, RecentSearches, SearchFilters, SearchNavigationProvider } from '@/features/search-filters';
import type { MobilityTypeOrAll } from '@/lib/vehicle/enums';
import { productFromVehicle } from '@/features/analytics/product';
import { ResultsAnalytics } from '@/features/analytics/ResultsAnalytics';
import { favouritesCookieName, readFavouriteIds } from '@/features/favourites/server';
import { withSearchContext } from '@/features/vehicle-detail/search-context';
import { SaveSearch } from '@/features/saved-searches/SaveSearch';
import { alternativeLabel } from './alternative-label';
import { searchBreadcrumbs } from './breadcrumbs';
import { cardModel } from '@/features/vehicle-card/card-model';
import { landingUrl } from './landings';
import { loadSearch, type SearchRouteProps } from './load';
import { paginationModel } from './pagination';
import { Pagination, paginationCopy } from './Pagination';
import { capitalise, resultHeading, resultSubject } from './result-subject';
import { ResultsGrid } from './ResultsGrid';
import { SkeletonGrid } from '@/features/vehicle-card/VehicleCardSkeleton';
import { SearchBreadcrumb } from './SearchBreadcrumb';
import { SeoBlock } from './SeoBlock';
import { seoText } from './seo-text';
import { sortOptions } from './sort-options';
import { SortControl } from './SortControl';
import { breadcrumbJsonLd, itemListJsonLd, serializeJsonLd } from './structured-data';
import { labelWith, type Translate } from '@/lib/i18n/translate';
import type { CardCopy } from '@/features/vehicle-card/VehicleCard';
import { ZeroResults } from './ZeroResults';
import styles from './search-page.module.css';

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
  const [t, favouriteIds]: [Translate, number[]] = await Promise.all([getT('search'), readFavouriteIds()]);
  const favourites = { cookieName: favouritesCookieName(), ids: favouriteIds };
  const siteUrl = await siteUrlOfRequest();
  const now = new Date();

  const heading = resultHeading(request, landing, page.total, labels, t);
  const pluralSubject = resultSubject(request, landing, 2, labels, t);
  const crumbs = searchBreadcrumbs(request, landing, labels, t);
  // Each card carries the search and its position, so the detail page can offer previous and next.
  const firstIndex = (page.page - 1) * page.pageSize;
  const cards = page.items.map((item, position) => ({ ...cardModel(item, t, now), href: withSearchContext(item.detailUrl, page.url, firstIndex + position) }));
  const pageHref = (target: number) => (landing ? landingUrl(landing, target) : searchRequestToUrl({ ...request, page: target }));
  const pagination = paginationModel(page.page, page.pageCount, pageHref);
  const seo = page.page === 1 && page.total > 0 ? seoText(request, landing, pluralSubject, labels, t) : null;
  const Heading = lead ? 'h2' : 'h1';
  const allUrl = searchRequestToUrl(emptySearchRequest(request.mobilityType));

  const cardCopy: CardCopy = {
    summary: t('card.summary'),
    warranties: t('card.warranties'),
    nap: t('card.nap'),
    napTitle: t('card.napTitle'),
    noPhoto: t('card.noPhoto'),
    favourite: labelWith(t, 'card.favourite', 'title'),
    compare: labelWith(t, 'card.compare', 'title'),
    dealerCity: labelWith(t, 'card.dealerCity', 'city'),
  };
  const sortLabels = Object.fromEntries(sortOptions(request).map((option) => [option.order, t(`vehicle:sortOrder.${option.order}`)]));

  const grid =
    page.total > 0 ? (
      <ResultsGrid cards={cards} copy={cardCopy} favourites={favourites} label={t('results.label')} headingLevel={lead ? 3 : 2} />
    ) : (
      <ZeroResults
        heading={t('zero.heading', { subject: pluralSubject })}
        text={t(alternatives.length ? 'zero.text' : 'zero.textNoAlternatives')}
        alternativesLabel={t('zero.alternativesLabel')}
        alternatives={alternatives.map((alternative) => ({
          href: alternative.url,
          label: alternativeLabel(alternative.relaxed, labels, t),
          count: t('zero.count', { count: alternative.total, formatted: formatInteger(alternative.total) }),
        }))}
        all={
          alternatives.some((alternative) => alternative.url === allUrl) ? null : { href: allUrl, label: t('zero.all', { noun: t(`noun.${request.mobilityType}.other`) }) }
        }
      />
    );

  return (
    <>
      {lead}
      <div className={`container ${styles.page}`}>
        <SearchBreadcrumb crumbs={crumbs} label={t('breadcrumb.label')} />
        <header className={styles.head}>
          <Heading className={styles.heading} id="search-heading">
            {heading}
          </Heading>
          {landing && page.page === 1 && <p className={styles.intro}>{t(`landing.${landing.slug}.intro`)}</p>}
          <SaveSearch className={styles.headAction} request={request} landing={landing} subject={pluralSubject} dealerName={labels.dealer?.name} facets={page.facets ?? undefined} />
        </header>
        <SearchNavigationProvider>
          <div className={styles.layout}>
            <div className={styles.filters}>{page.facets && <SearchFilters request={request} facets={page.facets} total={page.total} />}</div>
            <section className={styles.results} aria-labelledby="search-heading">
              <div className={styles.toolbar}>
                <div className={styles.cloud}>
                  <FilterCloud request={request} facets={page.facets ?? undefined} />
                </div>
                {page.total > 1 && (
                  <SortControl
                    options={sortOptions(request)}
                    labels={sortLabels}
                    label={t('sort.label')}
                    summary={t('sort.current', { order: sortLabels[request.sort] ?? '' })}
                  />
                )}
              </div>
              <RecentSearches request={request} facets={page.facets ?? undefined} />
              <PendingResults skeleton={<SkeletonGrid count={Math.min(6, Math.max(1, cards.length))} label={t('results.loading')} />}>{grid}</PendingResults>
              {pagination && (
                <Pagination
                  model={pagination}
                  copy={paginationCopy(t)}
                />
              )}
            </section>
          </div>
        </SearchNavigationProvider>
        <ResultsAnalytics
          products={page.items.map((item) => productFromVehicle(item))}
          list={landing ? `landing ${landing.slug}` : `zoekresultaten ${request.mobilityType}`}
          firstIndex={firstIndex}
        />
        {seo && <SeoBlock heading={t('seo.heading', { subject: pluralSubject })} text={seo} />}
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd(
              itemListJsonLd({
                name: capitalise(heading),
                total: page.total,
                offset: (page.page - 1) * page.pageSize,
                items: page.items.map((item) => ({ name: item.title, href: item.detailUrl, imageUrl: item.imageUrl })),
                siteUrl,
              }),
            ),
          }}
        />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(crumbs, siteUrl)) }} />
      </div>
      <CompareBarSlot />
    </>
  );
}

import 'server-only';
/** The search result pages (every list route and landing): the page and its metadata. */
export { SearchRoutePage } from './SearchRoutePage';
export { searchPageMetadata } from './metadata';
export type { SearchRouteProps } from './load';
export { searchSitemap } from './sitemap';
export { LISTING_SITEMAP_PATTERN, listingSitemap, sitemapIndex } from './listing-sitemap.server';

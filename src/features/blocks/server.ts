import 'server-only';
/**
 * The page blocks that read live data (issue 17): the usp bar with the stock count, the SEO links
 * of popular brands and models, the professional of the month with its dealer, and the search
 * block of editorial pages. All server components: they add no JavaScript to a page.
 */
export { UspBarSection } from './usp/UspBarSection';
export { PopularSearchLinks } from './seo-links/PopularSearchLinks';
export { popularSearchLinks } from './seo-links/seo-links.server';
export { ProfessionalOfTheMonth } from './professional/ProfessionalOfTheMonth';
export { SearchBlock, SEARCH_BLOCK_CARDS } from './search-block/SearchBlock';

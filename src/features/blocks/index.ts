/**
 * Page blocks that several pages place (issue 17, product §2's "also" list): the FAQ block with
 * FAQPage structured data, the usp bar's view, the SEO links' view and the search-target rule
 * editors' search blocks follow. Server components without client state and pure modules, so the
 * entry is safe anywhere; the blocks that read the search index or the database are in `server.ts`.
 */
export { FaqBlock, type FaqBlockProps } from './FaqBlock';
export { UspBar, type UspBarProps } from './usp/UspBar';
export { uspItems, type UspItem } from './usp/usp-items';
export { SeoLinksView, type SeoLinksViewProps } from './seo-links/SeoLinksView';
export { seoLinks, type SeoLink, type SeoLinks } from './seo-links/seo-links-model';
export { parseSearchTarget, type SearchTarget, type SearchTargetParse } from './search-block/search-target';

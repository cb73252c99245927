import 'server-only';
/** The sitemap of content, blog, service and helper pages (issue 17). */
export { pageSitemap } from './page-sitemap.server';
export { PAGE_SITEMAP_FILE } from './page-paths';

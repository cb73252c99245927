import 'server-only';
/**
 * Content for other features' pages: the editorial advice and FAQ of themed search landings
 * (`content/landings`), which the result pages show under their results. The informational pages
 * themselves are served by the catch-all route from `pages.ts`; the page sitemap lists them.
 */
export { landingEditorial, landingEditorials } from './landing-editorials.server';
/** Every informational page, for the page sitemap. */
export { contentCatalog } from './pages';
export { LandingEditorialView, LANDING_ADVICE_ID } from './LandingEditorialView';
export type { LandingEditorial } from './landing-editorial';

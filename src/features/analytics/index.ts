/**
 * Analytics (issue 6 items 3 and 4): web events to our backend, the tag manager's data layer and
 * the tag scripts. Mount `AnalyticsShell` (server.ts) once in the shell and `DetailAnalytics` on a detail page.
 */
export { DetailAnalytics } from './DetailAnalytics';
export { ResultsAnalytics } from './ResultsAnalytics';
export { productFromVehicle } from './product';
export { detailProduct } from './detail-product';
export { trackWebEvent } from './track';
export { findieLinkProps } from './findie-link';

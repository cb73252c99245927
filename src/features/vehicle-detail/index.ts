/**
 * The vehicle-detail feature's public entry. The page and its metadata are server-only; they stay
 * here for the four detail routes until those import them from `./server`, which holds every
 * server-only part.
 */
export { VehicleDetailPage } from './VehicleDetailPage';
export { vehicleDetailMetadata } from './metadata';
export type { DetailRouteProps } from './route-params';
export { withSearchContext, parseSearchContext, SEARCH_PARAM, INDEX_PARAM, type SearchContext } from './search-context';
export { contactProps, type ContactDealer, type ContactListing, type DetailDealer, type DetailListing, type VehicleDetail } from './model';
export { visibleSpecGroups, GROUP_ORDER, HISTORY_SPEC_KEYS, type VisibleGroup, type VisibleSpec } from './spec-groups';

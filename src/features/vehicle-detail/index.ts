export { VehicleDetailPage } from './VehicleDetailPage';
export { vehicleDetailMetadata } from './metadata';
export type { DetailRouteProps } from './route-params';
export { withSearchContext, SEARCH_PARAM, INDEX_PARAM } from './search-context';

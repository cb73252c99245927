import 'server-only';
/** The vehicle-detail feature's server-only entry: the page, its metadata, the database read and the test fixtures. */
export { VehicleDetailPage } from './VehicleDetailPage';
export { vehicleDetailMetadata } from './metadata';
export type { DetailRouteProps } from './route-params';
export { loadVehicleDetail, selectVehicleDetail } from './load.server';
export { detailFixtures } from './fixtures.server';

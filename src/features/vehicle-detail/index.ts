/**
 * The vehicle-detail feature's browser-safe entry. The page, its metadata and its data live in
 * `./server`; the detail model and spec groups the page shares with others live in lib/vehicle.
 */
export type { DetailRouteProps } from './route-params';
// For the old clients' detail call (features/legacy-detail): the page's own reading of a detail path and its JSON-LD.
export { codeFromSlug } from './route-resolve';
export { vehicleJsonLd } from './json-ld';

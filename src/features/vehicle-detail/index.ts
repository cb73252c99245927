/**
 * The vehicle-detail feature's browser-safe entry. The page, its metadata and its data live in
 * `./server`; the detail model and spec groups the page shares with others live in lib/vehicle.
 */
export type { DetailRouteProps } from './route-params';

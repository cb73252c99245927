export { SearchRoutePage } from './SearchRoutePage';
export { searchPageMetadata } from './metadata';
export type { SearchRouteProps } from './load';

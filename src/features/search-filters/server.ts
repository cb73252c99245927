import 'server-only';
/** The search filters' server components and the copy they read; the browser-safe parts are in index.ts. */
export { SearchFilters } from './SearchFilters';
export { FilterCloud } from './FilterCloud';
export { RecentSearches } from './RecentSearches';
export { chipLabels } from './labels.server';
export { requestChips, type Chip, type ChipLabels } from './chips';

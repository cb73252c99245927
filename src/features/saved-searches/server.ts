import 'server-only';
export { SavedSearchesSection } from './SavedSearchesSection';
export { SaveSearch } from './SaveSearch';

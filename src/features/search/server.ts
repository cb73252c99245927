import 'server-only';
export { loadListItems } from './service/load-documents';
export { searchService, type ListItem, type SearchPage } from './service';

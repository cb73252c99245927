import 'server-only';
export { loadDocumentsAddedBetween, loadInventoryModels, loadListItems } from './service/load-documents';
export { searchService, type ListItem, type SearchPage } from './service';

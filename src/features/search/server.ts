import 'server-only';
export { loadInventoryModels } from './service/load-documents';
// Cards loaded by id and the alerts' new listings carry the node's price rating like search results do.
export {
  loadRatedDocumentsAddedBetween as loadDocumentsAddedBetween,
  loadRatedListItems as loadListItems,
  getMarketModel, marketPosition, searchService, type ListItem, type MarketPosition, type SearchPage } from './service';
// The sentence search's makes and models, read from this node's index (issue 18).
export { stockOf, vocabularyOf } from './service/stock-vocabulary';

export { detailPath, type ListItem, type ListItemVehicle } from './service/list-item';
export { dealerStockLink, type DealerStockLink } from './service/dealer-stock';
export { suggestAlternatives, type Alternative } from './service/suggestions';

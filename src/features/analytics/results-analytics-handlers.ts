/** The result list's data-layer entries, loaded after the page (see ResultsAnalytics). */
import { impressions, productClick, pushDataLayer } from './data-layer';
import type { AnalyticsProduct } from './product';
import { rememberProducts } from './track';

export function listViewed(products: readonly AnalyticsProduct[], list: string, firstPosition: number): void {
  rememberProducts(products);
  if (products.length) pushDataLayer(impressions(products, list, firstPosition));
}

export function productClicked(product: AnalyticsProduct, list: string, position: number): void {
  pushDataLayer(productClick(product, list, position));
}

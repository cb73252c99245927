/**
 * The tag manager's data layer (product §7): e-commerce events for product click, detail view,
 * add/remove from cart (favourites), checkout step and purchase (a phone request), impressions,
 * and a generic event. Builders are pure; `pushDataLayer` only passes entries on once the visitor
 * allowed analytics, and holds them until the consent is known.
 */
import type { AnalyticsProduct } from './product';

export const CURRENCY = 'EUR';

export type DataLayerEntry = Record<string, unknown> & { event: string };

/** Where impressions and clicks came from: the result list, the favourites, similar vehicles, … */
export type ProductList = string;

export function productClick(product: AnalyticsProduct, list: ProductList, position?: number): DataLayerEntry {
  return { event: 'productClick', ecommerce: { currencyCode: CURRENCY, click: { actionField: { list }, products: [withPosition(product, position)] } } };
}

export function detailView(product: AnalyticsProduct, list?: ProductList): DataLayerEntry {
  return { event: 'productDetail', ecommerce: { currencyCode: CURRENCY, detail: { actionField: list ? { list } : {}, products: [product] } } };
}

export function addToCart(product: AnalyticsProduct): DataLayerEntry {
  return { event: 'addToCart', ecommerce: { currencyCode: CURRENCY, add: { products: [product] } } };
}

export function removeFromCart(product: AnalyticsProduct): DataLayerEntry {
  return { event: 'removeFromCart', ecommerce: { currencyCode: CURRENCY, remove: { products: [product] } } };
}

export function checkoutStep(product: AnalyticsProduct, step: number, option: string): DataLayerEntry {
  return { event: 'checkout', ecommerce: { currencyCode: CURRENCY, checkout: { actionField: { step, option }, products: [product] } } };
}

/** A phone request counts as the "purchase" of the e-commerce model; the id tells requests apart. */
export function phoneRequestPurchase(product: AnalyticsProduct, transactionId: string): DataLayerEntry {
  return {
    event: 'purchase',
    ecommerce: {
      currencyCode: CURRENCY,
      purchase: { actionField: { id: transactionId, affiliation: 'telefoonnummer', revenue: product.price }, products: [product] },
    },
  };
}

export function impressions(products: readonly AnalyticsProduct[], list: ProductList, firstPosition = 1): DataLayerEntry {
  return {
    event: 'impressions',
    ecommerce: { currencyCode: CURRENCY, impressions: products.map((product, index) => ({ ...withPosition(product, firstPosition + index), list })) },
  };
}

export function genericEvent(category: string, action: string, label?: string, value?: number): DataLayerEntry {
  return { event: 'genericEvent', eventCategory: category, eventAction: action, eventLabel: label ?? '', ...(value === undefined ? {} : { eventValue: value }) };
}

function withPosition(product: AnalyticsProduct, position: number | undefined): AnalyticsProduct & { position?: number } {
  return position === undefined ? product : { ...product, position };
}

export interface DataLayerTarget {
  dataLayer?: unknown[];
}

type Consent = 'unknown' | 'granted' | 'denied';

/** Entries held until the consent is known; a page's first events come before the shell mounts. */
const MAX_PENDING = 50;

export function createDataLayer(target: () => DataLayerTarget | undefined) {
  let consent: Consent = 'unknown';
  let pending: DataLayerEntry[] = [];
  const write = (entry: DataLayerEntry) => {
    const host = target();
    if (!host) return;
    host.dataLayer ??= [];
    // Enhanced e-commerce merges objects: clear the previous ecommerce first, as the tag manager advises.
    if ('ecommerce' in entry) host.dataLayer.push({ ecommerce: null });
    host.dataLayer.push(entry);
  };
  return {
    push(entry: DataLayerEntry) {
      if (consent === 'granted') write(entry);
      else if (consent === 'unknown' && pending.length < MAX_PENDING) pending.push(entry);
    },
    setConsent(analytics: boolean) {
      consent = analytics ? 'granted' : 'denied';
      if (analytics) pending.forEach(write);
      pending = [];
    },
  };
}

const browserDataLayer = createDataLayer(() => (typeof window === 'undefined' ? undefined : (window as unknown as DataLayerTarget)));

export const pushDataLayer = browserDataLayer.push;
export const setDataLayerConsent = browserDataLayer.setConsent;

/**
 * What the rest of the site calls: a web event to our backend plus the matching data-layer entry.
 * The call buttons only know they showed a number; which page they sit on decides the event's
 * name (product §7: results, favourites and detail pages each have their phone events).
 */
import { checkoutStep, pushDataLayer, phoneRequestPurchase, type DataLayerEntry } from './data-layer';
import type { AnalyticsProduct } from './product';
import { sendWebEvent, type WebEventName, type WebEventPayload } from './web-event';

export type PageKind = 'detail' | 'favourites' | 'results';

const LIST_ROOTS = ['/auto', '/fietsen', '/motoren', '/kamperen', '/aanbod'];

/**
 * The page a phone button sits on; null when it is none of the three (a test page), and the
 * event keeps the name its caller gave. Product §5: a detail path ends in a seven-character code
 * with at least two digits and two lowercase letters.
 */
export function pageKind(pathname: string): PageKind | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/favorieten') return 'favourites';
  const code = /\/aanbod\/(?:.*-)?([a-z0-9]{7})$/.exec(path)?.[1];
  if (code && (code.match(/[0-9]/g) ?? []).length >= 2 && (code.match(/[a-z]/g) ?? []).length >= 2) return 'detail';
  return LIST_ROOTS.some((root) => path === root || path.startsWith(`${root}/`)) ? 'results' : null;
}

const PHONE_EVENT = /^(favorite|search-result|vehicle-details)-phone-(number|dialer)-displayed$/;
const PREFIX: Record<PageKind, string> = { detail: 'vehicle-details', favourites: 'favorite', results: 'search-result' };

/** The phone event named for the page it happened on; other events keep their name. */
export function eventForPage(event: WebEventName, kind: PageKind | null): WebEventName {
  const match = PHONE_EVENT.exec(event);
  return match && kind ? (`${PREFIX[kind]}-phone-${match[2]}-displayed` as WebEventName) : event;
}

/** The data-layer entry that goes with a web event, if any. */
export function dataLayerEntryFor(event: WebEventName, product: AnalyticsProduct | undefined, transactionId: string): DataLayerEntry | null {
  if (!product) return null;
  if (event.endsWith('-phone-number-displayed')) return checkoutStep(product, 1, 'telefoonnummer');
  if (event.endsWith('-phone-dialer-displayed')) return phoneRequestPurchase(product, transactionId);
  return null;
}

// Products the current page showed, so an event that carries only a vehicle id can still describe it.
const products = new Map<string, AnalyticsProduct>();
const MAX_REMEMBERED = 200;

export function rememberProducts(list: readonly AnalyticsProduct[]): void {
  for (const product of list) {
    products.delete(product.id);
    products.set(product.id, product);
  }
  while (products.size > MAX_REMEMBERED) {
    const oldest = products.keys().next().value;
    if (oldest === undefined) break;
    products.delete(oldest);
  }
}

function transactionId(): string {
  return `tel-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Sends the web event (renamed for this page) and pushes its data-layer entry; never throws. */
export function trackWebEvent(event: WebEventName, payload: WebEventPayload): Promise<boolean> {
  const kind = typeof window === 'undefined' ? null : pageKind(window.location.pathname);
  const named = eventForPage(event, kind);
  const entry = dataLayerEntryFor(named, products.get(String(payload.vehicleId)), transactionId());
  if (entry) pushDataLayer(entry);
  return sendWebEvent(named, payload);
}

import 'server-only';
/**
 * Sell my vehicle (issue 15, item 5), server-only entry: the page, the call that sends a request
 * to the nearest dealers (also the trade-in page's "Vraag een inruilvoorstel aan"), and the
 * renderer of its mail for the outbox that src/instrumentation.ts starts.
 */
export { handleOfferRequest, offerResponse, type OfferRouteDeps } from './offer-handler.server';
export { offerMailRenderers, offerOutboxRenderers, OFFER_MAIL } from './offer-outbox.server';
export { SellPage } from './ui/SellPage';
export { sellMetadata } from './ui/metadata';

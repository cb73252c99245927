/**
 * The outbox kinds of the subscription mails and what each row carries: only what cannot be read
 * again at send time. An alert names its listings; their cards are read when the mail is rendered,
 * so a run that queues 90,000 alerts writes a few megabytes, and the mail shows today's price.
 */
export const CONFIRM_MAIL = 'subscription.confirm';
export const ALERT_MAIL = 'subscription.alert';
export const PRICE_DROP_MAIL = 'subscription.priceDrop';

export interface ConfirmPayload {
  subscriptionId: string;
  /** Absolute: made from the host the visitor subscribed on. */
  confirmUrl: string;
}

export interface AlertCardSnapshot {
  listingId: number;
  /** Site path of the detail page. */
  path: string;
  /** Site path of the first photo, or null. */
  photoPath: string | null;
  title: string;
  /** Euro cents, as listings.price. */
  price: number;
  /** Euro cents: the price before a drop in the last 30 days, when there was one. */
  oldPrice: number | null;
  facts: string[];
  dealer: string;
  sold?: boolean;
}

export interface AlertPayload {
  subscriptionId: string;
  /** All new matches; the mail shows the first listings and links to the rest. */
  total: number;
  listingIds: number[];
}

/** What happened to one watched favourite: its price went from → to (euro cents), or it was sold. */
export type PriceNews = { listingId: number; kind: 'drop'; from: number; to: number } | { listingId: number; kind: 'sold' };

export interface PriceDropPayload {
  subscriptionId: string;
  news: PriceNews[];
}

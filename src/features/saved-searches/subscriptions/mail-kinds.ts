/**
 * The outbox kinds of the subscription mails and what each row carries: only what cannot be read
 * again at send time. An alert names its listings; their cards are read when the mail is rendered,
 * so a run that queues 90,000 alerts writes a few megabytes, and the mail shows today's price.
 */
export const CONFIRM_MAIL = 'subscription.confirm';
/** Right after confirming: what now runs, with the manage link and the way out (issue 49 item 5). */
export const CONFIRMED_MAIL = 'subscription.confirmed';
/** A new manage link, asked for on the manage page without a key. */
export const MANAGE_LINK_MAIL = 'subscription.manageLink';
export const ALERT_MAIL = 'subscription.alert';
export const PRICE_DROP_MAIL = 'subscription.priceDrop';

/** A confirmation's, and the confirmed mail's: links are made from SITE_URL when the mail is sent. */
export interface ConfirmPayload {
  subscriptionId: string;
}

export interface ManageLinkPayload {
  addressId: number;
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

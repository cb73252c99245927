/**
 * What is news about a watched favourite since a moment: its price went down, or it was sold.
 * Pure; the price-watch run reads the histories and mails the news.
 */
import type { PricePoint } from '@/lib/vehicle/price-drop';

export interface WatchedListing {
  /** Every price the listing has had, in any order. */
  history: readonly PricePoint[];
  isActive: boolean;
  deactivatedAt: Date | null;
}

export type WatchNews = { kind: 'drop'; from: number; to: number } | { kind: 'sold' } | null;

/** The price in force at `moment`: the last one set at or before it. */
export function priceAt(history: readonly PricePoint[], moment: Date): number | null {
  let found: PricePoint | null = null;
  for (const point of history) {
    if (point.since.getTime() <= moment.getTime() && (!found || point.since.getTime() > found.since.getTime())) found = point;
  }
  return found ? found.price : null;
}

/**
 * News between `since` and `until`. A sale wins over a drop (the mail says it is gone). A drop is
 * measured from the price the watcher last heard of, so a drop and a rise back within one period
 * is no news, and a second drop is mailed from the first one's price.
 */
export function watchNews(listing: WatchedListing, since: Date, until: Date): WatchNews {
  const deactivated = listing.deactivatedAt?.getTime();
  if (!listing.isActive && deactivated !== undefined && deactivated > since.getTime() && deactivated <= until.getTime()) return { kind: 'sold' };
  if (!listing.isActive) return null;
  const before = priceAt(listing.history, since);
  const now = priceAt(listing.history, until);
  if (before === null || now === null || now >= before) return null;
  return { kind: 'drop', from: before, to: now };
}

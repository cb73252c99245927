/**
 * The "Prijs verlaagd" rule, pure so the cards, the detail page and the price-drop mails agree:
 * a listing shows a drop when, at some moment in the last 30 days before its current price, it
 * cost more than it does now. The old price shown is the highest such price; a drop followed by
 * a rise back to the old price shows nothing, and a drop older than 30 days has run out.
 */

/** One row of a listing's price history: the price (same unit as the listing's) from `since` on. */
export interface PricePoint {
  price: number;
  since: Date;
}

export interface PriceDrop {
  /** The highest price of the window, in the unit of the history. */
  oldPrice: number;
  /** When the listing left that old price. */
  droppedAt: Date;
}

export const PRICE_DROP_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** The earliest moment a price must still have been asked at to count as an old price. */
export function priceDropWindowStart(now: Date): Date {
  return new Date(now.getTime() - PRICE_DROP_WINDOW_DAYS * DAY_MS);
}

/**
 * The drop to show for one listing's history (any order; rows after `now` are ignored), or null.
 * The history must reach back to the price asked at the window's start, as `priceDropsFor` reads it.
 */
export function priceDrop(history: readonly PricePoint[], now: Date): PriceDrop | null {
  const points = history.filter((point) => point.since.getTime() <= now.getTime()).sort((a, b) => a.since.getTime() - b.since.getTime());
  const current = points.at(-1);
  if (!current || points.length < 2) return null;
  const start = priceDropWindowStart(now).getTime();
  let best: PriceDrop | null = null;
  for (let i = 0; i < points.length - 1; i++) {
    const point = points[i] as PricePoint;
    const endedAt = (points[i + 1] as PricePoint).since;
    // A price counts while it was asked inside the window, i.e. it ended after the window began.
    if (endedAt.getTime() <= start) continue;
    // Ties go to the later one: the drop is when the listing last left its highest price.
    if (!best || point.price >= best.oldPrice) best = { oldPrice: point.price, droppedAt: endedAt };
  }
  return best && best.oldPrice > current.price ? best : null;
}

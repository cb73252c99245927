import type { HistoricPrice } from '../price-history';
import { createRandom, hashSeed } from '../random';

/**
 * Recent price drops in the demo stock, so the cards' "Prijs verlaagd" has something to show: about
 * one listing in twelve was asked a few percent more until some day of the last four weeks. Drawn
 * from a stream of its own, so adding them changed no other field of any generated listing.
 */
export const PRICE_DROP_SHARE = 0.08;
/** Drops happen between one and this many days ago, well inside the 30 days a drop is shown. */
const LATEST_DROP_DAYS = 28;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The dealer's step for a markdown: € 10 on a cheap bicycle, € 50 on an e-bike, € 250 on a cheap car, € 500 above € 10.000. */
function markdownStep(euros: number): number {
  return euros < 500 ? 10 : euros < 2_000 ? 50 : euros < 10_000 ? 250 : 500;
}

/**
 * The history of a listing whose price was lowered: its earlier, higher price from when it was
 * added, then today's price from the drop on; undefined for the listings without a drop (most of
 * them, and those added too recently for one). Prices in euro cents.
 */
export function demoPriceHistory(seed: number | string, index: number, listing: { price: number; addedAt?: string }, now: Date): HistoricPrice[] | undefined {
  const random = createRandom(hashSeed(seed, 'price-drop', index));
  if (!random.chance(PRICE_DROP_SHARE) || !listing.addedAt) return undefined;
  const added = Date.parse(listing.addedAt);
  // At least a day on sale at the old price, and dropped at least a day ago.
  const earliest = Math.max(added + DAY_MS, now.getTime() - LATEST_DROP_DAYS * DAY_MS);
  const latest = now.getTime() - DAY_MS;
  if (!(earliest < latest)) return undefined;
  const droppedAt = Math.floor((earliest + random.next() * (latest - earliest)) / MINUTE_MS) * MINUTE_MS;
  if (droppedAt <= added) return undefined;
  const euros = listing.price / 100;
  const step = markdownStep(euros);
  const markdown = Math.max(step, Math.round((euros * (0.03 + random.next() * 0.07)) / step) * step);
  return [
    { price: listing.price + markdown * 100, since: new Date(added).toISOString() },
    { price: listing.price, since: new Date(droppedAt).toISOString() },
  ];
}

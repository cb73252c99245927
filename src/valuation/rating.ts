/**
 * The four verdicts of decision 022, on the ratio of the asking price to the expected price.
 * Fixed thresholds rather than ones scaled by each group's spread: a buyer reads "8 % under the
 * market" the same way whatever the model, and the confidence rule already keeps the rating away
 * from groups whose prices scatter too widely to say anything.
 */
import type { PriceRating } from '@/lib/vehicle/enums';

/** Upper bounds of the ratio for each verdict; above the last, the price is high. */
export const RATING_THRESHOLDS = { sharp: 0.9, good: 0.96, fair: 1.05 } as const;

export function ratingFor(dealRatio: number): PriceRating {
  if (dealRatio <= RATING_THRESHOLDS.sharp) return 'sharp';
  if (dealRatio <= RATING_THRESHOLDS.good) return 'good';
  if (dealRatio <= RATING_THRESHOLDS.fair) return 'fair';
  return 'high';
}

/** Asking prices that rate "Eerlijke prijs" for an expected price (what the chart shades). */
export function fairBand(expected: number): { low: number; high: number } {
  return { low: expected * RATING_THRESHOLDS.good, high: expected * RATING_THRESHOLDS.fair };
}

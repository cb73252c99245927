import type { TFunction } from 'i18next';
import { formatDayMonth } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/number';
import type { PriceDrop } from '@/lib/vehicle/price-drop';

/** The detail page's "Prijs verlaagd" beside the price: the old price struck through and the sentence that says it. */
export interface DetailPriceDrop {
  oldPrice: string;
  /** "Prijs verlaagd op 12 november van € 14.950,- naar € 13.950,-": also what a screen reader reads. */
  text: string;
}

/** Null for a sold vehicle and for an old price that is not above the asking price (both in euro cents). */
export function detailPriceDrop(drop: PriceDrop | null, listing: { price: number; isActive: boolean }, t: TFunction): DetailPriceDrop | null {
  if (!drop || !listing.isActive || drop.oldPrice <= listing.price) return null;
  const oldPrice = formatPrice(drop.oldPrice);
  return {
    oldPrice,
    text: t('price.dropped', { date: formatDayMonth(drop.droppedAt), oldPrice, price: formatPrice(listing.price) }),
  };
}

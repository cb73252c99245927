/**
 * Everything a vehicle card shows, as plain strings: the card component only lays it out.
 * `now` is passed in so that the age under 24 months (product §9) is testable.
 */
import { formatPrice } from '@/lib/format/number';
import { vehicleAge } from '@/lib/format/date';
import type { ListItem } from '@/features/search';
import { cardRatingTip, type RatingTip } from '@/features/price-rating';
import { specSummary } from './spec-summary';
import type { Translate } from '@/lib/i18n/translate';
import type { PriceDrop } from '@/lib/vehicle/price-drop';
import { warrantyTags } from './warranty-tags';

export interface CardModel {
  id: number;
  /** The list item itself: the favourite and compare controls hand parts of it to their islands. */
  item: ListItem;
  title: string;
  href: string;
  imageUrl: string | null;
  photoCount: string | null;
  price: string;
  vatNote: string;
  /** "Prijs verlaagd" with the old price, struck through beside the price; null without a recent drop. */
  priceDrop: CardPriceDrop | null;
  /** The market-price rating beside the price with what it means (decision 022); null when unrated. */
  priceRating: RatingTip | null;
  summary: string[];
  /** "8 maanden oud" for vehicles under 24 months; null otherwise. */
  age: string | null;
  tags: { key: string; label: string }[];
  nap: boolean;
  city: string;
  distance: string | null;
}

export interface CardPriceDrop {
  label: string;
  /** The old price as shown, struck through. */
  oldPrice: string;
  /** What a screen reader says instead of the struck-through price: "was € 14.950,-". */
  was: string;
}

/** `priceDrop` is the listing's drop as the page read it for all its cards (inventory's priceDropsFor). */
export function cardModel(item: ListItem, t: Translate, now: Date, priceDrop: PriceDrop | null = null): CardModel {
  const age = vehicleAge(item.vehicle.year, item.vehicle.month, now);
  return {
    id: item.id,
    item,
    title: item.title,
    href: item.detailUrl,
    imageUrl: item.imageUrl,
    photoCount: item.photoCount > 1 ? t('card.photoCount', { count: item.photoCount }) : null,
    price: formatPrice(Math.round(item.price * 100)),
    vatNote: t(item.priceExcludesVat ? 'common:vat.excluded' : 'common:vat.included'),
    priceDrop: cardPriceDrop(item, priceDrop, t),
    priceRating: cardRating(item, t),
    summary: specSummary(item.mobilityType, item.vehicle, t),
    age: age.unit === 'months' ? t('card.ageMonths', { count: age.value }) : null,
    tags: warrantyTags(item.mobilityType, item.warrantyTypes, item.certainties).map((tag) => ({
      key: tag.value,
      label: t(tag.kind === 'warranty' ? `vehicle:warrantyType.${tag.value}` : `vehicle:maintenanceTag.${tag.value}`),
    })),
    nap: item.hasNapWeblabel,
    city: item.company.city,
    distance: item.distanceKm === null ? null : t('card.distance', { distance: Math.round(item.distanceKm) }),
  };
}

/** The card's "Prijs verlaagd": also for the detail page's smaller cards of similar vehicles. */
export function cardPriceDrop(item: ListItem, drop: PriceDrop | null, t: Translate): CardPriceDrop | null {
  // A sold vehicle has no price to lower. The list item may come from the search cache and the drop
  // from the database a moment later; an old price that is not above the price shown would only confuse.
  if (!drop || !item.isActive || drop.oldPrice <= Math.round(item.price * 100)) return null;
  const oldPrice = formatPrice(drop.oldPrice);
  return { label: t('vehicle:priceDrop.label'), oldPrice, was: t('vehicle:priceDrop.was', { price: oldPrice }) };
}

/** The rating on a card; a sold vehicle's price is no longer an offer to judge. */
export function cardRating(item: ListItem, t: Translate): RatingTip | null {
  return item.priceRating && item.isActive ? cardRatingTip(item.priceRating, item.mobilityType, t) : null;
}

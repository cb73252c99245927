/**
 * What the market-price rating says in words (decision 022): the badge's label and the tooltip's
 * explanation, generic on a card and with the real numbers on the detail page, and the chart's
 * caption. Pure: the pages pass a translator, tests pass one over the real locale files.
 */
import { formatInteger } from '@/lib/format/number';
import type { Translate } from '@/lib/i18n/translate';
import { boundedMemo } from '@/lib/memo/bounded-memo';
import { MOBILITY_TYPES, PRICE_RATINGS, type MobilityType, type PriceRating } from '@/lib/vehicle/enums';
import { RATING_THRESHOLDS, type PriceVerdict, type ValuationLevel } from '@/valuation';

/** The badge and its tooltip, as the shared InfoTip takes them. */
export interface RatingTip {
  rating: PriceRating;
  label: string;
  explanation: string;
  moreLabel: string;
  closeLabel: string;
}

/** The vehicle the estimate is about, as the captions name its group. */
export interface RatedVehicle {
  mobilityType: MobilityType;
  brand: string;
  model: string;
  bodyType: string;
}

const percent = (fraction: number) => formatInteger(Math.round(fraction * 100));

/** The thresholds as the copy states them: "10 % or more under", "4 to 10 % under", "more than 5 % over". */
const BOUNDS = {
  sharp: percent(1 - RATING_THRESHOLDS.sharp),
  good: percent(1 - RATING_THRESHOLDS.good),
  high: percent(RATING_THRESHOLDS.fair - 1),
};

export function ratingLabel(rating: PriceRating, t: Translate): string {
  return t(`vehicle:priceRating.${rating}`);
}

function tip(rating: PriceRating, explanation: string, t: Translate): RatingTip {
  const label = ratingLabel(rating, t);
  return { rating, label, explanation, moreLabel: t('price-rating:tooltip.more', { label }), closeLabel: t('price-rating:tooltip.close') };
}

/**
 * A card's badge: what the rating means in general, for the kind of vehicle on the card. The same
 * object for the same rating, type and translator, so a page of cards sends each tip once (InfoTip).
 */
export function cardRatingTip(rating: PriceRating, mobilityType: MobilityType, t: Translate): RatingTip {
  let tips = CARD_TIPS.get(t);
  if (!tips) {
    // Four ratings times four vehicle types: the memory never fills.
    tips = boundedMemo(PRICE_RATINGS.length * MOBILITY_TYPES.length, (key) => {
      const [keyRating, keyType] = key.split(':') as [PriceRating, MobilityType];
      return newCardRatingTip(keyRating, keyType, t);
    });
    CARD_TIPS.set(t, tips);
  }
  return tips(`${rating}:${mobilityType}`);
}

const CARD_TIPS = new WeakMap<Translate, (key: string) => RatingTip>();

function newCardRatingTip(rating: PriceRating, mobilityType: MobilityType, t: Translate): RatingTip {
  const noun = t(`price-rating:noun.${mobilityType}`);
  const range = { sharp: { percent: BOUNDS.sharp }, good: { from: BOUNDS.good, to: BOUNDS.sharp }, fair: { below: BOUNDS.good, above: BOUNDS.high }, high: { percent: BOUNDS.high } }[rating];
  const explanation = `${t(`price-rating:card.${rating}`, { noun, ...range })} ${t('price-rating:card.basis', { noun })}`;
  return tip(rating, explanation, t);
}

/** "hatchbacks", "naked bikes": the segment (body type) the estimate fell back to, in the plural. */
export function segmentNoun(vehicle: RatedVehicle, t: Translate): string {
  return t(`price-rating:segment.${vehicle.bodyType}`, { defaultValue: t(`price-rating:noun.${vehicle.mobilityType}`) });
}

function groupOptions(level: ValuationLevel, count: number, vehicle: RatedVehicle, t: Translate) {
  return {
    count: formatInteger(count),
    noun: t(`price-rating:noun.${vehicle.mobilityType}`),
    brand: vehicle.brand,
    model: vehicle.model,
    segment: level === 'model' ? '' : segmentNoun(vehicle, t),
  };
}

/** The detail page's badge: how far this price is from the market, and what it was compared with. */
export function verdictTip(verdict: PriceVerdict, vehicle: RatedVehicle, t: Translate): RatingTip {
  const { level, comparables } = verdict.value;
  const options = groupOptions(level, comparables, vehicle, t);
  const off = Math.round((verdict.dealRatio - 1) * 100);
  const position = off === 0 ? t('price-rating:detail.level', options) : t(`price-rating:detail.${off < 0 ? 'below' : 'above'}`, { ...options, percent: formatInteger(Math.abs(off)) });
  return tip(verdict.rating, `${position} ${t(`price-rating:detail.basis.${level}`, options)}`, t);
}

/** "Op basis van 46 vergelijkbare Volkswagen Golf." (or "… hatchbacks van Volkswagen.", "… hatchbacks."). */
export function comparablesCaption(level: ValuationLevel, count: number, vehicle: RatedVehicle, t: Translate): string {
  return t(`price-rating:chart.caption.${level}`, groupOptions(level, count, vehicle, t));
}

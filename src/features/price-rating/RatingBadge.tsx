import { InfoTip, type InfoTipClasses } from '@/lib/tooltip/InfoTip';
import { boundedMemo } from '@/lib/memo/bounded-memo';
import { PRICE_RATINGS, type PriceRating } from '@/lib/vehicle/enums';
import type { RatingTip } from './rating-copy';
import styles from './rating-badge.module.css';

/**
 * "Goede prijs" with its explanation in the shared tooltip (product §4), coloured by the rating.
 * On a result card the explanation opens above the badge across the card's width, since the card
 * clips whatever leaves it; elsewhere it opens below, like the certainty tags. `compact` is the
 * small badge of a card that does not clip (the detail page's similar vehicles).
 */
export function RatingBadge({ tip, variant }: { tip: RatingTip; variant: Variant }) {
  return <InfoTip text={tip} classes={badgeClasses(`${variant}:${tip.rating}`)} />;
}

type Variant = 'card' | 'compact' | 'detail';

/** One classes object per variant and rating, so a page of cards sends each once (see InfoTip). */
const badgeClasses = boundedMemo(3 * PRICE_RATINGS.length, (key): InfoTipClasses => {
  const [variant, rating] = key.split(':') as [Variant, PriceRating];
  return {
    root: variant === 'card' ? styles.cardRoot : undefined,
    trigger: `${styles.badge} ${styles[rating]} ${variant === 'detail' ? '' : styles.cardBadge}`,
    bubble: variant === 'card' ? styles.cardBubble : undefined,
  };
});

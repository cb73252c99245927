import { InfoTip } from '@/lib/tooltip/InfoTip';
import type { RatingTip } from './rating-copy';
import styles from './rating-badge.module.css';

/**
 * "Goede prijs" with its explanation in the shared tooltip (product §4), coloured by the rating.
 * On a result card the explanation opens above the badge across the card's width, since the card
 * clips whatever leaves it; elsewhere it opens below, like the certainty tags. `compact` is the
 * small badge of a card that does not clip (the detail page's similar vehicles).
 */
export function RatingBadge({ tip, variant }: { tip: RatingTip; variant: 'card' | 'compact' | 'detail' }) {
  return (
    <InfoTip
      label={tip.label}
      explanation={tip.explanation}
      moreLabel={tip.moreLabel}
      closeLabel={tip.closeLabel}
      classes={{
        root: variant === 'card' ? styles.cardRoot : undefined,
        trigger: `${styles.badge} ${styles[tip.rating]} ${variant === 'detail' ? '' : styles.cardBadge}`,
        bubble: variant === 'card' ? styles.cardBubble : undefined,
      }}
    />
  );
}

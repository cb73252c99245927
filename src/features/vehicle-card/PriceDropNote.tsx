import type { CardPriceDrop } from './card-model';
import styles from './vehicle-card.module.css';

/** "Prijs verlaagd" and the old price struck through, under a card's price. */
export function PriceDropNote({ drop, className }: { drop: CardPriceDrop; className?: string }) {
  return (
    <p className={`${styles.priceDrop} ${className ?? ''}`}>
      <span className={styles.dropLabel}>{drop.label}</span>{' '}
      {/* A struck-through figure is read out as a plain price; the hidden text says it was the old one. */}
      <s className="tabular" aria-hidden="true">
        {drop.oldPrice}
      </s>
      <span className="visually-hidden">{drop.was}</span>
    </p>
  );
}

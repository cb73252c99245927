import type { CardModel } from './card-model';
import { VehicleCard, type CardCopy } from './VehicleCard';
import styles from './vehicle-card.module.css';

/** The widest first row (three cards next to the filters on desktop) loads eagerly; the rest lazily. */
export const EAGER_CARDS = 3;

export function ResultsGrid({ cards, copy, label }: { cards: readonly CardModel[]; copy: CardCopy; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <VehicleCard card={card} copy={copy} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

import type { ListItem } from '@/features/search';
import type { Translate } from '@/lib/i18n/translate';
import { cardCopy } from './card-copy';
import { cardModel } from './card-model';
import { CARD_GRID_CLASS, VehicleCard } from './VehicleCard';

export interface CardGridProps {
  items: readonly ListItem[];
  /** The `search` namespace's translator. */
  t: Translate;
  now: Date;
  /** The page's own class beside the grid's (its margins). */
  className: string | undefined;
  /** Loads the first card's photo at once (the grid is high on the page). */
  eagerFirst: boolean;
}

/** A few vehicles as plain cards with no actions, under an h2 of their section (choice helper, bike lease). */
export function CardGrid({ items, t, now, className, eagerFirst }: CardGridProps) {
  const copy = cardCopy(t);
  return (
    <ul className={`${CARD_GRID_CLASS} ${className}`}>
      {items.map((item, index) => (
        <li key={item.id}>
          <VehicleCard card={cardModel(item, t, now)} copy={copy} actions={null} eager={eagerFirst && index === 0} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

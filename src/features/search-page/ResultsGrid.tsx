import { CARD_GRID_CLASS, type CardCopy, type CardModel, VehicleCard } from '@/features/vehicle-card';
import { CardActions, type CardFavourites } from '@/features/favourites/server';

/** The widest first row (three cards next to the filters on desktop) loads eagerly; the rest lazily. */
export const EAGER_CARDS = 3;

/** Cards are h2 under the page's h1 (the filter panel's h2 is hidden on a phone), h3 under an h2 heading. */
export function ResultsGrid({
  cards,
  copy,
  favourites,
  label,
  headingLevel,
}: {
  cards: readonly CardModel[];
  copy: CardCopy;
  favourites: CardFavourites;
  label: string;
  headingLevel: 2 | 3;
}) {
  return (
    <ul className={CARD_GRID_CLASS} aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <VehicleCard
            card={card}
            copy={copy}
            actions={<CardActions card={card} favourites={favourites} favouriteLabel={copy.favourite(card.title)} compareLabel={copy.compare(card.title)} />}
            eager={index < EAGER_CARDS}
            priority={index === 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

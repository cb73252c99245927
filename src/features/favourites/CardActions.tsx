import { CompareToggle } from '@/features/compare/server';
import { CARD_ACTION_CLASS, type CardModel } from '@/features/vehicle-card';
import { FavouriteButton } from './FavouriteButton';
import { favouriteListItem } from './vehicle-shape';

/** The favourites cookie as the request carried it, read once by the page rather than by each card. */
export interface CardFavourites {
  cookieName: string;
  ids: readonly number[];
}

/**
 * A card's favourite and compare buttons: small client islands whose icons are drawn by the
 * card's stylesheet. The pages hand them to VehicleCard, which knows no feature.
 */
export function CardActions({ card, favourites, favouriteLabel, compareLabel }: { card: CardModel; favourites: CardFavourites; favouriteLabel: string; compareLabel: string }) {
  return (
    <>
      <FavouriteButton
        id={card.id}
        cookieName={favourites.cookieName}
        initialPressed={favourites.ids.includes(card.id)}
        vehicle={favouriteListItem(card.item)}
        className={CARD_ACTION_CLASS}
        label={favouriteLabel}
      />
      <CompareToggle id={card.id} title={card.title} href={card.item.detailUrl} price={card.price} imageUrl={card.imageUrl} className={CARD_ACTION_CLASS} label={compareLabel} />
    </>
  );
}

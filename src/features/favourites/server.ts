import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { publicConfig } from '@/lib/config/site';
import { parseFavourites } from '@/lib/cookies/favourites';

/** The visitor's favourites as the request carried them, read once per request. */
export const readFavouriteIds = cache(async (): Promise<number[]> => {
  const cookieStore = await cookies();
  return parseFavourites(cookieStore.get(publicConfig().cookies.favourites)?.value);
});

export function favouritesCookieName(): string {
  return publicConfig().cookies.favourites;
}
export { CardActions, type CardFavourites } from './CardActions';
export { DetailActions } from './DetailActions';

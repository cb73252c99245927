/**
 * Favourites in the browser: read and write the cookie, tell the page. The header count and
 * analytics listen to `favorites-changed` on window; this module sends no analytics itself.
 */
import { favouritesCookie, parseFavourites } from '@/lib/cookies/favourites';
import { readCookie } from '@/lib/cookies/read-cookie';
import { toggleFavourite } from './cookie';
import { assertFavouriteVehicle } from './vehicle-shape';

/** Same name the shell's header count listens to (features do not import each other). */
export const FAVORITES_CHANGED_EVENT = 'favorites-changed';

export interface FavouritesChangedDetail {
  id: number;
  added: boolean;
  /** The list item or detail model when the caller had it (product §4). */
  vehicle: unknown;
}

export function readFavourites(cookieName: string): number[] {
  return parseFavourites(readCookie(document.cookie, cookieName));
}

/** Flips one vehicle; a vehicle object of the wrong shape throws before anything changes (product §8). */
export function toggleFavouriteInBrowser(cookieName: string, id: number, vehicle?: unknown): boolean {
  if (vehicle !== undefined) assertFavouriteVehicle(vehicle);
  const { ids, added } = toggleFavourite(readFavourites(cookieName), id);
  write(cookieName, ids, { id, added, vehicle });
  return added;
}

/** Removes one vehicle (the remove button: removing twice must never add it back). */
export function removeFavouriteInBrowser(cookieName: string, id: number, vehicle?: unknown): void {
  if (vehicle !== undefined) assertFavouriteVehicle(vehicle);
  const current = readFavourites(cookieName);
  if (!current.includes(id)) return;
  write(
    cookieName,
    current.filter((other) => other !== id),
    { id, added: false, vehicle },
  );
}

function write(cookieName: string, ids: readonly number[], detail: FavouritesChangedDetail): void {
  document.cookie = favouritesCookie(cookieName, ids, { secure: location.protocol === 'https:' });
  window.dispatchEvent(new CustomEvent(FAVORITES_CHANGED_EVENT, { detail }));
}

/** Re-read on our own toggles, on returning to the tab (another tab may have changed the cookie). */
export function subscribeFavourites(onChange: () => void): () => void {
  window.addEventListener(FAVORITES_CHANGED_EVENT, onChange);
  window.addEventListener('focus', onChange);
  window.addEventListener('pageshow', onChange);
  return () => {
    window.removeEventListener(FAVORITES_CHANGED_EVENT, onChange);
    window.removeEventListener('focus', onChange);
    window.removeEventListener('pageshow', onChange);
  };
}

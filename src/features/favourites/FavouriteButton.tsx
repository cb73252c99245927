'use client';

import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { readFavourites, subscribeFavourites, toggleFavouriteInBrowser } from './browser';
import type { FavouriteVehicle } from './vehicle-shape';

interface Props {
  id: number;
  cookieName: string;
  /** What the server read from the cookie, so the first render already shows the filled heart. */
  initialPressed: boolean;
  vehicle: FavouriteVehicle;
  label: string;
  className?: string;
  /** The icon; cards leave it out and draw it from their stylesheet. */
  children?: ReactNode;
}

/** The heart: a toggle button (aria-pressed) over the favourites cookie. */
export function FavouriteButton({ id, cookieName, initialPressed, vehicle, label, className, children }: Props) {
  const read = useCallback(() => readFavourites(cookieName).includes(id), [cookieName, id]);
  const pressed = useSyncExternalStore(subscribeFavourites, read, () => initialPressed);
  return (
    <button
      type="button"
      className={className}
      data-vehicle-id={id}
      data-action="favourite"
      aria-pressed={pressed}
      aria-label={label}
      onClick={() => toggleFavouriteInBrowser(cookieName, id, vehicle)}
    >
      {children}
    </button>
  );
}

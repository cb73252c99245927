'use client';

import { useCallback, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { EARLY_CLICK_PROPS } from '@/lib/dom/early-clicks-script';
import { useEarlyClicks } from '@/lib/dom/use-early-clicks';
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

/** The heart: a toggle button (aria-pressed) over the favourites cookie. Taps before hydration are replayed (issue 18). */
export function FavouriteButton({ id, cookieName, initialPressed, vehicle, label, className, children }: Props) {
  const read = useCallback(() => readFavourites(cookieName).includes(id), [cookieName, id]);
  const pressed = useSyncExternalStore(subscribeFavourites, read, () => initialPressed);
  const ref = useRef<HTMLButtonElement>(null);
  useEarlyClicks(ref);
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      data-vehicle-id={id}
      data-action="favourite"
      {...EARLY_CLICK_PROPS}
      aria-pressed={pressed}
      aria-label={label}
      onClick={(event) => {
        // Handled: the early-tap recorder must not replay this one.
        event.preventDefault();
        toggleFavouriteInBrowser(cookieName, id, vehicle);
      }}
    >
      {children}
    </button>
  );
}

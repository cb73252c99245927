'use client';

import { useState } from 'react';
import { removeFavouriteInBrowser } from './browser';
import type { FavouriteVehicle } from './vehicle-shape';
import styles from './favourites.module.css';

export const REMOVE_FAVOURITE_ACTION = '/favorieten/verwijderen';

/**
 * A real form: without JavaScript it posts to the remove route, which rewrites the cookie and
 * sends the visitor back. With JavaScript the cookie changes here and the page refreshes itself.
 */
export function RemoveFavourite({ id, cookieName, vehicle, text, label }: { id: number; cookieName: string; vehicle: FavouriteVehicle | undefined; text: string; label: string }) {
  const [pending, setPending] = useState(false);
  return (
    <form
      method="post"
      action={REMOVE_FAVOURITE_ACTION}
      className={styles.removeForm}
      onSubmit={(event) => {
        event.preventDefault();
        setPending(true);
        removeFavouriteInBrowser(cookieName, id, vehicle);
      }}
    >
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={styles.remove} aria-label={label} data-pending={pending || undefined} disabled={pending}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {text}
      </button>
    </form>
  );
}

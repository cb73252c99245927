'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { countFavourites } from '@/lib/cookies/favourites';
import { readCookie } from '@/lib/cookies/read-cookie';

/**
 * The event the favourites feature dispatches on window after it wrote the cookie:
 * `window.dispatchEvent(new Event('favorites-changed'))`.
 */
export const FAVORITES_CHANGED_EVENT = 'favorites-changed';

interface CookieChangeTarget {
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

function cookieStoreOf(win: Window): CookieChangeTarget | undefined {
  return 'cookieStore' in win ? (win.cookieStore as CookieChangeTarget) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const cookieStore = cookieStoreOf(window);
  window.addEventListener(FAVORITES_CHANGED_EVENT, onChange);
  // Another tab may have changed the cookie: Cookie Store events where supported, else on return.
  cookieStore?.addEventListener('change', onChange);
  window.addEventListener('focus', onChange);
  window.addEventListener('pageshow', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener(FAVORITES_CHANGED_EVENT, onChange);
    cookieStore?.removeEventListener('change', onChange);
    window.removeEventListener('focus', onChange);
    window.removeEventListener('pageshow', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/** The number of favourites: the server's count on the first render, then live from the cookie. */
export function useFavouritesCount(cookieName: string, serverCount: number): number {
  const read = useCallback(() => countFavourites(readCookie(document.cookie, cookieName)), [cookieName]);
  return useSyncExternalStore(subscribe, read, () => serverCount);
}

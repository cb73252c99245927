'use client';

/** The hook a marked button calls (early-clicks-script.ts): it says it is live and gets the taps it missed. */
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { HYDRATED_ATTRIBUTE } from './early-clicks-script';
import { scheduleEarlyClickReplay } from './early-clicks';

/**
 * For a button marked with EARLY_CLICK_PROPS: marks it live once hydrated and replays the taps
 * recorded on it before. Its click handler must call preventDefault (harmless on a type="button"),
 * which tells the replay that React handled that tap itself.
 */
export function useEarlyClicks(ref: RefObject<HTMLElement | null>): void {
  // As soon as React handles its taps, so the recorder stops keeping them.
  useLayoutEffect(() => {
    ref.current?.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [ref]);
  // The replay waits for the page's listeners, which mount in effects of the same commit: a
  // consent answer must reach the analytics island, a removed favourite the page that refreshes.
  useEffect(() => {
    scheduleEarlyClickReplay();
  }, []);
}

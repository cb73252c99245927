'use client';

/** The buttons' half of the early-tap recorder (early-clicks-script.ts): replaying what it recorded. */
import { useLayoutEffect, type RefObject } from 'react';
import { HYDRATED_ATTRIBUTE, type EarlyClick } from './early-clicks-script';

let scheduled = false;

/**
 * Replays what was recorded, after the current event (if any) has finished: a tap React could
 * still hydrate for and handle itself was marked handled (preventDefault) by the button by then.
 */
function scheduleReplay(): void {
  if (scheduled || !window.__earlyClicks?.length) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    const queue = window.__earlyClicks ?? [];
    const waiting: EarlyClick[] = [];
    for (const entry of queue.splice(0)) {
      if (entry.event.defaultPrevented || !entry.target.isConnected) continue;
      if (entry.target.hasAttribute(HYDRATED_ATTRIBUTE)) entry.target.click();
      else waiting.push(entry);
    }
    queue.push(...waiting);
  }, 0);
}

/** For a marked button: says it is live now and replays the taps it missed. Its click handler must call preventDefault. */
export function useEarlyClicks(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    ref.current?.setAttribute(HYDRATED_ATTRIBUTE, '');
    scheduleReplay();
  }, [ref]);
}

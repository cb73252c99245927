/**
 * The controls' half of the early-tap recorder (early-clicks-script.ts): replaying or taking what it
 * recorded. No React here; use-early-clicks.ts is the hook a button calls.
 */
import { HYDRATED_ATTRIBUTE, type EarlyClick } from './early-clicks-script';

/**
 * For a live listener that cannot call preventDefault because the tap must keep its default (a
 * link that opens a share window): says this tap was dealt with, so the queue forgets it. Marked
 * elements that never hydrate themselves (plain links) are recorded on every tap; this also keeps
 * the queue from growing.
 */
export function markClickHandled(event: Event): void {
  const queue = window.__earlyClicks;
  const index = queue?.findIndex((entry) => entry.event === event) ?? -1;
  if (index >= 0) queue?.splice(index, 1);
}

let scheduled = false;

/**
 * Replays the taps recorded on marked buttons that are live now, after the current event (if any)
 * has finished: a tap React could still hydrate for and handle itself was marked handled
 * (preventDefault) by the button by then. Taps on controls that have not hydrated yet wait, and
 * so do taps on marked links (takeEarlyClicks hands those to their listener).
 */
export function scheduleEarlyClickReplay(): void {
  if (scheduled || !window.__earlyClicks?.length) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    const queue = window.__earlyClicks ?? [];
    const waiting: EarlyClick[] = [];
    for (const entry of queue.splice(0)) {
      if (!entry.target.isConnected) continue;
      // Not live yet, or not a button at all (a link whose listener takes its taps): left alone.
      if (!entry.target.hasAttribute(HYDRATED_ATTRIBUTE)) waiting.push(entry);
      else if (entry.held || !entry.event.defaultPrevented) entry.target.click();
    }
    queue.push(...waiting);
  }, 0);
}

/**
 * For a document listener that mounts late (the analytics island's share links): removes from the
 * queue the taps on elements `matches` accepts and hands them over, oldest first. These are not
 * replayed as clicks: the link already did what a link does; only the listener's part was missed.
 * Call it after the current event has finished (a timeout): a tap the listener saw itself was
 * marked handled by then.
 */
export function takeEarlyClicks(matches: (target: HTMLElement) => boolean): EarlyClick[] {
  const queue = typeof window === 'undefined' ? undefined : window.__earlyClicks;
  if (!queue?.length) return [];
  const taken: EarlyClick[] = [];
  const kept: EarlyClick[] = [];
  for (const entry of queue.splice(0)) (matches(entry.target) ? taken : kept).push(entry);
  queue.push(...kept);
  return taken;
}

/** Whether a tap was recorded on a marked control inside `element` that has not been replayed yet (HydrateOnIntent.tsx). */
export function hasEarlyClicksWithin(element: Element): boolean {
  return window.__earlyClicks?.some((entry) => element.contains(entry.target)) ?? false;
}

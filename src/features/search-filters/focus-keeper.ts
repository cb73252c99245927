/**
 * Keeps the keyboard's place across a search navigation (issue 18). A new filter path is a new
 * page to the router, so the page's tree (the panel included) is rendered anew and the focused
 * control is replaced by its twin, or is gone (a removed chip, an order or page link): without
 * this the focus drops to <body> and a keyboard user starts over at the top. The place is
 * remembered by what identifies it in the new page.
 */
import { announce } from '@/lib/dom/announce';

/** How long a remembered place waits for its page (a navigation slower than this lost its moment). */
const KEEP_MS = 15_000;

/** The results heading: it says the new count ("1.234 Volkswagen occasions"). Focusable by script only. */
export const RESULTS_HEADING_SELECTOR = '#search-heading';

/** Where a search link sits (data-focus-zone on its container in the search page). */
export type FocusZone = 'chips' | 'sort' | 'pages';

export interface Place {
  /** Tried in order on the new page; the first visible match gets the focus. */
  selectors: readonly string[];
  /** Read out in the live region once the focus is placed (when the place itself does not say it). */
  announceFrom: string | null;
  /** Brings the place into view: after a page change the visitor was at the bottom of the old list. */
  scroll: boolean;
}

/**
 * Where the keyboard goes after a search link in `zone` was followed. `chipIndex`: the removed
 * chip's position among the chips, or null for "Wis alle filters". A removed chip's place goes to
 * the chip that moved into it (the next one), else the one before it, else the results heading;
 * a new order or page goes to the heading, which names the new count.
 */
export function placeAfterLink(zone: FocusZone, chipIndex: number | null): Place {
  if (zone === 'chips' && chipIndex !== null) {
    return {
      selectors: [`[data-focus-zone="chips"] li:nth-child(${chipIndex + 1}) a`, '[data-focus-zone="chips"] li:last-child a', RESULTS_HEADING_SELECTOR],
      announceFrom: RESULTS_HEADING_SELECTOR,
      scroll: false,
    };
  }
  return { selectors: [RESULTS_HEADING_SELECTOR], announceFrom: null, scroll: zone === 'pages' };
}

let kept: (Place & { from: Element | null; until: number }) | null = null;

function selectorOf(element: Element | null): string | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  if (element.id) return `#${CSS.escape(element.id)}`;
  const name = element.getAttribute('name');
  if (name && element instanceof HTMLInputElement) return `input[name="${CSS.escape(name)}"][value="${CSS.escape(element.value)}"]`;
  return null;
}

/** Remembers the focused control before a navigation (a filter change: its twin is on the new page). */
export function keepFocus(now = Date.now()): void {
  const from = document.activeElement;
  const selector = selectorOf(from);
  kept = selector ? { selectors: [selector], announceFrom: null, scroll: false, from, until: now + KEEP_MS } : null;
}

/** Remembers where the keyboard goes after a navigation whose control will be gone (placeAfterLink). */
export function keepPlace(place: Place, now = Date.now()): void {
  kept = { ...place, from: document.activeElement, until: now + KEEP_MS };
}

/**
 * Puts the focus on the remembered place in the new page, unless the visitor has moved it since
 * (anywhere but <body> or the control they left from).
 */
export function restoreFocus(now = Date.now()): void {
  const place = kept;
  if (!place) return;
  if (now > place.until) {
    kept = null;
    return;
  }
  const active = document.activeElement;
  if (active && active !== document.body && active !== place.from) return;
  for (const selector of place.selectors) {
    const target = [...document.querySelectorAll<HTMLElement>(selector)].find((element) => element !== place.from && element.getClientRects().length > 0);
    if (!target) continue;
    kept = null;
    target.focus({ preventScroll: !place.scroll });
    if (place.scroll) target.scrollIntoView({ block: 'start' });
    const news = place.announceFrom ? document.querySelector(place.announceFrom)?.textContent?.trim() : null;
    if (news) announce(news);
    return;
  }
}

/**
 * Keeps the keyboard's place across a filter change (issue 18). A new filter path is a new
 * page to the router, so the page's tree (the panel included) is rendered anew and the focused
 * control is replaced by its twin: without this the focus drops to <body> and a keyboard user
 * starts over at the top. The control is remembered by what identifies it in the new page too.
 */

/** How long a remembered place waits for its page (a navigation slower than this lost its moment). */
const KEEP_MS = 15_000;

let kept: { selector: string; until: number } | null = null;

function selectorOf(element: Element | null): string | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  if (element.id) return `#${CSS.escape(element.id)}`;
  const name = element.getAttribute('name');
  if (name && element instanceof HTMLInputElement) return `input[name="${CSS.escape(name)}"][value="${CSS.escape(element.value)}"]`;
  return null;
}

/** Remembers the focused control before a navigation. */
export function keepFocus(now = Date.now()): void {
  const selector = selectorOf(document.activeElement);
  kept = selector ? { selector, until: now + KEEP_MS } : null;
}

/** Puts the focus back on the remembered control in the new page, unless the visitor has moved it since. */
export function restoreFocus(now = Date.now()): void {
  const place = kept;
  if (!place) return;
  if (now > place.until) {
    kept = null;
    return;
  }
  const active = document.activeElement;
  if (active && active !== document.body) return;
  const target = [...document.querySelectorAll<HTMLElement>(place.selector)].find((element) => element.getClientRects().length > 0);
  if (!target) return;
  kept = null;
  target.focus({ preventScroll: true });
}

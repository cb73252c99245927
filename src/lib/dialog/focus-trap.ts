/**
 * Tab kept inside a modal. A native modal <dialog> makes the page behind it inert, but Tab from its
 * last control still leaves for the browser's own toolbar; the dialog pattern (WAI-ARIA APG) wraps
 * instead: Tab on the last control goes to the first, Shift+Tab on the first to the last.
 */
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where Tab must go instead of where the browser would send it, or null to let the browser move on. */
export function wrapTarget(index: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null;
  // Focus on the dialog itself (or nowhere in it): start at the near end.
  if (index < 0) return backwards ? count - 1 : 0;
  if (backwards && index === 0) return count - 1;
  if (!backwards && index === count - 1) return 0;
  return null;
}

/** A keydown handler's body: call it with the dialog element on every key. */
export function keepTabInside(event: { key: string; shiftKey: boolean; preventDefault(): void }, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const focusable = [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.getClientRects().length > 0);
  const active = container.ownerDocument.activeElement;
  const target = wrapTarget(focusable.findIndex((element) => element === active), focusable.length, event.shiftKey);
  if (target === null) return;
  event.preventDefault();
  focusable[target]?.focus();
}

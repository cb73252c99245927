import { isDetailPage } from './route-kind';

/**
 * Product §2: the scroll position per path is remembered and restored on back/forward navigation,
 * except on detail pages and on shallow navigation (same path, only the query changed).
 */
export const SCROLL_KEY_PREFIX = 'shell:scroll:';

export function scrollKey(pathname: string): string {
  return `${SCROLL_KEY_PREFIX}${pathname}`;
}

/**
 * Where to scroll after a back/forward navigation from `from` to `to` (from is null for a page
 * that was loaded by a reload or a browser back/forward from another site): the stored position,
 * the top of a detail page, or null to leave the position alone (shallow navigation).
 */
export function restoreTarget(from: string | null, to: string, stored: number | null): number | null {
  if (from === to) return null;
  if (isDetailPage(to)) return from === null ? null : 0;
  return stored ?? (from === null ? null : 0);
}

/** A stored position, or null when there is none or it is not a sane number. */
export function parseStoredScroll(raw: string | null): number | null {
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
}

/** Product §2: "a history entry marked manual causes a reload on back navigation". */
export function isManualHistoryEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'manual' in state && state.manual === true;
}

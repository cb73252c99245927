'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { navigationTarget } from './navigation-target';
import { isManualHistoryEntry, parseStoredScroll, restoreTarget, scrollKey } from './scroll-memory';

// Streamed content can arrive after the route commits: retry until the page is tall enough.
const RESTORE_ATTEMPTS = 40;
const RESTORE_INTERVAL_MS = 50;
const SAVE_THROTTLE_MS = 150;
// A navigation that never commits (an error, a cancelled click) must not stop saving for good.
const UNFREEZE_AFTER_MS = 10_000;

function store(pathname: string, y: number): void {
  try {
    sessionStorage.setItem(scrollKey(pathname), String(Math.round(y)));
  } catch {
    // Storage may be full or blocked; restoring is a nicety, never a failure.
  }
}

function stored(pathname: string): number | null {
  try {
    return parseStoredScroll(sessionStorage.getItem(scrollKey(pathname)));
  } catch {
    return null;
  }
}

function loadedByHistory(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return entry instanceof PerformanceNavigationTiming && (entry.type === 'back_forward' || entry.type === 'reload');
}

/**
 * Product §2: remembers the scroll position per path (sessionStorage) and restores it on
 * back/forward navigation, except on detail pages (they open at the top) and shallow navigation
 * (same path, only the query changed: left alone). The browser's own restoration is switched off
 * so these rules hold even when a page streams in after the traversal. A history entry whose
 * state says `manual: true` is reloaded in full when the visitor goes back to it.
 */
export function ScrollRestoration() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  const traversing = useRef(false);
  // While a navigation is under way the scroll position belongs to neither page.
  const frozen = useRef(false);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    let unsaved: { pathname: string; y: number } | null = null;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let unfreeze: ReturnType<typeof setTimeout> | undefined;
    // Positions are captured with the path they were seen on, so a late write never lands on the next page.
    const flush = () => {
      clearTimeout(pending);
      pending = undefined;
      if (unsaved) store(unsaved.pathname, unsaved.y);
      unsaved = null;
    };
    const freeze = () => {
      flush();
      frozen.current = true;
      clearTimeout(unfreeze);
      unfreeze = setTimeout(() => (frozen.current = false), UNFREEZE_AFTER_MS);
    };
    const onScroll = () => {
      if (frozen.current) return;
      unsaved = { pathname: location.pathname, y: window.scrollY };
      pending ??= setTimeout(flush, SAVE_THROTTLE_MS);
    };
    const onPopState = (event: PopStateEvent) => {
      if (isManualHistoryEntry(event.state)) {
        location.reload();
        return;
      }
      // Query-only traversals keep the pathname: nothing to restore and no commit to wait for.
      if (location.pathname === previous.current) return;
      traversing.current = true;
      freeze();
    };
    const onClick = (event: MouseEvent) => {
      const url = navigationTarget(event);
      if (!url || url.pathname === location.pathname) return;
      unsaved = { pathname: location.pathname, y: window.scrollY };
      freeze();
    };
    const onPageHide = () => {
      if (!frozen.current) unsaved = { pathname: location.pathname, y: window.scrollY };
      flush();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // A server-rendered page can be scrolled before it hydrates: that position counts too.
    if (window.scrollY > 0) onScroll();
    // Capture: reload before the router starts rendering the entry we are leaving for.
    window.addEventListener('popstate', onPopState, true);
    document.addEventListener('click', onClick, true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearTimeout(pending);
      clearTimeout(unfreeze);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState, true);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  useEffect(() => {
    // The address bar, not the router's pathname: a 404 served in full (decision 030) is rendered as
    // /_not-found, which is not where the visitor is, nor where their position was stored.
    const here = location.pathname;
    const from = previous.current;
    previous.current = here;
    const wasTraversal = traversing.current;
    traversing.current = false;
    frozen.current = false;
    const firstRender = from === null;
    if (firstRender ? !loadedByHistory() : !wasTraversal) return;
    const y = restoreTarget(from, here, stored(here));
    if (y === null) return;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => clearTimeout(timer);
    const attempt = () => {
      attempts += 1;
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
      if (reachable || attempts >= RESTORE_ATTEMPTS) {
        window.scrollTo(0, y);
        return;
      }
      timer = setTimeout(attempt, RESTORE_INTERVAL_MS);
    };
    // The visitor scrolling while content streams in wins over the restoration.
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    attempt();
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
  }, [pathname]);

  return null;
}

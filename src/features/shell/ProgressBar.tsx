'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { navigationTarget } from './navigation-target';
import { isSearchPage } from './route-kind';
import styles from './ProgressBar.module.css';

type Phase = 'idle' | 'loading' | 'done';

// Fast navigations finish before the bar would show; a stuck one must not keep it forever.
const SHOW_DELAY_MS = 120;
const GIVE_UP_MS = 15_000;
const FADE_MS = 300;

/**
 * A thin yellow bar during client navigation (product §2), not on search pages: those show their
 * own skeleton results, and a second loading signal on every filter change would be noise.
 *
 * The click listener hydrates with the shell, outside any Suspense boundary, so a link that already
 * navigates in place is never clicked unseen; only the part that reads the search params (which
 * needs a boundary) hydrates apart, and it only tells when a new route has rendered.
 */
export function ProgressBar({ label }: { label: string }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const renderedRoute = useRef<string | null>(null);

  const clearTimers = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  }, []);

  // A layout effect: listening in the very commit that hydrates the shell, not a frame later, when
  // a tap on a slow machine may already have gone to a link that now navigates in place.
  useLayoutEffect(() => {
    const start = (destination: string) => {
      if (isSearchPage(location.pathname) || isSearchPage(destination)) return;
      clearTimers();
      timers.current.push(
        setTimeout(() => setPhase('loading'), SHOW_DELAY_MS),
        setTimeout(() => setPhase('idle'), GIVE_UP_MS),
      );
    };
    const onClick = (event: MouseEvent) => {
      const url = navigationTarget(event);
      if (url) start(url.pathname);
    };
    const onPopState = () => start(location.pathname);
    // Capture phase: we must see the click before the router handles it.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      clearTimers();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [clearTimers]);

  // The new route rendered: finish the bar, or cancel it before it ever showed.
  const onRoute = useCallback(
    (route: string) => {
      const previous = renderedRoute.current;
      renderedRoute.current = route;
      if (previous === null || previous === route) return;
      clearTimers();
      setPhase((current) => (current === 'loading' ? 'done' : 'idle'));
    },
    [clearTimers],
  );

  useEffect(() => {
    if (phase !== 'done') return;
    const fade = setTimeout(() => setPhase('idle'), FADE_MS);
    return () => clearTimeout(fade);
  }, [phase]);

  return (
    <>
      <Suspense fallback={null}>
        <RouteWatch onRoute={onRoute} />
      </Suspense>
      {phase !== 'idle' && <div role="progressbar" aria-label={label} className={`${styles.bar} ${phase === 'done' ? styles.done : styles.loading}`} />}
    </>
  );
}

/** Reports each route as it renders; `useSearchParams` needs a Suspense boundary, so this is apart. */
function RouteWatch({ onRoute }: { onRoute: (route: string) => void }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const route = `${pathname}?${searchParams.toString()}`;
  useEffect(() => onRoute(route), [route, onRoute]);
  return null;
}

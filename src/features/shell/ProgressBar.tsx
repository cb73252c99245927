'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
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
 */
export function ProgressBar({ label }: { label: string }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [phase, setPhase] = useState<Phase>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const clearTimers = () => {
      timers.current.forEach(clearTimeout);
      timers.current = [];
    };
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
  }, []);

  // The new route rendered: finish the bar, or cancel it before it ever showed.
  const routeKey = `${pathname}?${searchParams.toString()}`;
  const [renderedRoute, setRenderedRoute] = useState(routeKey);
  if (renderedRoute !== routeKey) {
    setRenderedRoute(routeKey);
    setPhase(phase === 'loading' ? 'done' : 'idle');
  }

  useEffect(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  }, [routeKey]);

  useEffect(() => {
    if (phase !== 'done') return;
    const fade = setTimeout(() => setPhase('idle'), FADE_MS);
    return () => clearTimeout(fade);
  }, [phase]);

  if (phase === 'idle') return null;
  return <div role="progressbar" aria-label={label} className={`${styles.bar} ${phase === 'done' ? styles.done : styles.loading}`} />;
}

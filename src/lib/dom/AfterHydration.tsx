'use client';

import type { ReactNode } from 'react';
import { useEnhanced } from './use-enhanced';

/**
 * Its children render only in the browser, right after the page hydrated: for small parts that
 * show what only the browser knows (its storage), of which the server can render nothing true.
 * Their code comes with the page's own chunks. A `next/dynamic` part with `ssr: false` did the
 * same from a chunk of its own, which on a result page cost a phone's main thread more than the
 * parts themselves: a chunk load each, a Suspense boundary React had to switch to client rendering,
 * and one more render and commit after each chunk arrived (docs/decisions/055).
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useEnhanced() ? children : null;
}

'use client';

import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False on the server and while hydrating, true once this code runs in the browser. The flip
 * re-renders synchronously whatever reads it, right after hydration: call it in the small parts
 * that change with it (the Filters button, the brand search), not at the top of the panel, or
 * the whole form of several hundred elements renders twice in one long task.
 */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

'use client';

import dynamic from 'next/dynamic';
import type { FiltersIslandProps } from './FiltersIsland';

/**
 * The filter panel's code (about 8 KB compressed) is not needed to paint the page: the server
 * renders the panel as a plain form that works on its own. Loading it as its own chunk lets the
 * rest of the page hydrate first; React keeps the server's HTML until the chunk arrives (Next
 * preloads it at low priority), then hydrates the panel in place.
 */
const LazyFiltersIsland = dynamic(() => import('./FiltersIsland').then((module) => module.FiltersIsland));

export function FiltersIslandLazy(props: FiltersIslandProps) {
  return <LazyFiltersIsland {...props} />;
}

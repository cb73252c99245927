'use client';

import dynamic from 'next/dynamic';
import type { FiltersIslandProps } from './FiltersIsland';
// The panel's styles belong to the page's own stylesheet: for a lazy component's CSS Next writes
// <link rel="stylesheet" as="style">, which is invalid HTML (the W3C checker's one error on /auto).
import './filters.module.css';

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

'use client';

import dynamic from 'next/dynamic';

/**
 * The button works only with the browser's storage, so the server renders none (only the space it
 * takes) and its code loads after the page, outside the search page's first-load JavaScript.
 */
export const SaveSearchLazy = dynamic(() => import('./SaveSearchButton').then((module) => module.SaveSearchButton), { ssr: false });

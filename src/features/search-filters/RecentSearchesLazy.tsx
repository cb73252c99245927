'use client';

import dynamic from 'next/dynamic';

/**
 * The recent searches live in the browser's storage, so the server renders nothing for them; their
 * code loads after the page instead of in its first-load JavaScript (the search page's 150 KB budget).
 */
export const RecentSearchesLazy = dynamic(() => import('./RecentSearchesIsland').then((module) => module.RecentSearchesIsland), { ssr: false });

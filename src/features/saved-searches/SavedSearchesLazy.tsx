'use client';

import dynamic from 'next/dynamic';

/** The saved searches live in the browser's storage: the server renders their section's frame, this fills it in. */
export const SavedSearchesLazy = dynamic(() => import('./saved-searches-list').then((module) => module.SavedSearchesList), { ssr: false });

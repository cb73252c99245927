'use client';

import dynamic from 'next/dynamic';

/** The saved searches live in the browser's storage: the server renders their section's frame, this fills it in. */
export const SavedSearchesLazy = dynamic(() => import('./SavedSearchesList').then((module) => module.SavedSearchesList), { ssr: false });

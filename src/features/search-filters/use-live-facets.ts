'use client';

import { useEffect, useState } from 'react';
import type { SearchRequest } from '@/lib/search-request/schema';
import type { SearchFacets } from '@/search-engine/facets';
import { searchRequestToUrl as requestUrl } from '@/lib/search-request/url-writer';
import { fetchFacets } from './search-api';

const DEBOUNCE_MS = 250;

/** While counting (or after a failure) `facets` are the last known ones, so the options do not blank out. */
export interface LiveCount {
  status: 'ready' | 'counting' | 'failed';
  total: number | null;
  facets: SearchFacets;
}

/**
 * Total and facets of a staged request, fetched after a short pause in tapping; a newer request
 * aborts the older one. The server's own figures serve the request the page already shows.
 */
export function useLiveFacets(staged: SearchRequest, shown: { key: string; total: number; facets: SearchFacets }): LiveCount {
  const key = requestUrl({ ...staged, page: 1 });
  const [answer, setAnswer] = useState<{ key: string; total: number | null; facets: SearchFacets } | null>(null);

  useEffect(() => {
    if (key === shown.key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchFacets(staged, controller.signal)
        .then((result) => setAnswer({ key, total: result.total, facets: result.facets }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('live filter count failed', error);
          setAnswer((previous) => ({ key, total: null, facets: previous?.facets ?? shown.facets }));
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `staged` is fully described by its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, shown.key]);

  if (key === shown.key) return { status: 'ready', total: shown.total, facets: shown.facets };
  if (answer?.key !== key) return { status: 'counting', total: null, facets: answer?.facets ?? shown.facets };
  return answer.total === null ? { status: 'failed', total: null, facets: answer.facets } : { status: 'ready', total: answer.total, facets: answer.facets };
}

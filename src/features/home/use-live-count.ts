import { useEffect, useState } from 'react';
import type { LiveCount } from './quick-search-model';

const COUNT_DELAY_MS = 150;

/** Asks /zoeken/aantal for the count of a query (its search parameters) a moment after it last changed. */
export function useLiveCount(key: string, empty: boolean): LiveCount | null {
  const [live, setLive] = useState<LiveCount | null>(null);
  useEffect(() => {
    if (empty) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/zoeken/aantal?${key}`, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ count?: unknown }>) : Promise.reject(new Error(String(response.status)))))
        .then((body) => setLive({ key, count: typeof body.count === 'number' ? body.count : null }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) {
            console.warn('quick search count failed', error);
            setLive({ key, count: null });
          }
        });
    }, COUNT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [empty, key]);
  return live;
}

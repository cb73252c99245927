import type { PhotoCache } from './photo-cache';
import { photoLibrary } from './photo-library';
import { libraryPhotoNames } from './render-photo';

export interface PrerenderSummary {
  rendered: number;
  /** Already on disk (or rendered meanwhile for a visitor). */
  skipped: number;
  failed: number;
  /** stop() ended the run before every name was handled. */
  stopped: boolean;
  ms: number;
}

export interface PrerenderRun {
  /** Ends the run after the render in progress; `done` then resolves with what was done. */
  stop(): void;
  done: Promise<PrerenderSummary>;
}

export type PrerenderEvent = { name: string; outcome: 'rendered' | 'skipped' } | { name: string; outcome: 'failed'; error: unknown };

export interface PrerenderOptions {
  /** Default: the process's photo library, so visitors and the pre-render share one render bound. */
  cache?: PhotoCache;
  /** Default: the whole library. */
  names?: readonly string[];
  /** Rest after each render, leaving the cores to the site; 0 only when nothing else runs. */
  pauseMs?: number;
  /** Renders at a time; 1 on a live server, more for the stand-alone script. */
  parallel?: number;
  onPhoto?: (event: PrerenderEvent) => void;
}

export const DEFAULT_PRERENDER_PAUSE_MS = 100;

/**
 * Renders every library photo that is not on disk yet, in the background: one at a time, in the
 * render queue's background line (behind any visitor's render), resting between photos. A failed
 * photo is counted and skipped; the route renders it on demand later.
 */
export function prerenderPhotoLibrary(options: PrerenderOptions = {}): PrerenderRun {
  const started = performance.now();
  const cache = options.cache ?? photoLibrary();
  const names = options.names ?? libraryPhotoNames();
  const pauseMs = Math.max(0, options.pauseMs ?? DEFAULT_PRERENDER_PAUSE_MS);
  const summary: PrerenderSummary = { rendered: 0, skipped: 0, failed: 0, stopped: false, ms: 0 };
  let stopped = false;
  const wakers = new Set<() => void>();

  const rest = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakers.add(wake);
    });

  let next = 0;
  async function worker(): Promise<void> {
    while (!stopped && next < names.length) {
      const name = names[next++];
      if (name === undefined) break;
      try {
        if (await cache.has(name)) {
          summary.skipped++;
          options.onPhoto?.({ name, outcome: 'skipped' });
          continue;
        }
        const photo = await cache.get(name, { background: true });
        if (photo.fromCache) summary.skipped++;
        else summary.rendered++;
        options.onPhoto?.({ name, outcome: photo.fromCache ? 'skipped' : 'rendered' });
      } catch (error) {
        summary.failed++;
        options.onPhoto?.({ name, outcome: 'failed', error });
      }
      if (stopped) break;
      // Yields to the event loop either way, so requests are served between photos.
      await rest(pauseMs);
    }
  }

  const parallel = Math.max(1, Math.floor(options.parallel ?? 1));
  const done = Promise.all(Array.from({ length: parallel }, worker)).then(() => {
    summary.stopped = stopped && next < names.length;
    summary.ms = performance.now() - started;
    return { ...summary };
  });

  return {
    stop() {
      stopped = true;
      for (const wake of [...wakers]) wake();
    },
    done,
  };
}

import 'server-only';
import { env } from '@/lib/config/env';
import { log } from '@/lib/log';
import { prerenderPhotoLibrary, type PrerenderRun } from './prerender';

/** Long enough for the server to listen and warm its search index before the renders begin. */
const START_DELAY_MS = 15_000;

const KEY = Symbol.for('marketplace.media.prerender.v1');
type Holder = { [KEY]?: { timer: ReturnType<typeof setTimeout>; run?: PrerenderRun } };

/**
 * Starts the background pre-render of the photo library once per process (from
 * src/instrumentation.ts), unless PRERENDER_PHOTOS=0. A first visitor then rarely waits for a
 * render, and a crawler asking for many photos mostly gets files from disk.
 */
export function startPhotoPrerender(): void {
  const holder = globalThis as Holder;
  if (holder[KEY] || !env().PRERENDER_PHOTOS) return;
  const begin = () => {
    const run = prerenderPhotoLibrary({
      onPhoto: (event) => {
        if (event.outcome === 'failed') log.warn({ err: event.error, photo: event.name }, 'photo pre-render failed');
      },
    });
    state.run = run;
    run.done.then(
      (summary) => {
        if (summary.rendered > 0 || summary.failed > 0) log.info(summary, 'photo library pre-rendered');
      },
      (error: unknown) => log.error({ err: error }, 'photo pre-render stopped'),
    );
  };
  const state: NonNullable<Holder[typeof KEY]> = { timer: setTimeout(begin, START_DELAY_MS) };
  // The pre-render never keeps a process alive that is otherwise done.
  state.timer.unref();
  holder[KEY] = state;
}


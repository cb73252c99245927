/**
 * Pre-renders the whole photo library into DATA_DIR/media (optional warm-up: a production server
 * does the same in the background, and the /media route renders on demand anyway). Two at a
 * time without rests, as this runs alone on a machine with two cores.
 *   npx tsx scripts/render-photos.ts
 */
import path from 'node:path';
import { parseEnv } from '../src/lib/config/env';
import { createPhotoCache } from '../src/features/media/photo-cache';
import { prerenderPhotoLibrary } from '../src/features/media/prerender';
import { libraryPhotoNames } from '../src/features/media/render-photo';

const PARALLEL = 2;

async function main(): Promise<void> {
  const directory = path.resolve(parseEnv(process.env).DATA_DIR, 'media');
  const total = libraryPhotoNames().length;
  let handled = 0;
  const run = prerenderPhotoLibrary({
    cache: createPhotoCache(directory),
    pauseMs: 0,
    parallel: PARALLEL,
    onPhoto: (event) => {
      handled++;
      if (event.outcome === 'failed') console.error(`! ${event.name}:`, event.error);
      if (handled % 100 === 0) console.log(`${handled}/${total}`);
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => run.stop());
  const summary = await run.done;
  console.log(`${total} photos in ${directory}: ${summary.rendered} rendered, ${summary.skipped} already cached, ${summary.failed} failed, ${(summary.ms / 1000).toFixed(1)} s${summary.stopped ? ' (stopped)' : ''}`);
  if (summary.failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * Pre-renders the whole photo library into DATA_DIR/media (optional warm-up: the /media route
 * renders on demand anyway). Two at a time, as the machine has two cores.
 *   npx tsx scripts/render-photos.ts
 */
import path from 'node:path';
import { parseEnv } from '../src/lib/config/env';
import { createPhotoCache } from '../src/features/media/photo-cache';
import { libraryPhotoNames } from '../src/features/media/render-photo';

const CONCURRENCY = 2;

async function main(): Promise<void> {
  const directory = path.resolve(parseEnv(process.env).DATA_DIR, 'media');
  const cache = createPhotoCache(directory);
  const names = libraryPhotoNames();
  const started = performance.now();
  let next = 0;
  let rendered = 0;
  let cached = 0;
  let slowest = 0;
  async function worker(): Promise<void> {
    while (next < names.length) {
      const name = names[next++];
      if (!name) break;
      const t = performance.now();
      const photo = await cache.get(name);
      if (photo.fromCache) cached++;
      else {
        rendered++;
        slowest = Math.max(slowest, performance.now() - t);
      }
      const done = rendered + cached;
      if (done % 100 === 0) console.log(`${done}/${names.length}`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  console.log(`${names.length} photos in ${directory}: ${rendered} rendered, ${cached} already cached, ${seconds.toFixed(1)} s (slowest ${slowest.toFixed(0)} ms)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

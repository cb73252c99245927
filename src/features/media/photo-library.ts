import path from 'node:path';
import { env } from '@/lib/config/env';
import { createPhotoCache, DEFAULT_RENDER_LIMITS, type PhotoCache } from './photo-cache';
import { renderPhoto } from './render-photo';
import { createRenderQueue } from './render-queue';

// On globalThis, not in module scope: Next bundles instrumentation and the routes separately, and
// the pre-render (started from instrumentation) must share the visitors' queue and in-flight renders.
const KEY = Symbol.for('marketplace.media.photoLibrary.v1');
type Holder = { [KEY]?: PhotoCache };

/** The process's one photo cache under DATA_DIR/media, with the process-wide render bound. */
export function photoLibrary(): PhotoCache {
  const holder = globalThis as Holder;
  holder[KEY] ??= createPhotoCache(path.resolve(env().DATA_DIR, 'media'), renderPhoto, { queue: createRenderQueue(DEFAULT_RENDER_LIMITS) });
  return holder[KEY];
}

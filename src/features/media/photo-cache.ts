import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parsePhotoName } from './photo-catalog';
import { PhotoNameError, renderPhoto } from './render-photo';
import { createRenderQueue, type RenderQueue } from './render-queue';

export interface CachedPhoto {
  bytes: Buffer;
  etag: string;
  fromCache: boolean;
}

const etagOf = (bytes: Buffer): string => `"${createHash('sha1').update(bytes).digest('base64url')}"`;

/** Two renders at once: the machine has two cores, and a third would only queue inside libvips. */
export const DEFAULT_RENDER_LIMITS = { concurrency: 2, maxWaiting: 32 } as const;

export interface PhotoCacheOptions {
  /** Shared by every cache in the process so the bound holds process-wide; its own queue otherwise. */
  queue?: RenderQueue;
}

/**
 * Library photos on disk: read when present, otherwise rendered once and written atomically
 * (temporary file, then rename) so a reader never sees half a file. Concurrent requests for
 * the same uncached name share one render; renders go through a bounded queue, so a request
 * may fail with RenderQueueFullError instead of waiting behind too many others.
 */
export function createPhotoCache(directory: string, render: (name: string) => Promise<Buffer> = renderPhoto, options: PhotoCacheOptions = {}) {
  const inFlight = new Map<string, Promise<CachedPhoto>>();
  const queue = options.queue ?? createRenderQueue(DEFAULT_RENDER_LIMITS);

  async function renderAndStore(name: string, file: string, background: boolean): Promise<CachedPhoto> {
    const bytes = await queue.run(() => render(name), { background });
    await mkdir(directory, { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now().toString(36)}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    return { bytes, etag: etagOf(bytes), fromCache: false };
  }

  function fileFor(name: string): string {
    const parsed = parsePhotoName(name);
    if (!parsed.ok) throw new PhotoNameError(parsed.reason, name);
    return path.join(directory, name);
  }

  return {
    directory,
    queue,
    /** Whether the photo is on disk already, without reading it. */
    async has(name: string): Promise<boolean> {
      try {
        await access(fileFor(name));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    /** `background`: a render that yields to every visitor's (the library pre-render). */
    async get(name: string, getOptions: { background?: boolean } = {}): Promise<CachedPhoto> {
      const file = fileFor(name);
      try {
        const bytes = await readFile(file);
        return { bytes, etag: etagOf(bytes), fromCache: true };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      const pending = inFlight.get(name);
      if (pending) return pending;
      const job = renderAndStore(name, file, getOptions.background === true).finally(() => inFlight.delete(name));
      inFlight.set(name, job);
      return job;
    },
  };
}

export type PhotoCache = ReturnType<typeof createPhotoCache>;

import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parsePhotoName } from './photo-catalog';
import { PhotoNameError, renderPhoto } from './render-photo';

export interface CachedPhoto {
  bytes: Buffer;
  etag: string;
  fromCache: boolean;
}

const etagOf = (bytes: Buffer): string => `"${createHash('sha1').update(bytes).digest('base64url')}"`;

/**
 * Library photos on disk: read when present, otherwise rendered once and written atomically
 * (temporary file, then rename) so a reader never sees half a file. Concurrent requests for
 * the same uncached name share one render.
 */
export function createPhotoCache(directory: string, render: (name: string) => Promise<Buffer> = renderPhoto) {
  const inFlight = new Map<string, Promise<CachedPhoto>>();

  async function renderAndStore(name: string, file: string): Promise<CachedPhoto> {
    const bytes = await render(name);
    await mkdir(directory, { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now().toString(36)}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    return { bytes, etag: etagOf(bytes), fromCache: false };
  }

  return {
    directory,
    async get(name: string): Promise<CachedPhoto> {
      const parsed = parsePhotoName(name);
      if (!parsed.ok) throw new PhotoNameError(parsed.reason, name);
      const file = path.join(directory, name);
      try {
        const bytes = await readFile(file);
        return { bytes, etag: etagOf(bytes), fromCache: true };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      const pending = inFlight.get(name);
      if (pending) return pending;
      const job = renderAndStore(name, file).finally(() => inFlight.delete(name));
      inFlight.set(name, job);
      return job;
    },
  };
}

export type PhotoCache = ReturnType<typeof createPhotoCache>;

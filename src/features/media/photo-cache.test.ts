import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPhotoCache } from './photo-cache';
import { PhotoNameError } from './render-photo';

describe('photo cache', () => {
  let dir: string;
  let renders: string[];
  const fakeRender = async (name: string) => {
    renders.push(name);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return Buffer.from(`image:${name}`);
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'photo-cache-'));
    renders = [];
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('renders concurrent requests for one uncached name once and shares the result', async () => {
    const cache = createPhotoCache(dir, fakeRender);
    const results = await Promise.all([1, 2, 3, 4].map(() => cache.get('car-sedan-wit-side.webp')));
    expect(renders).toEqual(['car-sedan-wit-side.webp']);
    expect(new Set(results.map((r) => r.etag)).size).toBe(1);
    expect(await readdir(dir)).toEqual(['car-sedan-wit-side.webp']);
  });

  it('reads from disk afterwards, also in a new process (a new cache on the same folder)', async () => {
    await createPhotoCache(dir, fakeRender).get('car-sedan-wit-side.webp');
    const again = await createPhotoCache(dir, fakeRender).get('car-sedan-wit-side.webp');
    expect(again.fromCache).toBe(true);
    expect(again.bytes.toString()).toBe('image:car-sedan-wit-side.webp');
    expect(renders).toHaveLength(1);
  });

  it('refuses names outside the library before touching the disk', async () => {
    const cache = createPhotoCache(dir, fakeRender);
    await expect(cache.get('../../etc/passwd')).rejects.toBeInstanceOf(PhotoNameError);
    await expect(cache.get('car-sedan-paars-side.webp')).rejects.toMatchObject({ reason: 'unknown' });
    expect(renders).toEqual([]);
  });
});

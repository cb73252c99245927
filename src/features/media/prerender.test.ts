import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPhotoCache } from './photo-cache';
import { prerenderPhotoLibrary } from './prerender';
import { libraryPhotoNames } from './render-photo';

const names = libraryPhotoNames().slice(0, 6);

describe('prerenderPhotoLibrary', () => {
  let dir: string;
  let renders: string[];
  let active: number;
  let peak: number;

  const fakeRender = async (name: string) => {
    renders.push(name);
    active++;
    peak = Math.max(peak, active);
    await new Promise((resolve) => setTimeout(resolve, 5));
    active--;
    if (name.endsWith('-front.webp')) throw new Error('librsvg says no');
    return Buffer.from(`image:${name}`);
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'prerender-'));
    renders = [];
    active = 0;
    peak = 0;
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('renders what is missing one at a time, skips what is on disk and counts failures', async () => {
    const [present = ''] = names;
    await writeFile(path.join(dir, present), 'already here');
    const failing = names.filter((name) => name.endsWith('-front.webp'));
    expect(failing.length).toBeGreaterThan(0);
    const cache = createPhotoCache(dir, fakeRender, {});
    const summary = await prerenderPhotoLibrary({ cache, names, pauseMs: 1 }).done;
    expect(summary).toMatchObject({ rendered: names.length - 1 - failing.length, skipped: 1, failed: failing.length, stopped: false });
    expect(renders).toEqual(names.slice(1));
    expect(peak).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(names.filter((name) => !failing.includes(name)).sort());
  });

  it('skips everything on a second run', async () => {
    const cache = createPhotoCache(dir, async (name) => Buffer.from(name));
    await prerenderPhotoLibrary({ cache, names, pauseMs: 0 }).done;
    const again = await prerenderPhotoLibrary({ cache, names, pauseMs: 0 }).done;
    expect(again).toMatchObject({ rendered: 0, skipped: names.length, failed: 0 });
  });

  it('stops after the render in progress, also while resting between photos', async () => {
    const cache = createPhotoCache(dir, async (name) => Buffer.from(name));
    const run = prerenderPhotoLibrary({
      cache,
      names,
      pauseMs: 60_000,
      onPhoto: () => run.stop(),
    });
    const summary = await run.done;
    expect(summary).toMatchObject({ rendered: 1, stopped: true });
    expect(summary.ms).toBeLessThan(5_000);
  });

  it('lets a visitor go first: its render starts before the next background one', async () => {
    const order: string[] = [];
    const cache = createPhotoCache(
      dir,
      async (name) => {
        order.push(name);
        await new Promise((resolve) => setTimeout(resolve, 10));
        return Buffer.from(name);
      },
      { queue: (await import('./render-queue')).createRenderQueue({ concurrency: 1, maxWaiting: 4 }) },
    );
    const visitorName = libraryPhotoNames()[100] ?? '';
    const run = prerenderPhotoLibrary({ cache, names, pauseMs: 0 });
    // Wait until the first background render holds the only slot, then a visitor asks.
    while (order.length === 0) await new Promise((resolve) => setImmediate(resolve));
    await cache.get(visitorName);
    await run.done;
    expect(order.slice(0, 2)).toEqual([names[0], visitorName]);
  });
});

import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RENDER_LIMITS } from '../../src/features/media/photo-cache';
import { libraryPhotoNames } from '../../src/features/media/photo-catalog';

/**
 * Counts the renders running at once (the real sharp render, wrapped). With `gate` set the
 * render waits for it and returns a stand-in, so a test can hold the queue full on purpose.
 */
const renders = vi.hoisted(() => ({ active: 0, peak: 0, gate: null as Promise<void> | null }));
vi.mock('../../src/features/media/render-photo', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/features/media/render-photo')>();
  return {
    ...actual,
    async renderPhoto(name: string): Promise<Buffer> {
      renders.active++;
      renders.peak = Math.max(renders.peak, renders.active);
      try {
        if (renders.gate) {
          await renders.gate;
          return Buffer.from(`stand-in:${name}`);
        }
        return await actual.renderPhoto(name);
      } finally {
        renders.active--;
      }
    },
  };
});

let dataDir: string;
let GET: (request: Request, context: { params: Promise<{ name: string }> }) => Promise<Response>;

const call = (name: string, headers: Record<string, string> = {}) => GET(new Request(`http://localhost/media/${encodeURIComponent(name)}`, { headers }), { params: Promise.resolve({ name }) });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'media-route-'));
  // env() reads process.env once, so DATA_DIR must be set before the route module loads.
  process.env.DATA_DIR = dataDir;
  ({ GET } = await import('../../src/app/media/[name]/route'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /media/[name]', () => {
  const name = 'car-hatchback-rood-front34.webp';

  it('renders a library photo as an immutable 1600×1200 WebP and stores it on disk', async () => {
    const response = await call(name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1200]);
    const onDisk = await readFile(path.join(dataDir, 'media', name));
    expect(onDisk.equals(bytes)).toBe(true);
    expect((await readdir(path.join(dataDir, 'media'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('serves the second request from the disk cache', async () => {
    const file = path.join(dataDir, 'media', name);
    const before = await stat(file);
    const first = await call(name);
    const second = await call(name);
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
  });

  it('answers 304 when the browser already has this version', async () => {
    const etag = (await call(name)).headers.get('etag') ?? '';
    const response = await call(name, { 'if-none-match': etag });
    expect(response.status).toBe(304);
  });

  it('renders concurrent requests for an uncached photo once', async () => {
    const fresh = 'bicycle-racefiets-blauw-side.webp';
    const responses = await Promise.all([call(fresh), call(fresh), call(fresh)]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((r) => r.headers.get('etag'))).size).toBe(1);
    expect(await readdir(path.join(dataDir, 'media'))).toContain(fresh);
  });

  it.each(['..%2F..%2Fetc%2Fpasswd', '../x.webp', 'car-hatchback-rood-front34.png', 'x'.repeat(300)])('answers 400 for the malformed name %j', async (bad) => {
    const response = await call(bad);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, message: 'Bad Request' });
  });

  it.each(['car-hatchback-paars-side.webp', 'motor-detail-battery.webp'])('answers 404 for the well-formed but unknown %j', async (unknown) => {
    const response = await call(unknown);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: 'Not Found' });
  });

  // Issue 49: the library is made by whichever bundle asks first (instrumentation's pre-render, in
  // production), and Next bundles the error classes into each bundle apart: `instanceof` missed the
  // other bundle's errors, and every unknown name answered 500 with a stack trace.
  it('answers 400, 404 and 503 for the errors of a photo library another bundle made', async () => {
    const holder = globalThis as Record<symbol, unknown>;
    const key = Symbol.for('marketplace.media.photoLibrary.v1');
    const own = holder[key];
    class PhotoNameError extends Error {
      override name = 'PhotoNameError';
      constructor(readonly reason: 'malformed' | 'unknown') {
        super(reason);
      }
    }
    class RenderQueueFullError extends Error {
      override name = 'RenderQueueFullError';
    }
    const failing = (error: Error) => ({ get: () => Promise.reject(error) });
    try {
      holder[key] = failing(new PhotoNameError('unknown'));
      expect((await call('car-hatchback-paars-side.webp')).status).toBe(404);
      holder[key] = failing(new PhotoNameError('malformed'));
      expect((await call('car-x.webp')).status).toBe(400);
      holder[key] = failing(new RenderQueueFullError('full'));
      expect((await call('car-hatchback-rood-side.webp')).status).toBe(503);
    } finally {
      holder[key] = own;
    }
  });

  it('never runs more renders at once than the bound, however many uncached photos are asked for together', async () => {
    const fresh = libraryPhotoNames()
      .filter((n) => n.startsWith('motor-'))
      .slice(0, 12);
    renders.peak = 0;
    const responses = await Promise.all(fresh.map((n) => call(n)));
    expect(responses.map((r) => r.status)).toEqual(fresh.map(() => 200));
    expect(renders.peak).toBe(DEFAULT_RENDER_LIMITS.concurrency);
    expect(await readdir(path.join(dataDir, 'media'))).toEqual(expect.arrayContaining(fresh));
  });

  it('answers 503 with Retry-After when the render line is full, and serves the others', async () => {
    const { concurrency, maxWaiting } = DEFAULT_RENDER_LIMITS;
    const extra = 3;
    const fresh = libraryPhotoNames()
      .filter((n) => n.startsWith('caramper-'))
      .slice(0, concurrency + maxWaiting + extra);
    let open: () => void = () => undefined;
    renders.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    renders.peak = 0;
    try {
      const pending = fresh.map((n) => call(n));
      const refused = await Promise.race([Promise.all(pending.map((p) => p.then((r) => r.status))), new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 1_000))]);
      // While the gate is shut nobody admitted can finish; only the refused ones have answered.
      expect(refused).toBe('held');
      open();
      const responses = await Promise.all(pending);
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((status) => status === 503)).toHaveLength(extra);
      expect(statuses.filter((status) => status === 200)).toHaveLength(concurrency + maxWaiting);
      const busy = responses.find((r) => r.status === 503);
      expect(Number(busy?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(busy?.headers.get('cache-control')).toBe('no-store');
      expect(await busy?.json()).toEqual({ status: 503, message: 'Service Unavailable' });
      expect(renders.peak).toBe(concurrency);
    } finally {
      renders.gate = null;
      open();
    }
  });
});

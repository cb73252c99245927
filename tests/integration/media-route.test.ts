import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
});

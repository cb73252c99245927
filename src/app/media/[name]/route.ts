import path from 'node:path';
import { env } from '@/lib/config/env';
import { createPhotoCache, type PhotoCache } from '@/features/media/photo-cache';
import { PhotoNameError } from '@/features/media/render-photo';

export const runtime = 'nodejs';

let cache: PhotoCache | undefined;
function photoCache(): PhotoCache {
  cache ??= createPhotoCache(path.resolve(env().DATA_DIR, 'media'));
  return cache;
}

const problem = (status: 400 | 404, message: string) => Response.json({ status, message }, { status, headers: { 'Cache-Control': 'no-store' } });

/** A library photo (spec: rendered locally), cached on disk and immutable for browsers. */
export async function GET(request: Request, context: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await context.params;
  try {
    const photo = await photoCache().get(name);
    const headers = {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: photo.etag,
    };
    if (request.headers.get('if-none-match') === photo.etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(photo.bytes), { status: 200, headers: { ...headers, 'Content-Length': String(photo.bytes.length) } });
  } catch (error) {
    if (error instanceof PhotoNameError) return error.reason === 'malformed' ? problem(400, 'Bad Request') : problem(404, 'Not Found');
    throw error;
  }
}

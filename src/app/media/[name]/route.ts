import { photoLibrary } from '@/features/media/photo-library';
import { isPhotoNameError } from '@/features/media/render-photo';
import { ApiError, toErrorResponse } from '@/lib/api/errors';
import { isRenderQueueFullError } from '@/features/media/render-queue';
import { feedPhotoResponse, isFeedPhotoName } from '@/features/dealer-feed/server';

export const runtime = 'nodejs';

/** About how long the full render line takes to clear (32 waiting, two at a time, ~0.4 s each). */
const RETRY_AFTER_SECONDS = 5;


/**
 * A library photo (spec: rendered locally), cached on disk and immutable for browsers. Renders are
 * bounded process-wide (render-queue.ts); when too many wait, the answer is 503 with Retry-After.
 */
export async function GET(request: Request, context: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await context.params;
  // A photo a dealer uploaded through the feed API (issue 19), kept in the database.
  if (isFeedPhotoName(name)) return feedPhotoResponse(request, name);
  try {
    const photo = await photoLibrary().get(name);
    const headers = {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: photo.etag,
    };
    if (request.headers.get('if-none-match') === photo.etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(photo.bytes), { status: 200, headers: { ...headers, 'Content-Length': String(photo.bytes.length) } });
  } catch (error) {
    // By name, not instanceof: the library may come from another bundle's copy of the classes.
    if (isPhotoNameError(error)) return toErrorResponse(new ApiError(error.reason === 'malformed' ? 'badRequest' : 'notFound'));
    if (isRenderQueueFullError(error)) return toErrorResponse(new ApiError('serviceUnavailable', error, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } }));
    throw error;
  }
}

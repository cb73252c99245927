import 'server-only';
import sharp from 'sharp';
import type { StoredPhoto } from '../leads/lead-repository';
import { PHOTO_MAX_EDGE, type PhotoProblem } from './photo-rules';

/** One uploaded file as it arrived: the claimed type is checked again against the bytes. */
export interface PhotoUpload {
  name: string;
  type: string;
  size: number;
  bytes: Uint8Array;
}

const DECODABLE = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs: a 20,000 × 20,000 PNG of a few kilobytes would take 1.6 GB to decode. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Re-encodes each photo as a JPEG of at most PHOTO_MAX_EDGE px on its longest side. Turned upright
 * by its EXIF orientation first, then written without any metadata: no EXIF, no location, no
 * camera serial reaches the dealer or the database. Anything that is not really a JPEG, PNG or
 * WebP image, whatever its name and type say, is a problem for the visitor, not an error.
 */
export async function preparePhotos(uploads: readonly PhotoUpload[]): Promise<{ ok: true; photos: StoredPhoto[] } | { ok: false; problems: PhotoProblem[] }> {
  const photos: StoredPhoto[] = [];
  const problems: PhotoProblem[] = [];
  // One at a time: six decodes at once would multiply the memory a single request can take.
  for (const upload of uploads) {
    try {
      const image = sharp(upload.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      const { format } = await image.metadata();
      if (!format || !DECODABLE.has(format)) {
        problems.push({ code: 'photos.type', name: upload.name });
        continue;
      }
      const { data, info } = await image
        .rotate()
        .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
        // Transparent PNG areas become white rather than JPEG's black.
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      photos.push({ contentType: 'image/jpeg', width: info.width, height: info.height, content: data });
    } catch {
      problems.push({ code: 'photos.unreadable', name: upload.name });
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, photos };
}

import sharp from 'sharp';
import { libraryPhotoNames, parsePhotoName } from './photo-catalog';
import { photoSvg } from './photo-svg';

export { libraryPhotoNames };

export class PhotoNameError extends Error {
  constructor(
    readonly reason: 'malformed' | 'unknown',
    name: string,
  ) {
    super(reason === 'malformed' ? `Malformed photo name: ${JSON.stringify(name.slice(0, 100))}` : `Unknown photo: ${name}`);
    this.name = 'PhotoNameError';
  }
}

/**
 * Whether `error` is a PhotoNameError of any copy of this module. Next bundles the routes and
 * instrumentation apart, each with its own copy of the class, and the photo library is made by
 * whichever asks first (photo-library.ts): `instanceof` misses the other copy's errors (issue 49).
 */
export function isPhotoNameError(error: unknown): error is PhotoNameError {
  return error instanceof Error && error.name === 'PhotoNameError' && 'reason' in error && (error.reason === 'malformed' || error.reason === 'unknown');
}

/** The drawing for a library name as an SVG string; throws PhotoNameError for other names. */
export function buildPhotoSvg(name: string): string {
  const parsed = parsePhotoName(name);
  if (!parsed.ok) throw new PhotoNameError(parsed.reason, name);
  return photoSvg(parsed.spec, name);
}

/**
 * Renders a library photo: the SVG drawing (1600×1200 user units) rasterised by sharp's
 * librsvg to an opaque 1600×1200 WebP. Dropping the alpha channel and effort 2 keep encoding
 * around 40 ms; the default effort 4 is twice as slow for files only 4% smaller.
 */
export async function renderPhoto(name: string): Promise<Buffer> {
  const svg = buildPhotoSvg(name);
  return sharp(Buffer.from(svg)).removeAlpha().webp({ quality: 80, effort: 2 }).toBuffer();
}


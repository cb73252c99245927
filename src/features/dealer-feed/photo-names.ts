import { createHash } from 'node:crypto';

/**
 * Names of photos uploaded through the feed. They fit the photo names the import accepts
 * (`{mobility}-{group}-{view}-{variant}.webp`, media's PHOTO_NAME_PATTERN), so a listing refers to
 * an upload exactly as to a library photo, and `/media/{name}` serves both. The hash of the
 * re-encoded bytes makes the name: the same photo sent again is the same photo.
 */
export const FEED_PHOTO_PATTERN = /^car-feed-photo-[a-f0-9]{32}\.webp$/;

export function feedPhotoName(bytes: Uint8Array): string {
  return `car-feed-photo-${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;
}

export function isFeedPhotoName(name: string): boolean {
  return FEED_PHOTO_PATTERN.test(name);
}

/** In a multipart push, a listing's photo `upload:<file name>` is the file part of that name. */
export const UPLOAD_REFERENCE = /^upload:(.{1,200})$/;

import { createHash } from 'node:crypto';
import { MOBILITY_TYPES, type MobilityType } from '@/lib/vehicle/enums';

/**
 * Names of photos uploaded through the feed. They fit the photo names the import accepts
 * (`{mobility}-{group}-{view}-{variant}.webp`, media's PHOTO_NAME_PATTERN), so a listing refers to
 * an upload exactly as to a library photo, and `/media/{name}` serves both. The name starts with
 * the vehicle type of the listing it came with (`motor-feed-photo-…` for a motorcycle), and the hash
 * of the re-encoded bytes makes the rest: the same photo sent again is the same photo. Photos stored
 * before names followed the type are all `car-feed-photo-…`; they keep their names (immutable URLs).
 */
export const FEED_PHOTO_PATTERN = /^(car|bicycle|motor|caramper)-feed-photo-[a-f0-9]{32}\.webp$/;
/** What a LIKE finds feed photos by in SQL (the cleanup). */
export const FEED_PHOTO_LIKE = '%-feed-photo-%';

export function feedPhotoName(bytes: Uint8Array, mobilityType: MobilityType): string {
  return `${mobilityType}-feed-photo-${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;
}

export function isFeedPhotoName(name: string): boolean {
  return FEED_PHOTO_PATTERN.test(name);
}

/**
 * The vehicle type a pushed listing names, for its photos' names; a listing that names none (or a
 * wrong one, which the import refuses anyway) gets `car`, the type most feeds carry. An upload
 * without a listing (`POST /photos`) names it in its `mobilityType` field.
 */
export function photoMobilityType(value: unknown): MobilityType {
  return typeof value === 'string' && (MOBILITY_TYPES as readonly string[]).includes(value) ? (value as MobilityType) : 'car';
}

/** In a multipart push, a listing's photo `upload:<file name>` is the file part of that name. */
export const UPLOAD_REFERENCE = /^upload:(.{1,200})$/;

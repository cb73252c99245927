/**
 * The mobility types and their paths (product §2, §3): the part of the vehicle vocabulary that the
 * shell on every page needs (which menu is active, what kind of page a path is). Kept apart from
 * the rest of enums.ts, which re-exports it, so the browser's shell chunk does not carry every
 * filter's values (issue 21: first-load JavaScript).
 */

export const MOBILITY_TYPES = ['car', 'bicycle', 'motor', 'caramper'] as const;
export type MobilityType = (typeof MOBILITY_TYPES)[number];

/** For values from outside (a URL, a file name, an analytics payload); database rows are typed already. */
export function isMobilityType(value: unknown): value is MobilityType {
  return (MOBILITY_TYPES as readonly unknown[]).includes(value);
}
/** The 'alle' value of product §3 searches across every mobility type. */
export const MOBILITY_TYPES_WITH_ALL = [...MOBILITY_TYPES, 'alle'] as const;
export type MobilityTypeOrAll = (typeof MOBILITY_TYPES_WITH_ALL)[number];

/** Backend vehicle-type names (product §3) and the URL segment of detail pages (product §2). */
export const VEHICLE_TYPE_NAME: Record<MobilityType, 'Auto' | 'Fiets' | 'Motor' | 'Kampeervoertuig'> = {
  car: 'Auto',
  bicycle: 'Fiets',
  motor: 'Motor',
  caramper: 'Kampeervoertuig',
};
export const DETAIL_PATH_TYPE: Record<MobilityType, 'auto' | 'fiets' | 'motor' | 'kampeervoertuig'> = {
  car: 'auto',
  bicycle: 'fiets',
  motor: 'motor',
  caramper: 'kampeervoertuig',
};
/** Product §2: list roots and home pages. /kamperen is both the camping list and the camping home. */
export const LIST_ROOT: Record<MobilityType, '/auto' | '/fietsen' | '/motoren' | '/kamperen'> = {
  car: '/auto',
  bicycle: '/fietsen',
  motor: '/motoren',
  caramper: '/kamperen',
};
export const HOME_PATH: Record<MobilityType, '/' | '/fiets' | '/motor' | '/kamperen'> = {
  car: '/',
  bicycle: '/fiets',
  motor: '/motor',
  caramper: '/kamperen',
};

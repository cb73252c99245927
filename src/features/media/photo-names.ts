import type { MobilityType } from '@/lib/vehicle/enums';

/**
 * The contract between the demo inventory and the photo library: a listing's photos are names
 * in the library; `/media/{name}` renders (once, then from disk) the drawing the name describes.
 *
 *   exterior: {mobility}-{bodyType}-{colour}-{view}.webp   e.g. car-hatchback-rood-front34.webp
 *   detail:   {mobility}-{group}-{view}.webp               e.g. car-interior-dashboard.webp
 *
 * Exterior views depend on body type and colour; detail views only on the mobility group, so a
 * library of a few hundred drawings covers every listing.
 */
export const EXTERIOR_VIEWS: Record<MobilityType, readonly string[]> = {
  car: ['front34', 'side', 'rear34', 'front', 'rear'],
  bicycle: ['side', 'front34', 'rear34'],
  motor: ['side', 'front34', 'rear34', 'front'],
  caramper: ['side', 'front34', 'rear34'],
};

export const DETAIL_VIEWS: Record<MobilityType, readonly string[]> = {
  car: ['dashboard', 'seats', 'boot', 'wheel', 'engine', 'rearseats', 'steering'],
  bicycle: ['handlebar', 'drivetrain', 'saddle', 'wheel', 'battery', 'light', 'brake', 'lock', 'carrier'],
  motor: ['dashboard', 'engine', 'seat', 'wheel', 'exhaust', 'headlight', 'tank', 'brake'],
  caramper: ['interior', 'kitchen', 'bed', 'seating', 'bathroom', 'entrance', 'storage', 'wheel', 'window'],
};

export const PHOTO_NAME_PATTERN = /^(car|bicycle|motor|caramper)-([a-zA-Z]+)-([a-zA-Z]+)(?:-([a-z0-9]+))?\.webp$/;

export function exteriorPhotoName(mobility: MobilityType, bodyType: string, colour: string, view: string): string {
  return `${mobility}-${bodyType}-${colour}-${view}.webp`;
}

export function detailPhotoName(mobility: MobilityType, view: string): string {
  return `${mobility}-detail-${view}.webp`;
}

/**
 * The photos of one listing, first the exterior views then details, `count` in all (3 to 12).
 * `offset` rotates the detail views so neighbouring listings do not all show the same ones.
 */
export function photoNamesFor(input: { mobilityType: MobilityType; bodyType: string; colour: string; count: number; offset: number }): string[] {
  const exterior = EXTERIOR_VIEWS[input.mobilityType].map((view) => exteriorPhotoName(input.mobilityType, input.bodyType, input.colour, view));
  const details = DETAIL_VIEWS[input.mobilityType];
  const rotated = details.map((_, i) => detailPhotoName(input.mobilityType, details[(i + input.offset) % details.length] ?? 'wheel'));
  const count = Math.max(3, Math.min(12, input.count));
  return [...exterior, ...rotated].slice(0, count);
}

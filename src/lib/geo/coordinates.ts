/**
 * Postal code → coordinates for every Dutch four-digit area, from the anchor table the project
 * ships (pc4-anchors.ts): a PC4 takes the coordinates of the place whose range it falls in, the
 * anchor at or below it. Typically within 5–15 km of the true area centre; see
 * docs/decisions/002-in-memory-search-index.md.
 */
import { PC4_ANCHORS } from './pc4-anchors';
import { postcodeArea } from './postcode';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface PostcodeLocation extends GeoPoint {
  /** The anchor place the area was located by. */
  place: string;
}

const FIRST_PC4 = 1000;
const LAST_PC4 = 9999;

export function locatePc4(pc4: number): PostcodeLocation | null {
  if (!Number.isInteger(pc4) || pc4 < FIRST_PC4 || pc4 > LAST_PC4) return null;
  let low = 0;
  let high = PC4_ANCHORS.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    const anchor = PC4_ANCHORS[middle];
    if (anchor && anchor[0] <= pc4) low = middle;
    else high = middle - 1;
  }
  const anchor = PC4_ANCHORS[low];
  if (!anchor) return null;
  return { latitude: anchor[1], longitude: anchor[2], place: anchor[3] };
}

export function locatePostcode(postcode: string): PostcodeLocation | null {
  const pc4 = postcodeArea(postcode);
  return pc4 === null ? null : locatePc4(pc4);
}

const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.latitude - a.latitude) * RADIANS;
  const dLon = (b.longitude - a.longitude) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RADIANS) * Math.cos(b.latitude * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

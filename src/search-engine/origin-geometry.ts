/**
 * Everything distance-related for one postal code, computed once and kept for the next queries
 * from the same place (people page through and refine their search): the distance to every dealer
 * location, the smallest radius step each falls in, the locations by distance, and per type the
 * built rows in distance order. Computed over the locations known at the time; a new location
 * makes a new entry. The order by distance is sorted only when a search sorted by distance first
 * asks for it: a count within a radius (the search box's suggestions name a new place at almost
 * every keystroke) needs the distances and steps alone, and the sort was most of the cost.
 */
import type { GeoPoint } from '@/lib/geo/coordinates';
import { LruCache } from '@/lib/memo/lru-cache';
import { RADIUS_KM, RADIUS_STEPS } from '@/lib/vehicle/enums';
import { radixSortByKey } from './radix';
import type { Dictionaries } from './store';

const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;
const MAX_ENTRIES = 32;
/**
 * The distances and steps alone (9 bytes a location: 30 KB at 3,333 locations, 15 MB in all) are
 * kept for many more places: the suggestions name two places at almost every keystroke, a few
 * hundred in a quarter of an hour, and computing them was a tenth of the suggestions' time.
 */
const MAX_DISTANCES = 512;
export const NO_STEP = 255;
/** The radius steps' kilometres, smallest first, as a plain loop reads them. */
const STEP_KM = Float64Array.from(RADIUS_STEPS, (step) => RADIUS_KM[step]);

/** Location codes nearest first (ties by code), and each location's place in that order. */
export interface DistanceOrder {
  byDistance: Uint32Array;
  position: Uint32Array;
}

export interface OriginGeometry {
  km: Float64Array;
  /** Index into RADIUS_STEPS of the smallest radius that includes the location, or NO_STEP. */
  step: Uint8Array;
  /** The locations by distance, sorted on the first call. */
  order(): DistanceOrder;
  /** Built rows of a segment in distance order, made when a deep page first needs them. */
  rowsBySegment: Map<number, Uint32Array>;
}

interface Distances {
  km: Float64Array;
  step: Uint8Array;
}

export class GeometryCache {
  private readonly entries = new LruCache<string, OriginGeometry>(MAX_ENTRIES);
  private readonly distances = new LruCache<string, Distances>(MAX_DISTANCES);

  get(dictionaries: Dictionaries, origin: GeoPoint): OriginGeometry {
    const locations = dictionaries.locationLatitude.length;
    const key = `${origin.latitude},${origin.longitude},${locations}`;
    const cached = this.entries.get(key);
    if (cached) return cached;
    let distances = this.distances.get(key);
    if (!distances) {
      distances = compute(dictionaries, origin);
      this.distances.set(key, distances);
    }
    const { km, step } = distances;
    let order: DistanceOrder | undefined;
    const geometry: OriginGeometry = { km, step, order: () => (order ??= distanceOrder(km)), rowsBySegment: new Map() };
    this.entries.set(key, geometry);
    return geometry;
  }
}

function compute(dictionaries: Dictionaries, origin: GeoPoint): Distances {
  const { locationLatitude, locationLongitude } = dictionaries;
  const count = locationLatitude.length;
  const km = new Float64Array(count);
  const step = new Uint8Array(count);
  const cosOrigin = Math.cos(origin.latitude * RADIANS);
  for (let code = 0; code < count; code++) {
    // haversineKm of src/lib/geo step for step (same rounding), without an object per location.
    const latitude = locationLatitude[code] ?? 0;
    const longitude = locationLongitude[code] ?? 0;
    const dLat = (latitude - origin.latitude) * RADIANS;
    const dLon = (longitude - origin.longitude) * RADIANS;
    const h = Math.sin(dLat / 2) ** 2 + cosOrigin * Math.cos(latitude * RADIANS) * Math.sin(dLon / 2) ** 2;
    const distance = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
    km[code] = distance;
    let smallest = NO_STEP;
    for (let index = 0; index < STEP_KM.length; index++) {
      if (distance <= (STEP_KM[index] ?? 0)) {
        smallest = index;
        break;
      }
    }
    step[code] = smallest;
  }
  return { km, step };
}

function distanceOrder(km: Float64Array): DistanceOrder {
  const count = km.length;
  const codes = Uint32Array.from({ length: count }, (_, code) => code);
  const byDistance = radixSortByKey(codes, (code) => Math.min(0xffffffff, Math.round((km[code] ?? 0) * 1000))).slice();
  const position = new Uint32Array(count);
  byDistance.forEach((code, rank) => (position[code] = rank));
  return { byDistance, position };
}

/**
 * Which dealers get a request (issue 15, item 5): up to five that sell the vehicle's type, nearest
 * to the visitor's postcode. Distance is as the crow flies from the postcode's area (lib/geo); a
 * tie goes to the lower dealer id, so the same request always reaches the same dealers. Pure.
 */
import { haversineKm, type GeoPoint } from '@/lib/geo/coordinates';

export const MAX_DEALERS = 5;

export interface CandidateDealer extends GeoPoint {
  id: number;
  name: string;
  city: string;
  email: string;
}

export interface ChosenDealer extends CandidateDealer {
  /** Whole kilometres from the visitor's postcode area. */
  distanceKm: number;
}

export function nearestDealers(candidates: readonly CandidateDealer[], from: GeoPoint, limit = MAX_DEALERS): ChosenDealer[] {
  return candidates
    .map((dealer) => ({ dealer, km: haversineKm(from, dealer) }))
    .sort((a, b) => a.km - b.km || a.dealer.id - b.dealer.id)
    .slice(0, Math.max(0, limit))
    .map(({ dealer, km }) => ({ ...dealer, distanceKm: Math.round(km) }));
}

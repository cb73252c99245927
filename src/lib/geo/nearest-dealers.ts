/**
 * Which dealers are nearest to a visitor's postcode (issue 15 item 5, issue 17): distance as the
 * crow flies from the postcode's area (coordinates.ts); a tie goes to the lower dealer id, so the
 * same request always reaches the same dealers. Pure; the caller decides which dealers qualify
 * (they sell the vehicle's type, they offer financing, …) and how many it wants.
 */
import { haversineKm, type GeoPoint } from './coordinates';

export interface CandidateDealer extends GeoPoint {
  id: number;
  name: string;
  city: string;
  email: string;
}

export type ChosenDealer<T extends CandidateDealer = CandidateDealer> = T & {
  /** Whole kilometres from the visitor's postcode area. */
  distanceKm: number;
};

export function nearestDealers<T extends CandidateDealer>(candidates: readonly T[], from: GeoPoint, limit: number): ChosenDealer<T>[] {
  return candidates
    .map((dealer) => ({ dealer, km: haversineKm(from, dealer) }))
    .sort((a, b) => a.km - b.km || a.dealer.id - b.dealer.id)
    .slice(0, Math.max(0, limit))
    .map(({ dealer, km }) => ({ ...dealer, distanceKm: Math.round(km) }));
}

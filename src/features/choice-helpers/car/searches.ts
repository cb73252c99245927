/**
 * The searches the coach ends at (issue 16: "matching searches with live counts"): one real search
 * request per recommended fuel, in the recommended body types up to the budget, and the order in
 * which an empty one is relaxed until it finds cars. Pure; the server counts them.
 */
import { normaliseSearchRequest, type SearchRequest, type SearchRequestInput } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import type { Recommendation } from './recommend';
import type { CoachFuel } from './tables';

export interface CoachSearch {
  fuel: CoachFuel;
  request: SearchRequest;
}

/** What a relaxation let go of: copy keys under `result.relaxed` in car-coach.json. */
export type Relaxation = 'towbar' | 'transmission' | 'bodyType' | 'price';

/** A relaxed budget may go this much over the ceiling. */
export const RELAXED_PRICE_FACTOR = 1.25;

export function coachSearchRequest(recommendation: Recommendation, fuel: CoachFuel, priceCeiling: number): SearchRequest {
  const input: SearchRequestInput = {
    mobilityType: 'car',
    bodyType: recommendation.bodyTypes,
    fuel: [fuel],
    price: { max: priceCeiling },
  };
  // Every electric car is an automatic, but not every listing says so: the filter would only lose cars.
  if (recommendation.automatic && fuel !== 'elektriciteit') input.transmission = ['automatisch', 'semiAutomatisch'];
  // A towbar is no filter of its own; listings name it in their title.
  if (recommendation.towbar) input.text = 'trekhaak';
  return normaliseSearchRequest(input);
}

export function coachSearches(recommendation: Recommendation, priceCeiling: number): CoachSearch[] {
  return recommendation.fuels.map((fuel) => ({ fuel, request: coachSearchRequest(recommendation, fuel, priceCeiling) }));
}

/**
 * Ever wider versions of an empty search, each letting go of one more thing, least important
 * first: the towbar word, the transmission, the body type, then a quarter more budget.
 */
export function relaxationSteps(request: SearchRequest): { request: SearchRequest; relaxed: Relaxation[] }[] {
  const steps: { request: SearchRequest; relaxed: Relaxation[] }[] = [];
  let current = request;
  let relaxed: Relaxation[] = [];
  const push = (next: SearchRequest, what: Relaxation) => {
    current = next;
    relaxed = [...relaxed, what];
    steps.push({ request: current, relaxed });
  };
  if (current.text !== undefined) {
    const next = { ...current };
    delete next.text;
    push(next, 'towbar');
  }
  if (current.transmission.length > 0) push({ ...current, transmission: [] }, 'transmission');
  if (current.bodyType.length > 0) push({ ...current, bodyType: [] }, 'bodyType');
  const max = current.price?.max;
  if (max !== undefined) push({ ...current, price: { ...current.price, max: Math.round((max * RELAXED_PRICE_FACTOR) / 100) * 100 } }, 'price');
  return steps;
}

export interface CoachSearchResult {
  fuel: CoachFuel;
  request: SearchRequest;
  /** The search's canonical result page. */
  url: string;
  /** Live count of the search behind `url`. */
  total: number;
  /** What was let go of to find anything; empty when the search as advised has results (or nothing does). */
  relaxed: Relaxation[];
}

/**
 * The search as advised when it finds cars, else the first relaxation that does. When even the
 * widest finds nothing, the advised search stays: its page can be saved, to hear when cars arrive.
 */
export function countWithRelaxation(count: (request: SearchRequest) => number, fuel: CoachFuel, request: SearchRequest): CoachSearchResult {
  const advised = count(request);
  if (advised === 0) {
    for (const step of relaxationSteps(request)) {
      const total = count(step.request);
      if (total > 0) return { fuel, request: step.request, url: searchRequestToUrl(step.request), total, relaxed: step.relaxed };
    }
  }
  return { fuel, request, url: searchRequestToUrl(request), total: advised, relaxed: [] };
}

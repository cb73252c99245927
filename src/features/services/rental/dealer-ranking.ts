/**
 * Which member dealers offering a service (rental, bike lease) are near a postcode (issue 17): the
 * ranking is lib/geo's nearestDealers (distance as the crow flies from the postcode's area, ties to
 * the lower id); this adds the radius the visitor chose and what happens when nothing lies inside it.
 * Pure: the caller loads the dealers that offer the service.
 */
import { locatePostcode, type GeoPoint } from '@/lib/geo/coordinates';
import { nearestDealers, type CandidateDealer, type ChosenDealer } from '@/lib/geo/nearest-dealers';
import { normalisePostcode } from '@/lib/geo/postcode';

/** The radii the form offers, in km; the search widens along them when a radius holds nobody. */
export const RADIUS_STEPS_KM = [10, 25, 50, 100] as const;
export type RadiusKm = (typeof RADIUS_STEPS_KM)[number];
export const DEFAULT_RADIUS_KM: RadiusKm = 25;
/** At most this many dealers are listed, nearest first. */
export const MAX_LISTED = 12;
/** When nobody lies within the widest radius: the nearest this many, wherever they are. */
export const NEAREST_FALLBACK = 3;

export function parseRadius(value: unknown): RadiusKm {
  const number = typeof value === 'string' ? Number(value) : NaN;
  return RADIUS_STEPS_KM.find((step) => step === number) ?? DEFAULT_RADIUS_KM;
}

export type PostcodeQuery =
  | { kind: 'empty' }
  | { kind: 'invalid'; input: string }
  | { kind: 'located'; postcode: string; place: string; point: GeoPoint; radiusKm: RadiusKm };

/** The form's GET query: `?postcode=3511AB&straal=25`. A blank postcode is no search yet. */
export function parsePostcodeQuery(params: Record<string, string | string[] | undefined>): PostcodeQuery {
  const raw = typeof params.postcode === 'string' ? params.postcode.trim() : '';
  if (!raw) return { kind: 'empty' };
  const postcode = normalisePostcode(raw);
  const location = postcode === null ? null : locatePostcode(postcode);
  if (postcode === null || location === null) return { kind: 'invalid', input: raw.slice(0, 20) };
  return { kind: 'located', postcode, place: location.place, point: location, radiusKm: parseRadius(params.straal) };
}

export interface NearbyDealers<T extends CandidateDealer> {
  /** The radius asked for. */
  requestedKm: RadiusKm;
  /** The radius the list holds: the asked one, a wider step, or null for the nearest anywhere. */
  shownKm: RadiusKm | null;
  dealers: ChosenDealer<T>[];
}

/**
 * Dealers within the radius, nearest first. An empty radius never ends the search: the next wider
 * step that holds someone is shown instead (and the page says so), and past the widest step the
 * nearest few wherever they are. Only no candidates at all gives an empty list.
 */
export function dealersNear<T extends CandidateDealer>(candidates: readonly T[], from: GeoPoint, requestedKm: RadiusKm, limit = MAX_LISTED): NearbyDealers<T> {
  const ranked = nearestDealers(candidates, from, candidates.length);
  for (const step of RADIUS_STEPS_KM) {
    if (step < requestedKm) continue;
    const within = ranked.filter((dealer) => dealer.distanceKm <= step);
    if (within.length) return { requestedKm, shownKm: step, dealers: within.slice(0, limit) };
  }
  return { requestedKm, shownKm: null, dealers: ranked.slice(0, NEAREST_FALLBACK) };
}

export interface OpeningEntry {
  day: number;
  open: string;
  close: string;
}

/** Day 0 is Monday, as in the dealers table; JavaScript's getDay() starts on Sunday. */
export function dutchWeekday(date: Date, timeZone = 'Europe/Amsterdam'): number {
  const name = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone }).format(date);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name);
}

/** Today's opening hours in Dutch time, "09:00–18:00" (periods joined by a comma), or null when closed. */
export function openingToday(entries: readonly OpeningEntry[], now: Date): string | null {
  const today = dutchWeekday(now);
  const periods = entries
    .filter((entry) => entry.day === today)
    .sort((a, b) => a.open.localeCompare(b.open))
    .map((entry) => `${entry.open}–${entry.close}`);
  return periods.length ? periods.join(', ') : null;
}

/**
 * "Bekijk vervangers binnen bereik": the results page of vehicles a visitor can reach with the
 * trade-in value plus a budget of their own. One canonical search URL (the URL codec), so the
 * button lands on a real, indexable result page with its filters shown as chips. Pure.
 */
import { blankSearchRequest } from '@/lib/search-request/blank';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import type { BodyType, MobilityType, VehicleKind } from '@/lib/vehicle/enums';

export interface ReplacementSubject {
  mobilityType: MobilityType;
  kind: VehicleKind | null;
  bodyType: BodyType | null;
  /** The top of the trade-in range, euro cents. */
  tradeInHigh: number;
}

/** What a buyer typically adds to the trade-in: at least this much, euros. */
export const MIN_TOP_UP_EUROS = 7_500;
/** Price steps of the URL: round numbers read better in a filter chip ("tot € 25.000"). */
const PRICE_STEP_EUROS = 2_500;

/**
 * The budget: the trade-in doubled (a buyer usually trades up by about what the old car is worth),
 * at least the trade-in plus MIN_TOP_UP_EUROS, rounded up to a round step.
 */
export function replacementBudgetEuros(tradeInHighCents: number): number {
  const tradeIn = Math.max(0, tradeInHighCents / 100);
  const budget = Math.max(tradeIn * 2, tradeIn + MIN_TOP_UP_EUROS);
  return Math.ceil(budget / PRICE_STEP_EUROS) * PRICE_STEP_EUROS;
}

/**
 * Same mobility type and the same body (a hatchback driver gets hatchbacks; campers stay campers),
 * priced up to the budget. A commercial vehicle or a microcar keeps its kind, which its body alone
 * would not say.
 */
export function replacementUrl(subject: ReplacementSubject): string {
  const request = blankSearchRequest(subject.mobilityType);
  request.price = { max: replacementBudgetEuros(subject.tradeInHigh) };
  if (subject.bodyType) request.bodyType = [subject.bodyType] as typeof request.bodyType;
  const keepsKind = subject.kind !== null && subject.kind !== 'personenwagen' && subject.kind !== 'motor';
  if (keepsKind && subject.kind) request.kind = [subject.kind] as typeof request.kind;
  return searchRequestToUrl(request);
}

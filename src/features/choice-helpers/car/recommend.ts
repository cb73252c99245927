/**
 * The coach's advice from the answers: which body types and which fuels, best first, with the
 * reasons the result page explains them by. Pure. The rules (decision 025):
 * - room: household and luggage (and the wish for room or a towbar) choose a row of body types;
 * - electric where the car can charge at home, or at a public charge point when the kilometres are
 *   modest; a hybrid for city and mixed driving without a charger; diesel only for high kilometres;
 *   petrol where the distance is too small for anything else to pay back.
 */
import { KILOMETRE_BANDS, type CarAnswers } from './answers';
import { BODY_TYPES_BY_ROOM, COACH_BODY_TYPES, type CoachBodyType, type CoachFuel } from './tables';

/** Why a fuel or a body type was chosen: copy keys under `result.reasons` in car-coach.json. */
export type ReasonKey =
  | 'electricHome'
  | 'electricPublic'
  | 'publicTooMuch'
  | 'hybridNoCharger'
  | 'hybridLong'
  | 'dieselHighKm'
  | 'petrolLowKm'
  | 'roomSmall'
  | 'roomFamily'
  | 'roomLarge'
  | 'towing'
  | 'longDistance';

export interface Recommendation {
  bodyTypes: CoachBodyType[];
  fuels: CoachFuel[];
  reasons: ReasonKey[];
  /** Only an automatic when the visitor asked for one. */
  automatic: boolean;
  towbar: boolean;
}

const MAX_BODY_TYPES = 3;
const MAX_FUELS = 3;

export function recommend(answers: CarAnswers): Recommendation {
  const body = recommendBodyTypes(answers);
  const fuel = recommendFuels(answers);
  return {
    bodyTypes: body.bodyTypes,
    fuels: fuel.fuels,
    reasons: [...fuel.reasons, ...body.reasons],
    automatic: answers.preferences.includes('automaat'),
    towbar: answers.preferences.includes('trekhaak'),
  };
}

/** 0 (one or two people, a bag of shopping) to 3 (a large family and everything it carries). */
export function roomNeeded(answers: Pick<CarAnswers, 'household' | 'luggage' | 'preferences'>): number {
  const household = { klein: 0, gezin: 1, groot: 2 }[answers.household];
  const luggage = answers.luggage === 'veel' ? 1 : 0;
  const wish = answers.preferences.includes('ruimte') ? 1 : 0;
  return Math.min(BODY_TYPES_BY_ROOM.length - 1, household + luggage + wish);
}

function recommendBodyTypes(answers: CarAnswers): { bodyTypes: CoachBodyType[]; reasons: ReasonKey[] } {
  const room = roomNeeded(answers);
  let bodyTypes = [...(BODY_TYPES_BY_ROOM[room] ?? COACH_BODY_TYPES)];
  const reasons: ReasonKey[] = [room === 0 ? 'roomSmall' : room === 1 ? 'roomFamily' : 'roomLarge'];
  // A small car for the city only: a saloon's boot and length are of no use in a parking street.
  if (room === 0 && answers.use === 'stad') bodyTypes = ['hatchback'];
  // Long distances ask for a calm, roomy car even for two.
  if (room === 0 && answers.use === 'lang') {
    bodyTypes = ['sedan', 'stationwagen', 'hatchback'];
    reasons.push('longDistance');
  }
  if (answers.preferences.includes('trekhaak')) {
    // A caravan or trailer wants weight and a long wheelbase: an estate or an SUV first.
    const tows = (type: CoachBodyType) => type === 'stationwagen' || type === 'suvTerreinwagen';
    if (!bodyTypes.some(tows)) bodyTypes.unshift('stationwagen');
    bodyTypes.sort((a, b) => Number(tows(b)) - Number(tows(a)));
    reasons.push('towing');
  }
  return { bodyTypes: [...new Set(bodyTypes)].slice(0, MAX_BODY_TYPES), reasons };
}

function recommendFuels(answers: CarAnswers): { fuels: CoachFuel[]; reasons: ReasonKey[] } {
  const band = KILOMETRE_BANDS.indexOf(answers.kilometres);
  const high = band === KILOMETRE_BANDS.length - 1;
  const low = band === 0;
  let fuels: CoachFuel[];
  let reasons: ReasonKey[];
  if (answers.charging === 'thuis') {
    fuels = high ? ['elektriciteit', 'hybride', 'diesel'] : ['elektriciteit', 'hybride'];
    reasons = ['electricHome'];
  } else if (answers.charging === 'openbaar' && band <= 1 && answers.use !== 'lang') {
    fuels = ['elektriciteit', 'hybride', 'benzine'];
    reasons = ['electricPublic'];
  } else if (high) {
    fuels = ['diesel', 'hybride'];
    reasons = ['dieselHighKm'];
  } else if (answers.use === 'lang') {
    fuels = ['hybride', 'benzine'];
    reasons = ['hybridLong'];
  } else if (low && answers.use !== 'stad') {
    fuels = ['benzine', 'hybride'];
    reasons = ['petrolLowKm'];
  } else {
    fuels = ['hybride', 'benzine'];
    reasons = ['hybridNoCharger'];
  }
  // Why not electric, when a public charge point is near but the driving is too much for it.
  if (answers.charging === 'openbaar' && !fuels.includes('elektriciteit')) reasons.push('publicTooMuch');
  if (answers.preferences.includes('zuinig')) {
    // Frugal first: petrol goes behind the others, whatever the distance.
    fuels = [...fuels.filter((fuel) => fuel !== 'benzine'), ...fuels.filter((fuel) => fuel === 'benzine')];
  }
  return { fuels: fuels.slice(0, MAX_FUELS), reasons };
}

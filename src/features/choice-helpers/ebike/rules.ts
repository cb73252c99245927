/**
 * From the seven answers to the advice and the search (issue 16): pure, with its numbers in
 * rules-tables.ts and its words in choice-helper.json. The result page, the advice mail and the
 * keep-me-posted subscription all read the same `ebikeAdvice` and `ebikeSearchRequests`.
 */
import { normaliseSearchRequest, type SearchRequest, type SearchRequestInput } from '@/lib/search-request/schema';
import type { EbikeAnswers } from './questions';
import {
  ARCHETYPE_BY_PURPOSE,
  BATTERY_MIN_WH,
  BODY_TYPES_BY_PURPOSE,
  BUDGET_GUIDE,
  BUDGET_MAX,
  FRAME_HEIGHT_BY_BODY_HEIGHT,
  FRAME_RELAX_CM,
  HILL_EXTRA_WH,
  MOTOR_BRANDS_BY_POSITION,
  RELAX_ORDER,
  type Archetype,
  type Relaxed,
} from './rules-tables';

/** One line of advice: a key under `advice.` in choice-helper.json and its values. */
export interface AdvicePoint {
  readonly key: string;
  readonly values?: Readonly<Record<string, number>>;
}

export interface EbikeAdvice {
  readonly archetype: Archetype;
  readonly points: readonly AdvicePoint[];
  readonly budget: {
    /** What such a bike costs used ("reken op"). */
    readonly min: number;
    readonly max: number;
    /** The visitor's own limit; null: none. */
    readonly yours: number | null;
    /** The visitor's limit is below what such a bike usually costs. */
    readonly tight: boolean;
  };
  /** Key under `tips.` in choice-helper.json. */
  readonly tip: string;
  readonly frameHeight: { readonly min: number; readonly max: number };
  readonly speedPedelec: boolean;
}

export function archetypeOf(answers: EbikeAnswers): Archetype {
  if (answers.snelheid === '45' && answers.doel !== 'kinderen-lading') return 'snelleForens';
  return ARCHETYPE_BY_PURPOSE[answers.doel];
}

/** The battery to look for in Wh, or null when any battery reaches. */
export function batteryMinimum(answers: EbikeAnswers): number | null {
  const base = BATTERY_MIN_WH[answers.afstand];
  const extra = HILL_EXTRA_WH[answers.terrein];
  if (base === null) return extra > 0 ? 300 + extra : null;
  return base + extra;
}

/** A front motor pulls the front wheel: on hills and with a heavy load it slips and tires. */
function needsMidMotor(answers: EbikeAnswers): boolean {
  return answers.terrein === 'heuvelachtig' || answers.doel === 'kinderen-lading' || answers.doel === 'sportief';
}

function motorPoint(answers: EbikeAnswers): AdvicePoint {
  if (answers.motor === 'voor' && needsMidMotor(answers)) return { key: 'motor.frontStruggles' };
  if (answers.motor === 'geen-voorkeur') return { key: needsMidMotor(answers) ? 'motor.chooseMid' : 'motor.anyWorks' };
  return { key: `motor.${answers.motor}` };
}

export function ebikeAdvice(answers: EbikeAnswers): EbikeAdvice {
  const archetype = archetypeOf(answers);
  const frameHeight = FRAME_HEIGHT_BY_BODY_HEIGHT[answers.lengte];
  const guide = BUDGET_GUIDE[archetype];
  const yours = BUDGET_MAX[answers.budget];
  const battery = batteryMinimum(answers);
  const speedPedelec = answers.snelheid === '45';
  const points: AdvicePoint[] = [
    { key: `archetype.${archetype}` },
    motorPoint(answers),
    battery === null ? { key: 'battery.any' } : { key: 'battery.minimum', values: { wh: battery } },
    { key: 'frame', values: frameHeight },
  ];
  if (speedPedelec) points.push({ key: 'speedPedelec' });
  else if (answers.afstand === 'meer-dan-35' && answers.doel === 'woon-werk') points.push({ key: 'considerSpeedPedelec' });
  const tight = yours !== null && yours < guide.min;
  return { archetype, points, budget: { ...guide, yours, tight }, tip: tipOf(answers, archetype, tight), frameHeight, speedPedelec };
}

function tipOf(answers: EbikeAnswers, archetype: Archetype, tight: boolean): string {
  if (tight) return 'budgetTight';
  if (answers.terrein === 'heuvelachtig' && archetype !== 'snelleForens') return 'hills';
  return archetype;
}

/** The strict search for these answers (e-bikes in stock of the right kind, size, price, motor, battery and body). */
export function ebikeSearchRequest(answers: EbikeAnswers, relaxed: readonly Relaxed[] = []): SearchRequest {
  const dropped = new Set(relaxed);
  const frame = FRAME_HEIGHT_BY_BODY_HEIGHT[answers.lengte];
  const widen = dropped.has('frameHeight') ? FRAME_RELAX_CM : 0;
  const battery = batteryMinimum(answers);
  const budget = BUDGET_MAX[answers.budget];
  const input: SearchRequestInput = {
    mobilityType: 'bicycle',
    kind: answers.snelheid === '45' ? ['highSpeedEbike'] : ['ebike'],
    frameHeight: { min: frame.min - widen, max: frame.max + widen },
    price: budget === null || dropped.has('price') ? null : { max: budget },
    bodyType: dropped.has('bodyType') ? [] : BODY_TYPES_BY_PURPOSE[answers.doel],
    motorBrand: dropped.has('motor') ? [] : MOTOR_BRANDS_BY_POSITION[answers.motor],
    batteryCapacity: battery === null || dropped.has('battery') ? null : { min: battery },
  };
  return normaliseSearchRequest(input);
}

export interface SearchStep {
  readonly request: SearchRequest;
  /** What this step let go of, in RELAX_ORDER; empty for the strict search. */
  readonly relaxed: readonly Relaxed[];
}

/**
 * The strict search, then ever wider ones: each lets go of one more thing in RELAX_ORDER, skipping
 * what the answers never asked for (no motor preference, no battery minimum). The page shows the
 * first with results and says what it let go of.
 */
export function ebikeSearchSteps(answers: EbikeAnswers): SearchStep[] {
  const steps: SearchStep[] = [{ request: ebikeSearchRequest(answers), relaxed: [] }];
  const relaxed: Relaxed[] = [];
  for (const field of RELAX_ORDER) {
    if (field === 'motor' && answers.motor === 'geen-voorkeur') continue;
    if (field === 'battery' && batteryMinimum(answers) === null) continue;
    if (field === 'price' && BUDGET_MAX[answers.budget] === null) continue;
    relaxed.push(field);
    steps.push({ request: ebikeSearchRequest(answers, relaxed), relaxed: [...relaxed] });
  }
  return steps;
}

/**
 * What a phrase of the vocabulary means. Filters (`enum`, `make`, `model`, `flag`, …) become
 * part of the request; the grammar words (`cue`, `unit`, `placeCue`, …) steer how the numbers and
 * places around them are read; `filler` words carry nothing and are neither filters nor keywords.
 */
import type { EnumFilterKey, FlagKey, RangeKey } from '@/lib/search-request/fields';
import type { Range } from '@/lib/search-request/schema';
import type { MobilityType, RadiusStep, SortOrder } from '@/lib/vehicle/enums';

/** What a number measures. `radius` is a distance to a place ("binnen 30 km"). */
export type Dimension = RangeKey | 'radius';

export type Bound = 'min' | 'max';

export type Meaning =
  | { kind: 'mobility'; mobilityType: MobilityType }
  | { kind: 'enum'; field: EnumFilterKey; values: readonly string[] }
  | { kind: 'make'; slug: string; label: string; mobilityTypes: readonly MobilityType[] }
  | { kind: 'model'; slug: string; label: string; brands: readonly string[]; mobilityTypes: readonly MobilityType[]; needsMake: boolean }
  | { kind: 'flag'; field: FlagKey }
  /** A count said in one word ("vijfdeurs", "zevenzitter"): the range a number with its unit would give. */
  | { kind: 'range'; field: RangeKey; range: Range }
  | { kind: 'sort'; sort: SortOrder }
  | { kind: 'place'; name: string; postalCode: string }
  /**
   * "onder", "vanaf", "minder dan". A bare year-like number after a max cue is a price ("onder
   * 2000" on a bicycle), unless the cue only speaks of time (`yearsOnly`: "ouder dan 2015").
   */
  | { kind: 'cue'; bound: Bound; yearsOnly?: boolean }
  | { kind: 'between' }
  /** Joins the two ends of a range: "en" after "tussen", "tot" or "-" between two numbers. */
  | { kind: 'rangeJoin' }
  /** A word naming what the next number measures ("bouwjaar", "prijs", "km-stand"). */
  | { kind: 'dimension'; dimension: Dimension }
  /** A unit after (or before, for "€") a number; `factor` converts it to the filter's unit. */
  | { kind: 'unit'; dimension: Dimension; factor?: number; before?: boolean }
  | { kind: 'multiplier'; factor: number }
  | { kind: 'placeCue' }
  /** "binnen": the next "N km" is a radius. */
  | { kind: 'radiusCue' }
  | { kind: 'filler' };

export const RADIUS_STEP_BY_KM: readonly (readonly [number, RadiusStep])[] = [
  [5, 'five'],
  [10, 'ten'],
  [20, 'twenty'],
  [30, 'thirty'],
  [40, 'forty'],
  [50, 'fifty'],
  [100, 'oneHundred'],
  [200, 'twoHundred'],
  [300, 'threeHundred'],
];

/** The smallest radius step that covers `km` (a person who says 25 km means at least that far). */
export function radiusStepFor(km: number): RadiusStep {
  for (const [limit, step] of RADIUS_STEP_BY_KM) if (km <= limit) return step;
  return 'threeHundred';
}

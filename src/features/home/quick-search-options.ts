import {
  BICYCLE_BODY_TYPES,
  MOTOR_BODY_TYPES,
  type MobilityType,
  type VehicleKind,
} from '@/lib/vehicle/enums';

/**
 * What the quick search of each home page offers. A "soort" is either a vehicle kind (e-bike,
 * caravan) or a body type (stadsfiets, naked); its URL segment is the list's landing segment.
 */
export interface SoortOption {
  /** The code in the vehicle vocabulary; its Dutch label is home.json `soort.{code}`. */
  code: string;
  field: 'kind' | 'bodyType';
  segment: string;
}

function kind(code: VehicleKind, segment: string): SoortOption {
  return { code, field: 'kind', segment };
}

function bodyType(code: string): SoortOption {
  return { code, field: 'bodyType', segment: code.toLowerCase() };
}

export const SOORT_OPTIONS: Record<MobilityType, readonly SoortOption[]> = {
  car: [],
  bicycle: [
    kind('ebike', 'voertuigsoort-elektrische-fiets'),
    kind('highSpeedEbike', 'voertuigsoort-speed-pedelec'),
    ...BICYCLE_BODY_TYPES.map(bodyType),
  ],
  motor: MOTOR_BODY_TYPES.map(bodyType),
  caramper: [kind('caravan', 'voertuigsoort-caravan'), kind('camper', 'voertuigsoort-camper'), kind('vouwwagen', 'voertuigsoort-vouwwagen')],
};

export function soortBySegment(mobility: MobilityType, segment: string): SoortOption | undefined {
  return SOORT_OPTIONS[mobility].find((option) => option.segment === segment);
}

/** Which fields each home's quick search shows, in order. */
export type QuickSearchField = 'soort' | 'merk' | 'model' | 'prijsTot' | 'bouwjaarVanaf';
export const QUICK_SEARCH_FIELDS: Record<MobilityType, readonly QuickSearchField[]> = {
  car: ['merk', 'model', 'prijsTot', 'bouwjaarVanaf'],
  bicycle: ['soort', 'merk', 'prijsTot'],
  motor: ['merk', 'soort', 'prijsTot'],
  caramper: ['soort', 'merk', 'prijsTot'],
};

/** Maximum-price steps in whole euros, sized to what each kind of vehicle costs. */
export const PRICE_STEPS: Record<MobilityType, readonly number[]> = {
  car: [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000, 12500, 15000, 17500, 20000, 25000, 30000, 35000, 40000, 45000, 50000, 60000, 75000],
  bicycle: [250, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 7500, 10000],
  motor: [1000, 2000, 3000, 4000, 5000, 6000, 7500, 10000, 12500, 15000, 17500, 20000, 25000, 30000],
  caramper: [2500, 5000, 7500, 10000, 12500, 15000, 20000, 25000, 30000, 40000, 50000, 60000, 75000, 100000, 125000, 150000],
};

/** "Bouwjaar vanaf" choices: this year back to 25 years ago, newest first. */
export function yearSteps(currentYear: number): number[] {
  return Array.from({ length: 26 }, (_, i) => currentYear - i);
}

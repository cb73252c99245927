/**
 * The tables behind the e-bike advice, in one place so an editor can change them (issue 16;
 * decision 025 explains them). Texts are in public/locales/nl/choice-helper.json under the same
 * keys; numbers and search filters are here. Amounts in whole euros, lengths in cm, energy in Wh.
 */
import type { EnumFilterValue } from '@/lib/search-request/fields';
import type { BodyHeight, Budget, Distance, MotorPosition, Purpose, Terrain } from './questions';

export const ARCHETYPES = ['forens', 'snelleForens', 'stadsfietser', 'bakfietsouder', 'toerfietser', 'sportieveling'] as const;
export type Archetype = (typeof ARCHETYPES)[number];

/** The archetype by purpose; a speed pedelec makes anyone but a cargo-bike parent a fast commuter. */
export const ARCHETYPE_BY_PURPOSE: Record<Purpose, Archetype> = {
  'woon-werk': 'forens',
  boodschappen: 'stadsfietser',
  'kinderen-lading': 'bakfietsouder',
  recreatie: 'toerfietser',
  sportief: 'sportieveling',
};

/**
 * Body height → frame height (cm, measured centre of the bottom bracket to the top of the seat
 * tube), for city and hybrid e-bikes: about 0.32 × body height, a few centimetres either way for
 * a sportier or a more upright position.
 */
export const FRAME_HEIGHT_BY_BODY_HEIGHT: Record<BodyHeight, { min: number; max: number }> = {
  'tot-160': { min: 44, max: 50 },
  '160-170': { min: 49, max: 54 },
  '170-180': { min: 53, max: 57 },
  '180-190': { min: 56, max: 61 },
  'vanaf-190': { min: 60, max: 65 },
};

/** The most the visitor wants to spend; null: no upper limit. */
export const BUDGET_MAX: Record<Budget, number | null> = {
  'tot-1500': 1500,
  'tot-2500': 2500,
  'tot-3500': 3500,
  'tot-5000': 5000,
  'meer-dan-5000': null,
};

/** What a good used e-bike of each archetype costs at BOVAG dealers (range shown as "reken op"). */
export const BUDGET_GUIDE: Record<Archetype, { min: number; max: number }> = {
  forens: { min: 1500, max: 3000 },
  snelleForens: { min: 3500, max: 7000 },
  stadsfietser: { min: 1000, max: 2200 },
  bakfietsouder: { min: 2500, max: 5000 },
  toerfietser: { min: 1400, max: 2800 },
  sportieveling: { min: 2500, max: 5000 },
};

/** Body types that suit the purpose; empty: any. */
export const BODY_TYPES_BY_PURPOSE: Record<Purpose, readonly EnumFilterValue<'bodyType'>[]> = {
  'woon-werk': ['stadsfiets', 'hybrideFiets', 'crosshybride'],
  boodschappen: ['stadsfiets', 'hybrideFiets'],
  'kinderen-lading': ['bakfiets'],
  recreatie: ['stadsfiets', 'hybrideFiets', 'crosshybride', 'cruiserfiets'],
  sportief: ['mountainbike', 'crosshybride', 'racefiets', 'hybrideFiets'],
};

/**
 * The search has no motor-position filter, so motor brands stand in: brands whose e-bike motors
 * are (nearly) all mid motors, and brands known for hub motors. An approximation the result says.
 */
export const MOTOR_BRANDS_BY_POSITION: Record<MotorPosition, readonly EnumFilterValue<'motorBrand'>[]> = {
  midden: ['bosch', 'brose', 'yamaha', 'giant', 'panasonic', 'shimano'],
  voor: ['bafang', 'ananda'],
  achter: ['bafang', 'ananda', 'sparta'],
  'geen-voorkeur': [],
};

/** Battery the distance asks for (one way, with reserve for cold and wind); hills add HILL_EXTRA_WH. */
export const BATTERY_MIN_WH: Record<Distance, number | null> = {
  'tot-10': null,
  '10-20': 400,
  '20-35': 500,
  'meer-dan-35': 625,
};
export const HILL_EXTRA_WH: Record<Terrain, number> = { vlak: 0, gemengd: 0, heuvelachtig: 100 };

/** When the strict search finds nothing, these are let go one after another, cumulatively. */
export const RELAX_ORDER = ['motor', 'battery', 'bodyType', 'frameHeight', 'price'] as const;
export type Relaxed = (typeof RELAX_ORDER)[number];
/** How far the frame range widens on each side when it is relaxed. */
export const FRAME_RELAX_CM = 3;

/**
 * Every number behind the car keuzecoach's advice, in one place so that an editor can change them
 * without reading the rules (issue 16). Each table says where it comes from and when it was
 * checked; the tax tables' sources are in docs/decisions/025-choice-helpers.md ("Car keuzecoach").
 * Amounts are euros unless a name says otherwise.
 */

/** The body types the coach recommends: the everyday shapes of a private buyer's car. */
export const COACH_BODY_TYPES = ['hatchback', 'sedan', 'stationwagen', 'suvTerreinwagen', 'mpv'] as const;
export type CoachBodyType = (typeof COACH_BODY_TYPES)[number];

/** The fuels it weighs (gas and hydrogen are too rare in the stock to advise). */
export const COACH_FUELS = ['elektriciteit', 'hybride', 'benzine', 'diesel'] as const;
export type CoachFuel = (typeof COACH_FUELS)[number];

/** The distance that stands for each kilometre band of the question. */
export const KILOMETRES_PER_YEAR = {
  'tot-10000': 7_500,
  '10000-20000': 15_000,
  '20000-30000': 25_000,
  'meer-dan-30000': 35_000,
} as const;

/**
 * Body types by how much room a household needs (0 = one or two people, little luggage … 3 = a
 * large family with a lot to carry), best first. The rules add or drop one for the kind of driving.
 */
export const BODY_TYPES_BY_ROOM: readonly (readonly CoachBodyType[])[] = [
  ['hatchback', 'sedan'],
  ['stationwagen', 'hatchback', 'suvTerreinwagen'],
  ['stationwagen', 'suvTerreinwagen', 'mpv'],
  ['mpv', 'suvTerreinwagen', 'stationwagen'],
];

/**
 * A typical used car of each body and fuel: empty mass (the tax's weight, kg), real-world use per
 * 100 km (litres, or kWh from the socket), and power (kW, what the market model prices). Averages of
 * the common models of 2018–2023 in each class, rounded; checked November 2026.
 */
export interface VehicleProfile {
  massKg: number;
  per100Km: number;
  powerKw: number;
}
export const VEHICLE_PROFILES: Record<CoachBodyType, Record<CoachFuel, VehicleProfile>> = {
  hatchback: {
    benzine: { massKg: 1_150, per100Km: 6.0, powerKw: 85 },
    hybride: { massKg: 1_250, per100Km: 4.5, powerKw: 85 },
    diesel: { massKg: 1_250, per100Km: 4.8, powerKw: 85 },
    elektriciteit: { massKg: 1_600, per100Km: 16, powerKw: 110 },
  },
  sedan: {
    benzine: { massKg: 1_400, per100Km: 6.6, powerKw: 110 },
    hybride: { massKg: 1_500, per100Km: 4.9, powerKw: 110 },
    diesel: { massKg: 1_500, per100Km: 5.1, powerKw: 110 },
    elektriciteit: { massKg: 1_850, per100Km: 17, powerKw: 150 },
  },
  stationwagen: {
    benzine: { massKg: 1_400, per100Km: 6.8, powerKw: 110 },
    hybride: { massKg: 1_500, per100Km: 5.0, powerKw: 110 },
    diesel: { massKg: 1_500, per100Km: 5.2, powerKw: 110 },
    elektriciteit: { massKg: 1_850, per100Km: 18, powerKw: 150 },
  },
  suvTerreinwagen: {
    benzine: { massKg: 1_500, per100Km: 7.5, powerKw: 120 },
    hybride: { massKg: 1_600, per100Km: 5.6, powerKw: 120 },
    diesel: { massKg: 1_650, per100Km: 6.0, powerKw: 120 },
    elektriciteit: { massKg: 2_000, per100Km: 19.5, powerKw: 150 },
  },
  mpv: {
    benzine: { massKg: 1_550, per100Km: 7.4, powerKw: 110 },
    hybride: { massKg: 1_650, per100Km: 5.5, powerKw: 110 },
    diesel: { massKg: 1_700, per100Km: 5.8, powerKw: 110 },
    elektriciteit: { massKg: 2_050, per100Km: 19.5, powerKw: 150 },
  },
};

/**
 * Energy prices, including taxes (November 2026): pump prices of Euro95 and diesel as the
 * national average, electricity on a variable home contract, at a public charge point, and at
 * a fast charger (what a driver without a charge point nearby pays on the road).
 */
export const ENERGY_PRICES = {
  checked: '2026-11',
  benzinePerLitre: 1.95,
  dieselPerLitre: 1.72,
  homePerKwh: 0.27,
  publicPerKwh: 0.59,
  fastPerKwh: 0.69,
} as const;

/**
 * Insurance indication (WA plus beperkt casco, a driver of 30+ with claim-free years): a base per
 * body type plus a share of the car's value a year; electric cars cost more to repair. A rule of
 * thumb from comparison sites' quotes, November 2026; a real premium depends on driver and postcode.
 */
export const INSURANCE = {
  basePerMonth: { hatchback: 38, sedan: 45, stationwagen: 45, suvTerreinwagen: 52, mpv: 48 } satisfies Record<CoachBodyType, number>,
  valueSharePerYear: 0.012,
  electricFactor: 1.1,
} as const;

/**
 * Value lost in a year, as a share of the price, where the market model knows no comparable cars
 * (the stated rule of thumb): used cars lose about 15 % a year, electric ones somewhat more.
 */
export const DEPRECIATION_RULE_OF_THUMB: Record<CoachFuel, number> = { benzine: 0.15, hybride: 0.15, diesel: 0.15, elektriciteit: 0.18 };
/** Mileage the market's typical car has driven per year of age (for the model's "typical vehicle"). */
export const TYPICAL_KILOMETRES_PER_YEAR = 15_000;
/** Oldest typical car the coach looks for at a low budget. */
export const OLDEST_TYPICAL_AGE_YEARS = 15;

/** A monthly budget is an instalment: a loan over this many months at this effective annual rate. */
export const FINANCING = { months: 60, annualRate: 0.079 } as const;

/** The twelve provinces (the URL words) and their opcenten in 2026, per cent of the 1995 base. */
export const PROVINCES = [
  'groningen',
  'fryslan',
  'drenthe',
  'overijssel',
  'flevoland',
  'gelderland',
  'utrecht',
  'noord-holland',
  'zuid-holland',
  'zeeland',
  'noord-brabant',
  'limburg',
] as const;
export type Province = (typeof PROVINCES)[number];

export const OPCENTEN_2026: Record<Province, number> = {
  groningen: 95.7,
  fryslan: 92.1,
  drenthe: 92.0,
  overijssel: 82.2,
  flevoland: 84.7,
  gelderland: 98.3,
  utrecht: 86.4,
  'noord-holland': 82.1,
  'zuid-holland': 104.4,
  zeeland: 84.4,
  'noord-brabant': 87.0,
  limburg: 88.5,
};

/**
 * Motorrijtuigenbelasting for a personenauto, per quarter, tariffs of 1 January 2026 (Wet MRB 1994
 * art. 23): amounts per weight class up to 900 kg, then a fixed amount per further 100 kg.
 */
export interface WeightTariff {
  /** Amount for each class up to and including `stepFromKg`, keyed by the class's upper mass. */
  classes: readonly (readonly [massKg: number, amount: number])[];
  /** From this class on, `perStep` is added for every 100 kg above it. */
  stepFromKg: number;
  perStep: number;
}

export const ROAD_TAX_2026 = {
  /** The base (what a petrol car pays to the state). */
  base: {
    classes: [
      [500, 21.46],
      [600, 29.12],
      [700, 37.0],
      [800, 48.3],
      [900, 64.24],
    ],
    stepFromKg: 900,
    perStep: 17.27,
  } satisfies WeightTariff,
  /** Diesel's fuel surcharge (art. 23 lid 2), from 900 kg; the coach never weighs a lighter diesel. */
  dieselSurcharge: { classes: [[900, 153.0]], stepFromKg: 900, perStep: 16.57 } satisfies WeightTariff,
  /**
   * The provinces' opcenten are a percentage of the base as it stood on 1 April 1995 (art. 222
   * Provinciewet), not of today's base: that table, in euros, frozen.
   */
  opcentenBase1995: {
    classes: [
      [500, 14.5],
      [600, 17.33],
      [700, 20.4],
      [800, 26.98],
      [900, 34.12],
      [1000, 45.81],
    ],
    stepFromKg: 1000,
    perStep: 11.68,
  } satisfies WeightTariff,
  /** Share of the whole tax an electric car pays in 2026 (a 30 % reduction; 2029: 75 %, 2030: full). */
  electricShare: 0.7,
} as const;

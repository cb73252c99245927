/**
 * The vehicle vocabulary of product §3, shared by the inventory, the search engine, the URL codec
 * and the pages. Values are stable codes; Dutch labels live in public/locales/nl/vehicle.json.
 */

export * from './mobility';
import type { MobilityType } from './mobility';

export const VEHICLE_KINDS = [
  'personenwagen',
  'bedrijfswagen',
  'brommobiel',
  'motor',
  'fiets',
  'ebike',
  'highSpeedEbike',
  'caravan',
  'camper',
  'vouwwagen',
] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];
export const KINDS_BY_MOBILITY: Record<MobilityType, readonly VehicleKind[]> = {
  car: ['personenwagen', 'bedrijfswagen', 'brommobiel'],
  bicycle: ['fiets', 'ebike', 'highSpeedEbike'],
  motor: ['motor'],
  caramper: ['caravan', 'camper', 'vouwwagen'],
};

export const CAR_BODY_TYPES = [
  'hatchback',
  'stationwagen',
  'suvTerreinwagen',
  'sedan',
  'mpv',
  'coupe',
  'cabriolet',
  'bedrijfswagen',
  'personenbus',
  'pickup',
] as const;
export const MOTOR_BODY_TYPES = [
  'allroad',
  'chopper',
  'classic',
  'crosser',
  'cruiser',
  'enduro',
  'minibike',
  'motorscooter',
  'naked',
  'quad',
  'racer',
  'rally',
  'sport',
  'sportTouring',
  'supermotard',
  'superSport',
  'tourer',
  'touringEnduro',
  'trial',
  'trike',
  'zijspan',
] as const;
export const BICYCLE_BODY_TYPES = [
  'stadsfiets',
  'hybrideFiets',
  'crosshybride',
  'mountainbike',
  'racefiets',
  'bakfiets',
  'vouwfiets',
  'cruiserfiets',
  'jeugdfiets',
  'kinderfiets',
  'ligfiets',
  'tandem',
  'bmxFreestyleFiets',
] as const;
export const CAMPING_BODY_TYPES = ['integraal', 'halfintegraal', 'alkoof', 'busmodel', 'caravan', 'vouwwagen'] as const;
export const BODY_TYPES_BY_MOBILITY = {
  car: CAR_BODY_TYPES,
  motor: MOTOR_BODY_TYPES,
  bicycle: BICYCLE_BODY_TYPES,
  caramper: CAMPING_BODY_TYPES,
} as const satisfies Record<MobilityType, readonly string[]>;
export const BODY_TYPES = [...CAR_BODY_TYPES, ...MOTOR_BODY_TYPES, ...BICYCLE_BODY_TYPES, ...CAMPING_BODY_TYPES] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const CONDITIONS = ['occasion', 'nieuw'] as const;
export const USAGE_STATES = ['nieuw', 'gebruikt', 'gereviseerd'] as const;
/**
 * The market-price rating of a listing (decision 022): its asking price against the valuation
 * core's expected price. Best first; a listing whose estimate is weak has none.
 */
export const PRICE_RATINGS = ['sharp', 'good', 'fair', 'high'] as const;
export type PriceRating = (typeof PRICE_RATINGS)[number];
export const FUEL_TYPES = ['benzine', 'diesel', 'hybride', 'elektriciteit', 'gas', 'waterstof', 'overige'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const TRANSMISSIONS = ['handgeschakeld', 'automatisch', 'semiAutomatisch'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
export const COLOURS = ['zwart', 'grijs', 'wit', 'blauw', 'rood', 'bruin', 'overigeKleuren'] as const;
export const ENERGY_LABELS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
export const DRIVING_LICENCES = ['a', 'a1', 'a2'] as const;
export const MILEAGE_UNITS = ['kilometer', 'mijl'] as const;
export const DRIVE_WHEELS = ['voorwiel', 'achterwiel', 'vierwiel', 'trapas'] as const;

// Bicycles and e-bikes (spec: values not shown; these are the ones Dutch dealers use).
export const FRAME_MATERIALS = ['aluminium', 'staal', 'carbon', 'titanium'] as const;
export const FRAME_TYPES = ['dames', 'heren', 'lageInstap', 'unisex', 'mixte'] as const;
export const BRAKE_TYPES = ['hydraulischeSchijfrem', 'mechanischeSchijfrem', 'rollerbrake', 'velgrem', 'terugtraprem', 'trommelrem'] as const;
/** Where an e-bike's motor drives: the e-bike "drive type" of the spec summaries. */
export const BICYCLE_DRIVE_TYPES = ['middenmotor', 'voorwielmotor', 'achterwielmotor'] as const;
export const BATTERY_POSITIONS = ['frame', 'geintegreerd', 'bagagedrager', 'achterFrame'] as const;
export const BATTERY_TYPES = ['lithiumIon', 'lithiumPolymeer', 'nikkelMetaalhydride'] as const;
export const EBIKE_MOTOR_BRANDS = ['bosch', 'shimano', 'bafang', 'yamaha', 'brose', 'panasonic', 'gazelleEigen', 'sparta', 'giant', 'ananda'] as const;

// Caravans, campers and folding trailers.
export const BED_LAYOUTS = ['fransBed', 'queensbed', 'eenpersoonsbedden', 'stapelbed', 'hefbed', 'dwarsbed', 'alkoofbed'] as const;
export const KITCHEN_LAYOUTS = ['frontkeuken', 'middenkeuken', 'achterkeuken', 'zijkeuken', 'hoekkeuken'] as const;
export const SEATING_LAYOUTS = ['halfDinette', 'dinette', 'rondzit', 'frontzit', 'achterzit', 'lzit'] as const;

export const WARRANTY_TYPES = ['bovag6maanden', 'bovag12maanden', 'bovag24maanden', 'fabrieksgarantie', 'merkgarantie'] as const;
export type WarrantyType = (typeof WARRANTY_TYPES)[number];
/** The maintenance tag shown for camping vehicles after the warranties (product §9 warranty order). */
export const MAINTENANCE_TAG = 'onderhoud' as const;

export const CERTAINTIES = [
  'puntencheck30',
  'puntencheck35',
  'puntencheck40',
  'puntencheck70',
  'volledigOnderhouden',
  'onderhoudshistorie',
  'omruilgarantie',
  'afleverbeurt',
  'garantie6maanden',
  'garantie12maanden',
  'garantie24maanden',
] as const;
export type Certainty = (typeof CERTAINTIES)[number];

export const ADDED_SINCE = ['today', 'yesterday', 'theDayBeforeYesterday', 'oneWeek', 'twoWeeks', 'oneMonth'] as const;
export const SORT_ORDERS = [
  'besteResultaat',
  'laatstToegevoegd',
  'zekerheden',
  'prijsOplopend',
  'prijsAflopend',
  'bouwjaarAflopend',
  'bouwjaarOplopend',
  'kilometerstandOplopend',
  'kilometerstandAflopend',
  'modeljaarAflopend',
  'modeljaarOplopend',
  'afstand',
  'prijsbeoordeling',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const RADIUS_STEPS = ['five', 'ten', 'twenty', 'thirty', 'forty', 'fifty', 'oneHundred', 'twoHundred', 'threeHundred'] as const;
export type RadiusStep = (typeof RADIUS_STEPS)[number];
export const RADIUS_KM: Record<RadiusStep, number> = {
  five: 5,
  ten: 10,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  oneHundred: 100,
  twoHundred: 200,
  threeHundred: 300,
};
export const OWNER_COUNTS = ['one', 'two', 'three', 'four', 'five', 'sixMore'] as const;
/**
 * Product §9 power bands, in pk (horsepower): Dutch buyers and the site we replace think in pk, so
 * the bands and the request range (`powerPk`) are pk; kW is shown beside them (decision 037).
 */
export const POWER_BANDS_PK = [50, 75, 90, 100, 110, 125, 150, 170, 200, 250, 300, 350] as const;
/** One metric horsepower (pk) in kW. */
export const KW_PER_PK = 0.73549875;
/**
 * Whole kW to whole pk. Rounding both ways loses nothing: one kW is 1.36 pk, so every whole kW has
 * its own whole pk and `pkToKw(kwToPk(kw)) === kw` (unit-tested).
 */
export function kwToPk(kw: number): number {
  return Math.round(kw / KW_PER_PK);
}
export function pkToKw(pk: number): number {
  return Math.round(pk * KW_PER_PK);
}

/** Whether the listing was imported (a foreign first registration): the `import-ja`/`import-nee` filter. */
export const IMPORTED_VALUES = ['ja', 'nee'] as const;
export type ImportedValue = (typeof IMPORTED_VALUES)[number];

/**
 * Accessories people filter on (issue 20): the old site's accessory filter, each matched against the
 * option names the listings' `options` column holds. Lowercased, each code is the old site's URL word.
 */
export const ACCESSORIES = [
  'airco',
  'climateControl',
  'androidAuto',
  'appleCarPlay',
  'cruiseControl',
  'adaptiveCruiseControl',
  'navigatie',
  'parkeersensoren',
  'stoelverwarming',
  'lederenBekleding',
  'panoramadak',
  'trekhaak',
  'headUpDisplay',
  'dodehoekdetectie',
] as const;
export type Accessory = (typeof ACCESSORIES)[number];
/** The option names (as the import stores them, compared case-insensitively) that count as each accessory. */
export const ACCESSORY_OPTION_NAMES: Record<Accessory, readonly string[]> = {
  airco: ['Airconditioning', 'Airco'],
  climateControl: ['Climate control', 'Climatecontrol'],
  androidAuto: ['Android Auto'],
  appleCarPlay: ['Apple CarPlay'],
  cruiseControl: ['Cruise control', 'Cruisecontrol'],
  adaptiveCruiseControl: ['Adaptive cruise control'],
  navigatie: ['Navigatiesysteem', 'Navigatie'],
  parkeersensoren: ['Parkeersensoren achter', 'Parkeersensoren voor', 'Parkeersensoren'],
  stoelverwarming: ['Stoelverwarming'],
  lederenBekleding: ['Lederen bekleding'],
  panoramadak: ['Panoramadak'],
  trekhaak: ['Trekhaak', 'Afneembare trekhaak'],
  headUpDisplay: ['Head-up display'],
  dodehoekdetectie: ['Dodehoekdetectie'],
};
const ACCESSORY_OF_OPTION = new Map<string, Accessory>(
  ACCESSORIES.flatMap((accessory) => ACCESSORY_OPTION_NAMES[accessory].map((name) => [name.toLowerCase(), accessory] as const)),
);
/** The accessories a listing's option names amount to, in canonical order. */
export function accessoriesOf(options: readonly string[]): Accessory[] {
  const found = new Set<Accessory>();
  for (const option of options) {
    const accessory = ACCESSORY_OF_OPTION.get(option.trim().toLowerCase());
    if (accessory) found.add(accessory);
  }
  return ACCESSORIES.filter((accessory) => found.has(accessory));
}

/** Product §9 page size. */
export const PAGE_SIZE = 24;

/**
 * What a dealer offers beside selling (issue 17; `dealers.services`): rental cars (/verhuur/auto-huren),
 * financing through the dealer (/financieren/autofinanciering) and employer bike lease (/lease/fiets-lease).
 */
export const DEALER_SERVICES = ['rental', 'financing', 'bikeLease'] as const;
export type DealerService = (typeof DEALER_SERVICES)[number];
export function isDealerService(value: unknown): value is DealerService {
  return (DEALER_SERVICES as readonly unknown[]).includes(value);
}

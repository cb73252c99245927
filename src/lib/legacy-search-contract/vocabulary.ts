/**
 * The old site's enumeration values next to ours, one table per field (decision 035). Each row is
 * `[old value, our value]`; `null` for a value of the old vocabulary we hold no data for (the filter
 * value is dropped, as legacy-urls drops the same words in URLs: decision 037). Rows are one-to-one
 * so old → ours → old returns the same value; `aliases` are further old spellings read one way only.
 * Our own values are accepted too, in any case ("Trommelrem"), and answered in PascalCase when the
 * old vocabulary has no name for them: the client reads facet names and sends them back.
 */
import type { EnumFilterKey } from '@/lib/search-request/fields';
import { RADIUS_STEPS, type MobilityType } from '@/lib/vehicle/enums';

export type ValueRow = readonly [legacy: string, ours: string | null];

export interface ValueTable {
  /** Our request field. */
  field: EnumFilterKey | 'addedSince' | 'radius' | 'sort' | 'accessories' | 'imported';
  rows: readonly ValueRow[];
  /** One-way spellings: old value → our value(s). */
  aliases?: Readonly<Record<string, readonly string[] | null>>;
}

/** The old MobilityType values; `camper` is our camping type as a whole (caravans, campers, folding trailers). */
export const LEGACY_MOBILITY: readonly (readonly [string, MobilityType])[] = [
  ['auto', 'car'],
  ['motor', 'motor'],
  ['fiets', 'bicycle'],
  ['camper', 'caramper'],
];
/** What the old site's own answers also called these types. */
export const LEGACY_MOBILITY_ALIASES: Readonly<Record<string, MobilityType>> = { car: 'car', motorcycle: 'motor', bicycle: 'bicycle', caramper: 'caramper', caravan: 'caramper' };

const same = (values: readonly string[]): ValueRow[] => values.map((value) => [value, value.charAt(0).toLowerCase() + value.slice(1)]);

export const BODY_TYPE: ValueTable = {
  field: 'bodyType',
  rows: [
    ...same(['Hatchback', 'Sedan', 'SuvTerreinwagen', 'Stationwagen', 'Coupe', 'Mpv', 'Cabriolet', 'Bedrijfswagen', 'Personenbus', 'Pickup']),
    ['AllRoad', 'allroad'],
    ...same(['Chopper', 'Classic', 'Crosser', 'Cruiser', 'Enduro', 'Minibike', 'Motorscooter', 'Naked', 'Quad', 'Racer', 'Rally', 'Sport']),
    ...same(['SportTouring', 'Supermotard', 'SuperSport', 'Tourer', 'TouringEnduro', 'Trial', 'Trike', 'Zijspan']),
    ...same(['Bakfiets', 'BmxFreestyleFiets', 'Crosshybride', 'Cruiserfiets', 'HybrideFiets', 'Jeugdfiets', 'Kinderfiets', 'Ligfiets']),
    ...same(['Mountainbike', 'Racefiets', 'Stadsfiets', 'Tandem', 'Vouwfiets']),
    // "Overig" of cars, motorcycles and bicycles: every listing of ours has a named body type.
    ['Overig', null],
  ],
};

export const FUEL: ValueTable = { field: 'fuel', rows: same(['Benzine', 'Diesel', 'Hybride', 'Elektriciteit', 'Gas', 'Waterstof', 'Overige']) };
export const TRANSMISSION: ValueTable = { field: 'transmission', rows: same(['Handgeschakeld', 'Automatisch', 'SemiAutomatisch']) };
export const COLOUR: ValueTable = {
  field: 'colour',
  rows: same(['Zwart', 'Grijs', 'Wit', 'Blauw', 'Rood', 'Bruin', 'OverigeKleuren']),
  // The old facet's label for OverigeKleuren; the client may send labels back (its colour fallback does).
  aliases: { overig: ['overigeKleuren'] },
};
export const CONDITION: ValueTable = { field: 'condition', rows: same(['Occasion', 'Nieuw']) };
export const WARRANTY: ValueTable = { field: 'warrantyTypes', rows: same(['Bovag12maanden', 'Bovag24maanden', 'Fabrieksgarantie', 'Merkgarantie']) };
export const DRIVING_LICENCE: ValueTable = { field: 'drivingLicence', rows: same(['A', 'A1', 'A2']) };
export const ENERGY_LABEL: ValueTable = { field: 'energyLabel', rows: same(['A', 'B', 'C', 'D', 'E', 'F', 'G']) };
/** The old DriveType is which wheels drive (our driveWheels); our driveType is an e-bike's motor position. */
export const DRIVE_WHEELS: ValueTable = { field: 'driveWheels', rows: same(['Voorwiel', 'Achterwiel', 'Vierwiel', 'Trapas']) };
export const FRAME_MATERIAL: ValueTable = {
  field: 'frameMaterial',
  rows: [...same(['Aluminium', 'Carbon', 'Staal', 'Titanium']), ['ChroomMolybdeen', null], ['Scandium', null], ['Tica', null]],
};
export const FRAME_TYPE: ValueTable = {
  field: 'frameType',
  rows: [...same(['Dames', 'Heren', 'LageInstap', 'Unisex']), ['Mixed', 'mixte'], ['DamesMonotube', null], ['Jongens', null], ['Meisjes', null]],
};
export const BRAKE_TYPE: ValueTable = {
  field: 'brakeType',
  rows: [['RollerBrake', 'rollerbrake'], ...same(['Velgrem', 'Terugtraprem'])],
  // The old site had one disc-brake value; we tell hydraulic from mechanical.
  aliases: { schijfrem: ['hydraulischeSchijfrem', 'mechanischeSchijfrem'] },
};
export const MOTOR_BRAND: ValueTable = {
  field: 'motorBrand',
  rows: [
    ...same(['Bosch', 'Yamaha', 'Giant', 'Brose', 'Panasonic', 'Shimano', 'Bafang']),
    ['Gazelle', 'gazelleEigen'],
    ...(['Stromer', 'EMotion', 'Ion', 'Cortina', 'Flyer', 'Overig'] as const).map((value): ValueRow => [value, null]),
  ],
};
export const BATTERY_POSITION: ValueTable = {
  field: 'batteryPosition',
  rows: [...same(['Bagagedrager', 'Frame']), ...(['Vloer', 'Achterbank', 'Kofferbak', 'Overig'] as const).map((value): ValueRow => [value, null])],
};
export const BED_LAYOUT: ValueTable = {
  field: 'bedLayout',
  rows: [
    ['Fransbed', 'fransBed'],
    ...same(['Alkoofbed', 'Dwarsbed', 'Hefbed']),
    ['TweeAparteBedden', 'eenpersoonsbedden'],
    ['LengteStapelbed', 'stapelbed'],
    ...(['Bovenbed', 'Kastbed', 'Lengtebed', 'Slaapbank', 'VastBed', 'VrijstaandBed'] as const).map((value): ValueRow => [value, null]),
  ],
  aliases: { dwarsstapelbed: ['stapelbed'] },
};
export const SEATING_LAYOUT: ValueTable = {
  field: 'seatingLayout',
  rows: [
    ['RondZit', 'rondzit'],
    ['LVormZit', 'lzit'],
    ['Treinzit', 'dinette'],
    ['HalveTreinzit', 'halfDinette'],
    ...(['DubbeleStandaardzit', 'KleineZit', 'Standaardzit', 'Middendinette'] as const).map((value): ValueRow => [value, null]),
  ],
};
export const KITCHEN_LAYOUT: ValueTable = { field: 'kitchenLayout', rows: [['Middenkeuken', 'middenkeuken'], ['Eindkeuken', 'achterkeuken'], ['Topkeuken', null]] };

export const ADDED_SINCE: ValueTable = {
  field: 'addedSince',
  rows: same(['Today', 'Yesterday', 'TheDayBeforeYesterday', 'OneWeek', 'TwoWeeks', 'OneMonth']),
  // The client's enum values (URL words of the old site).
  aliases: { vandaag: ['today'], gisteren: ['yesterday'], eergisteren: ['theDayBeforeYesterday'], 'een-week': ['oneWeek'], 'twee-weken': ['twoWeeks'], 'een-maand': ['oneMonth'] },
};
/** Radius: the old names (as the old facets answered them), or kilometres as newer clients send. */
export const DISTANCE: ValueTable = {
  field: 'radius',
  rows: same(['Five', 'Ten', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'OneHundred', 'TwoHundred', 'ThreeHundred']),
  aliases: Object.fromEntries(RADIUS_STEPS.map((step, index) => [String([5, 10, 20, 30, 40, 50, 100, 200, 300][index]), [step]])),
};
export const SORT: ValueTable = {
  field: 'sort',
  rows: ['besteResultaat', 'laatstToegevoegd', 'prijsOplopend', 'prijsAflopend', 'bouwjaarAflopend', 'bouwjaarOplopend', 'kilometerstandOplopend', 'kilometerstandAflopend', 'afstand'].map(
    (value): ValueRow => [value, value],
  ),
};
export const IMPORTED: ValueTable = { field: 'imported', rows: same(['Ja', 'Nee']) };
/**
 * Accessories: the car client sends lowercase words (`navigatie`), the motorcycle client the old
 * facet's names (`Navigatie`, `Buddyseat`); our values match them case-insensitively. The
 * motorcycle-only options we do not record are dropped, as in URLs (decision 037).
 */
export const ACCESSORY: ValueTable = {
  field: 'accessories',
  rows: [
    ['Airco', 'airco'],
    ['ClimateControl', 'climateControl'],
    ['AndroidAuto', 'androidAuto'],
    ['AppleCarPlay', 'appleCarPlay'],
    ['CruiseControl', 'cruiseControl'],
    ['AdaptiveCruiseControl', 'adaptiveCruiseControl'],
    ['Navigatie', 'navigatie'],
    ['Parkeersensoren', 'parkeersensoren'],
    ['Stoelverwarming', 'stoelverwarming'],
    ['LederenBekleding', 'lederenBekleding'],
    ['Panoramadak', 'panoramadak'],
    ['Trekhaak', 'trekhaak'],
    ['HeadUpDisplay', 'headUpDisplay'],
    ['Dodehoekdetectie', 'dodehoekdetectie'],
    ...(
      [
        'Abs', 'Alarm', 'Bas', 'BluetoothCarkit', 'Buddyseat', 'Dakraam', 'Esp', 'GearIndicator', 'Grootlichtassistent', 'Handkappen',
        'Handvatverwarming', 'LedVerlichting', 'LichtmetalenVelgen', 'MeesturendeKoplampen', 'Onderhoudsboekjes', 'Radio', 'Rijmodi',
        'Sportuitlaat', 'Spraakbediening', 'Topkoffer', 'Tractiecontrolesysteem', 'TwaalfVoltAansluiting', 'Usb', 'Valbeugel',
        'XenonVerlichting', 'Zijkoffer',
      ] as const
    ).map((value): ValueRow => [value, null]),
  ],
};

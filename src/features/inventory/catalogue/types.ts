import type { BICYCLE_BODY_TYPES, CAMPING_BODY_TYPES, CAR_BODY_TYPES, MOTOR_BODY_TYPES } from '@/lib/vehicle/enums';

export type CarBodyType = (typeof CAR_BODY_TYPES)[number];
export type MotorBodyType = (typeof MOTOR_BODY_TYPES)[number];
export type BicycleBodyType = (typeof BICYCLE_BODY_TYPES)[number];
export type CampingBodyType = (typeof CAMPING_BODY_TYPES)[number];

/** b benzine, d diesel, h (full) hybrid, p plug-in hybrid, e electric, g benzine + LPG. */
export type FuelCode = 'b' | 'd' | 'h' | 'p' | 'e' | 'g';

/** label as in the title ("1.5 TSI"), fuel, engine capacity in cc (0 for electric), power in kW, electric range in km. */
export type CarEngine = readonly [label: string, fuel: FuelCode, cc: number, kw: number, range?: number];

/** A body the model comes in, optionally with the word that names that body in the title ("Variant"). */
export type CarBody = CarBodyType | readonly [CarBodyType, string];

export interface CarModel {
  model: string;
  bodies: readonly CarBody[];
  /** First and last production year offered in the demo. */
  years: readonly [number, number];
  /** New price of the first engine in euros (today's money). */
  price: number;
  /** Share within the brand. */
  weight: number;
  engines: readonly CarEngine[];
  trims: readonly string[];
  kind?: 'bedrijfswagen' | 'brommobiel';
  seats?: number;
  doors?: number;
  drive?: 'achterwiel' | 'vierwiel';
  /** Braked towing capacity in kg, where the body type alone would guess wrong. */
  tow?: number;
}

export interface CarBrand {
  name: string;
  /** Share of the Dutch used-car market (relative). */
  weight: number;
  /** Years of factory warranty on a new car. */
  factoryWarrantyYears: number;
  premium?: boolean;
  models: readonly CarModel[];
}

export interface MotorModel {
  model: string;
  body: MotorBodyType;
  cc: number;
  kw: number;
  price: number;
  years: readonly [number, number];
  weight: number;
  /** Scooters are automatic; everything else is shifted by hand. */
  automatic?: boolean;
  variants?: readonly string[];
}

export interface MotorBrand {
  name: string;
  weight: number;
  factoryWarrantyYears: number;
  models: readonly MotorModel[];
}

export type BicycleKindCode = 'fiets' | 'ebike' | 'highSpeedEbike';

export interface BicycleModel {
  model: string;
  variants: readonly string[];
  kind: BicycleKindCode;
  body: BicycleBodyType;
  /** New price in euros. */
  price: number;
  weight: number;
  motorBrand?: 'bosch' | 'shimano' | 'bafang' | 'yamaha' | 'brose' | 'panasonic' | 'gazelleEigen' | 'sparta' | 'giant' | 'ananda';
  drive?: 'middenmotor' | 'voorwielmotor' | 'achterwielmotor';
  /** Wheel size in inches. */
  wheel?: number;
  /** Number of gears; 0 for a continuously variable hub. */
  gears: number;
  brake: 'hydraulischeSchijfrem' | 'mechanischeSchijfrem' | 'rollerbrake' | 'velgrem' | 'terugtraprem' | 'trommelrem';
  material?: 'aluminium' | 'staal' | 'carbon' | 'titanium';
  battery?: 'frame' | 'geintegreerd' | 'bagagedrager' | 'achterFrame';
  /** Battery capacities offered, Wh. */
  wh?: readonly number[];
}

export interface BicycleBrand {
  name: string;
  weight: number;
  models: readonly BicycleModel[];
}

export interface CampingLayout {
  variant: string;
  berths: number;
  bed: 'fransBed' | 'queensbed' | 'eenpersoonsbedden' | 'stapelbed' | 'hefbed' | 'dwarsbed' | 'alkoofbed';
  kitchen: 'frontkeuken' | 'middenkeuken' | 'achterkeuken' | 'zijkeuken' | 'hoekkeuken';
  seating: 'halfDinette' | 'dinette' | 'rondzit' | 'frontzit' | 'achterzit' | 'lzit';
  lengthCm: number;
}

export interface CampingModel {
  model: string;
  kind: 'caravan' | 'camper' | 'vouwwagen';
  body: CampingBodyType;
  price: number;
  years: readonly [number, number];
  weight: number;
  /** Empty mass of the smallest layout, kg. */
  emptyMass: number;
  maximumMass: number;
  layouts: readonly CampingLayout[];
  /** Campers: the chassis they are built on. */
  chassis?: 'ducato' | 'sprinter' | 'transit' | 'crafter' | 'transporter' | 'jumper';
}

export interface CampingBrand {
  name: string;
  weight: number;
  models: readonly CampingModel[];
}

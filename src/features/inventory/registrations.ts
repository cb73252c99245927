import type { BodyType, FuelType, VehicleKind } from '@/lib/vehicle/enums';
import { RDW_COLOURS, rdwFuelsFor, rdwKindFor } from '@/lib/vehicle/rdw-vocabulary';
import { CAR_BRANDS } from './catalogue/brands';
import { CAMPER_BRANDS, CARAVAN_BRANDS, FOLDING_TRAILER_BRANDS } from './catalogue/camping';
import { MOTOR_BRANDS } from './catalogue/motorcycles';
import type { CarBody, FuelCode } from './catalogue/types';
import { licensePlate, type PlatePrefix } from './license-plate';
import { createRandom, hashSeed, weightedTable, type Random } from './random';

/**
 * What the local plate registry holds (decision 023): one row per plate in the RDW's own words,
 * as the vehicle_registrations table stores it. The demo seed writes one for every demo
 * listing's plate and a few thousand private ones, so a visitor can value a car that is not for
 * sale. Pure: the writing is in registry-seed.ts.
 */
export interface RegistrationRecord {
  plate: string;
  voertuigsoort: string;
  merk: string;
  handelsbenaming: string;
  /** YYYY-MM-DD */
  datumEersteToelating: string;
  inrichting: string | null;
  eersteKleur: string | null;
  aantalZitplaatsen: number | null;
  aantalDeuren: number | null;
  cilinderinhoud: number | null;
  massaLedigVoertuig: number | null;
  catalogusprijs: number | null;
  fuels: string[];
  nettomaximumvermogen: number | null;
  klasseHybrideElektrischVoertuig: string | null;
}

/** The registry writes names in capitals without accents: 'Citroën' → 'CITROEN', 'Südwind' → 'SUDWIND'. */
export function registryName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

/** Every make and its models the demo catalogue knows, for showing registered names as the maker writes them. */
export function registryBrandNames(): { name: string; models: string[] }[] {
  return [
    ...CAR_BRANDS.map((brand) => ({ name: brand.name, models: brand.models.map((model) => model.model) })),
    ...MOTOR_BRANDS.map((brand) => ({ name: brand.name, models: brand.models.map((model) => model.model) })),
    ...[...CAMPER_BRANDS, ...CARAVAN_BRANDS, ...FOLDING_TRAILER_BRANDS].map((brand) => ({ name: brand.name, models: brand.models.map((model) => model.model) })),
  ];
}

export const PRIVATE_REGISTRATIONS = 3000;

const FUELS_OF: Record<FuelCode, FuelType[]> = {
  b: ['benzine'],
  d: ['diesel'],
  h: ['hybride'],
  p: ['hybride', 'elektriciteit'],
  e: ['elektriciteit'],
  g: ['benzine', 'gas'],
};

const DOORS: Partial<Record<BodyType, number>> = { sedan: 4, coupe: 2, cabriolet: 2, bedrijfswagen: 4, personenbus: 4, pickup: 4 };

const pickColour = weightedTable<string>([
  [RDW_COLOURS.grijs ?? 'GRIJS', 30],
  [RDW_COLOURS.zwart ?? 'ZWART', 25],
  [RDW_COLOURS.wit ?? 'WIT', 15],
  [RDW_COLOURS.blauw ?? 'BLAUW', 15],
  [RDW_COLOURS.rood ?? 'ROOD', 8],
  [RDW_COLOURS.bruin ?? 'BRUIN', 3],
  [RDW_COLOURS.overigeKleuren ?? 'DIVERSEN', 4],
]);

type Category = 'car' | 'motor' | 'camper' | 'caravan' | 'vouwwagen';
const pickCategory = weightedTable<Category>([
  ['car', 82],
  ['motor', 9],
  ['camper', 4],
  ['caravan', 4],
  ['vouwwagen', 1],
]);

const carTable = weightedTable(CAR_BRANDS.flatMap((brand) => brand.models.map((model) => [{ brand, model }, brand.weight * model.weight] as const)));
const motorTable = weightedTable(MOTOR_BRANDS.flatMap((brand) => brand.models.map((model) => [{ brand, model }, brand.weight * model.weight] as const)));
const campingTables = {
  camper: weightedTable(CAMPER_BRANDS.flatMap((brand) => brand.models.map((model) => [{ brand, model }, brand.weight * model.weight] as const))),
  caravan: weightedTable(CARAVAN_BRANDS.flatMap((brand) => brand.models.map((model) => [{ brand, model }, brand.weight * model.weight] as const))),
  vouwwagen: weightedTable(FOLDING_TRAILER_BRANDS.flatMap((brand) => brand.models.map((model) => [{ brand, model }, brand.weight * model.weight] as const))),
};

interface Registered {
  year: number;
  month: number;
  day: number;
}

/**
 * The year the private registrations are drawn as of. Fixed rather than the seed's "now", so the
 * same plates exist in every demo database, whenever it was seeded, and the README can name some.
 */
const REFERENCE_YEAR = 2026;

/** A first registration within the model's years, most of them between 2 and 12 years before the reference year. */
function registeredWithin(random: Random, years: readonly [number, number]): Registered {
  const thisYear = REFERENCE_YEAR;
  const last = Math.min(years[1], thisYear - 1);
  const first = Math.min(years[0], last);
  const preferred = thisYear - 2 - Math.round(Math.abs(random.normal()) * 5);
  const year = Math.min(last, Math.max(first, preferred));
  return { year, month: random.int(1, 12), day: random.int(1, 28) };
}

function isoDate({ year, month, day }: Registered): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The new price of a model (today's euros) in the money of the year it was registered. */
function catalogPrice(price: number, year: number): number {
  return Math.round((price * Math.pow(0.98, Math.max(0, REFERENCE_YEAR - year))) / 10) * 10;
}

function record(
  plate: string,
  kind: VehicleKind,
  body: BodyType,
  names: { merk: string; model: string },
  registered: Registered,
  details: Omit<RegistrationRecord, 'plate' | 'voertuigsoort' | 'merk' | 'handelsbenaming' | 'datumEersteToelating' | 'inrichting' | 'fuels' | 'klasseHybrideElektrischVoertuig'> & { fuelTypes: FuelType[] },
): RegistrationRecord {
  const { fuelTypes, ...rest } = details;
  const fuels = rdwFuelsFor(fuelTypes);
  return {
    plate: plate.replaceAll('-', ''),
    ...rdwKindFor(kind, body),
    merk: registryName(names.merk),
    handelsbenaming: registryName(names.model),
    datumEersteToelating: isoDate(registered),
    ...rest,
    fuels: fuels.names,
    klasseHybrideElektrischVoertuig: fuels.hybridClass,
  };
}

function privateCar(random: Random): RegistrationRecord {
  const { brand, model } = carTable(random);
  const bodyEntry: CarBody = random.chance(0.75) ? (model.bodies[0] ?? 'hatchback') : random.pick(model.bodies);
  const [body, bodyWord] = typeof bodyEntry === 'string' ? [bodyEntry, ''] : bodyEntry;
  const registered = registeredWithin(random, model.years);
  const fitting = model.engines.filter(([, fuel]) => registered.year >= 2015 || (fuel !== 'p' && fuel !== 'e'));
  const [, fuel, cc, kw] = random.pick(fitting.length ? fitting : model.engines);
  const kind: VehicleKind = model.kind ?? (body === 'bedrijfswagen' || body === 'pickup' ? 'bedrijfswagen' : 'personenwagen');
  const prefix: PlatePrefix = kind === 'bedrijfswagen' ? 'V' : null;
  return record(
    licensePlate(random, registered.year, prefix),
    kind,
    body,
    { merk: brand.name, model: bodyWord ? `${model.model} ${bodyWord}` : model.model },
    registered,
    {
      eersteKleur: pickColour(random),
      aantalZitplaatsen: model.seats ?? 5,
      aantalDeuren: model.doors ?? DOORS[body] ?? 5,
      cilinderinhoud: cc > 0 ? cc : null,
      // Rough, but in the right range: more engine, more car.
      massaLedigVoertuig: Math.round((780 + cc * 0.22 + kw * 3.2 + (fuel === 'e' || fuel === 'p' ? 280 : 0)) / 5) * 5,
      catalogusprijs: catalogPrice(model.price, registered.year),
      nettomaximumvermogen: kw,
      fuelTypes: FUELS_OF[fuel],
    },
  );
}

function privateMotor(random: Random): RegistrationRecord {
  const { brand, model } = motorTable(random);
  const registered = registeredWithin(random, model.years);
  return record(licensePlate(random, registered.year, 'M'), 'motor', model.body, { merk: brand.name, model: model.model }, registered, {
    eersteKleur: pickColour(random),
    aantalZitplaatsen: 2,
    aantalDeuren: null,
    cilinderinhoud: model.cc,
    massaLedigVoertuig: Math.round((110 + model.cc * 0.09) / 5) * 5,
    catalogusprijs: null,
    nettomaximumvermogen: model.kw,
    fuelTypes: ['benzine'],
  });
}

function privateCamping(random: Random, kind: 'camper' | 'caravan' | 'vouwwagen'): RegistrationRecord {
  const { brand, model } = campingTables[kind](random);
  const registered = registeredWithin(random, model.years);
  const layout = random.pick(model.layouts);
  const camper = kind === 'camper';
  return record(licensePlate(random, registered.year, camper ? null : 'W'), kind, model.body, { merk: brand.name, model: model.model }, registered, {
    eersteKleur: camper ? pickColour(random) : 'WIT',
    aantalZitplaatsen: camper ? layout.berths : null,
    aantalDeuren: null,
    cilinderinhoud: camper ? 2287 : null,
    massaLedigVoertuig: model.emptyMass,
    catalogusprijs: camper ? catalogPrice(model.price, registered.year) : null,
    nettomaximumvermogen: camper ? 103 : null,
    fuelTypes: camper ? ['diesel'] : [],
  });
}

/**
 * Private registrations of the demo: vehicles on the road that no dealer offers. The same seed
 * gives the same registrations; plates may repeat, and the first one written wins.
 */
export function privateRegistrations(seed: number | string, count: number): RegistrationRecord[] {
  const random = createRandom(hashSeed(seed, 'private-registrations'));
  const records: RegistrationRecord[] = [];
  for (let i = 0; i < count; i++) {
    const category = pickCategory(random);
    records.push(category === 'car' ? privateCar(random) : category === 'motor' ? privateMotor(random) : privateCamping(random, category));
  }
  return records;
}

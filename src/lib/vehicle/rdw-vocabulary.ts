import type { BodyType, FuelType, MobilityType, VehicleKind } from './enums';

/**
 * The words of the Dutch vehicle registry (RDW open data, datasets m9d7-ebf2 and 8ys7-d773)
 * against ours, both ways: the plate registry reads RDW's words, the demo seed writes them for
 * the local registry table. One table each, so the two directions cannot drift apart.
 */

/** `brandstof_omschrijving` values and our fuel for each. */
export const RDW_FUELS: Readonly<Record<string, FuelType>> = {
  Benzine: 'benzine',
  Diesel: 'diesel',
  Elektriciteit: 'elektriciteit',
  LPG: 'gas',
  CNG: 'gas',
  LNG: 'gas',
  Waterstof: 'waterstof',
  Alcohol: 'overige',
};

/** `klasse_hybride_elektrisch_voertuig`: a plug-in hybrid (off-vehicle charging) or not. */
export const RDW_PLUG_IN_HYBRID = 'OVC-HEV';
export const RDW_HYBRID = 'NOVC-HEV';

const COMBUSTION: readonly FuelType[] = ['benzine', 'diesel', 'gas'];

/**
 * Our fuels for a plate's fuel rows, the way our listings write them: a combustion engine with
 * electricity is a hybrid, 'hybride' alone or, for a plug-in, 'hybride' and 'elektriciteit';
 * petrol with LPG stays 'benzine' and 'gas'.
 */
export function fuelTypesFromRdw(rows: readonly { name: string; hybridClass?: string | null }[]): FuelType[] {
  const fuels: FuelType[] = [];
  for (const row of rows) {
    const fuel = RDW_FUELS[row.name.trim()] ?? RDW_FUELS[capitalise(row.name.trim())] ?? 'overige';
    if (!fuels.includes(fuel)) fuels.push(fuel);
  }
  const hybrid = fuels.includes('elektriciteit') && fuels.some((fuel) => COMBUSTION.includes(fuel));
  if (!hybrid) return fuels;
  const plugIn = rows.some((row) => row.hybridClass?.trim().toUpperCase() === RDW_PLUG_IN_HYBRID);
  return plugIn ? ['hybride', 'elektriciteit'] : ['hybride'];
}

/** The fuel rows the registry would hold for a listing's fuels (the inverse of fuelTypesFromRdw). */
export function rdwFuelsFor(fuelTypes: readonly FuelType[]): { names: string[]; hybridClass: string | null } {
  if (fuelTypes.includes('hybride')) {
    const base = fuelTypes.includes('diesel') ? 'Diesel' : 'Benzine';
    return { names: [base, 'Elektriciteit'], hybridClass: fuelTypes.includes('elektriciteit') ? RDW_PLUG_IN_HYBRID : RDW_HYBRID };
  }
  const names = fuelTypes.map((fuel) => RDW_FUEL_NAME[fuel]).filter((name): name is string => name !== null);
  return { names: [...new Set(names)], hybridClass: null };
}

const RDW_FUEL_NAME: Record<FuelType, string | null> = {
  benzine: 'Benzine',
  diesel: 'Diesel',
  elektriciteit: 'Elektriciteit',
  gas: 'LPG',
  waterstof: 'Waterstof',
  hybride: null,
  overige: 'Alcohol',
};

/** `voertuigsoort` values we can take a vehicle from. */
export const RDW_VEHICLE_SORTS = {
  car: 'Personenauto',
  van: 'Bedrijfsauto',
  motorcycle: 'Motorfiets',
  moped: 'Bromfiets',
  trailer: 'Aanhangwagen',
} as const;

/** `inrichting` values that decide the kind where the vehicle sort does not. */
export const RDW_CAMPER_BODY = 'kampeerwagen';
export const RDW_CARAVAN_BODY = 'caravan';
export const RDW_FOLDING_TRAILER_BODY = 'vouwwagen';
/** A closed moped-class car: how a brommobiel is registered. */
export const RDW_MICROCAR_BODY = 'gesloten opbouw';

type RegisteredMobility = Extract<MobilityType, 'car' | 'motor' | 'caramper'>;

/** Our mobility type and kind from the registry's vehicle sort and body; nulls where it cannot be told. */
export function vehicleKindFromRdw(voertuigsoort: string, inrichting: string | null): { mobilityType: RegisteredMobility | null; kind: VehicleKind | null } {
  const sort = voertuigsoort.trim().toLowerCase();
  const body = inrichting?.trim().toLowerCase() ?? '';
  if ((sort === 'personenauto' || sort === 'bedrijfsauto') && body === RDW_CAMPER_BODY) return { mobilityType: 'caramper', kind: 'camper' };
  if (sort === 'personenauto') return { mobilityType: 'car', kind: 'personenwagen' };
  if (sort === 'bedrijfsauto') return { mobilityType: 'car', kind: 'bedrijfswagen' };
  if (sort === 'motorfiets' || sort === 'motorfiets met zijspan') return { mobilityType: 'motor', kind: 'motor' };
  if (sort === 'bromfiets' && body === RDW_MICROCAR_BODY) return { mobilityType: 'car', kind: 'brommobiel' };
  if (sort === 'aanhangwagen' || sort === 'middenasaanhangwagen') {
    if (body === RDW_CARAVAN_BODY) return { mobilityType: 'caramper', kind: 'caravan' };
    if (body === RDW_FOLDING_TRAILER_BODY) return { mobilityType: 'caramper', kind: 'vouwwagen' };
  }
  return { mobilityType: null, kind: null };
}

/** Our car body types and the `inrichting` the registry writes for them. */
const CAR_BODY_INRICHTING: Partial<Record<BodyType, string>> = {
  hatchback: 'hatchback',
  stationwagen: 'stationwagen',
  suvTerreinwagen: 'terreinvoertuig',
  sedan: 'sedan',
  mpv: 'MPV',
  coupe: 'coupe',
  cabriolet: 'cabriolet',
  bedrijfswagen: 'gesloten opbouw',
  personenbus: 'MPV',
  pickup: 'Pick-up truck',
};

/** What the registry holds for one of our vehicles: its vehicle sort and body. */
export function rdwKindFor(kind: VehicleKind, bodyType: BodyType): { voertuigsoort: string; inrichting: string | null } {
  switch (kind) {
    case 'camper':
      return { voertuigsoort: RDW_VEHICLE_SORTS.car, inrichting: RDW_CAMPER_BODY };
    case 'caravan':
      return { voertuigsoort: RDW_VEHICLE_SORTS.trailer, inrichting: RDW_CARAVAN_BODY };
    case 'vouwwagen':
      return { voertuigsoort: RDW_VEHICLE_SORTS.trailer, inrichting: RDW_FOLDING_TRAILER_BODY };
    case 'motor':
      return { voertuigsoort: RDW_VEHICLE_SORTS.motorcycle, inrichting: null };
    case 'brommobiel':
      return { voertuigsoort: RDW_VEHICLE_SORTS.moped, inrichting: RDW_MICROCAR_BODY };
    case 'bedrijfswagen':
      return { voertuigsoort: RDW_VEHICLE_SORTS.van, inrichting: CAR_BODY_INRICHTING[bodyType] ?? CAR_BODY_INRICHTING.bedrijfswagen ?? null };
    default:
      return { voertuigsoort: RDW_VEHICLE_SORTS.car, inrichting: CAR_BODY_INRICHTING[bodyType] ?? null };
  }
}

/** Our car body type for a registered `inrichting`, where it says one; the registry calls most SUVs hatchbacks. */
export function carBodyTypeFromRdw(inrichting: string | null): BodyType | null {
  if (!inrichting) return null;
  const wanted = inrichting.trim().toLowerCase();
  const match = Object.entries(CAR_BODY_INRICHTING).find(([, value]) => value.toLowerCase() === wanted);
  return match ? (match[0] as BodyType) : null;
}

/** Our colour codes and the registry's `eerste_kleur`. */
export const RDW_COLOURS: Readonly<Record<string, string>> = {
  zwart: 'ZWART',
  grijs: 'GRIJS',
  wit: 'WIT',
  blauw: 'BLAUW',
  rood: 'ROOD',
  bruin: 'BRUIN',
  overigeKleuren: 'DIVERSEN',
};

/** Registry fields that say "nothing here". */
const EMPTY_VALUES = new Set(['', 'n.v.t.', 'niet geregistreerd', 'onbekend']);

export function rdwText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return EMPTY_VALUES.has(text.toLowerCase()) ? null : text;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

import { fuelTypesFromRdw, rdwText, vehicleKindFromRdw } from '@/lib/vehicle/rdw-vocabulary';
import type { DisplayNames } from './display-names';
import { titleCase } from './display-names';
import type { RdwFuelRow, RdwVehicleRow } from './rdw-rows';
import type { RegisteredVehicle } from './types';

/** A whole number from a registry string ("1498", "96.00"); null for empty or nonsense. */
function count(value: string | undefined): number | null {
  const text = rdwText(value);
  if (text === null) return null;
  const number = Number(text.replace(',', '.'));
  return Number.isFinite(number) && number > 0 ? Math.round(number) : null;
}

/** "20170315" → 15 March 2017; null when it is no real date. */
export function parseRdwDate(value: string | undefined): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

function fuelOrder(row: RdwFuelRow): number {
  return count(row.brandstof_volgnummer) ?? Number.MAX_SAFE_INTEGER;
}

/**
 * One plate's registry rows in our terms. Null when the vehicle row lacks what every answer
 * needs (make, first registration): the registry answered, but not with a vehicle we can show.
 */
export function toRegisteredVehicle(vehicle: RdwVehicleRow, fuelRows: readonly RdwFuelRow[], names: DisplayNames): RegisteredVehicle | null {
  const merk = rdwText(vehicle.merk);
  const firstRegistration = parseRdwDate(vehicle.datum_eerste_toelating);
  if (!merk || !firstRegistration) return null;
  const voertuigsoort = rdwText(vehicle.voertuigsoort) ?? '';
  const inrichting = rdwText(vehicle.inrichting);
  const fuels = [...fuelRows].sort((a, b) => fuelOrder(a) - fuelOrder(b));
  const powers = fuels.map((row) => count(row.nettomaximumvermogen)).filter((kw): kw is number => kw !== null);
  const electricPowers = fuels.map((row) => count(row.netto_max_vermogen_elektrisch)).filter((kw): kw is number => kw !== null);
  const brand = names.brand(merk);
  const colour = rdwText(vehicle.eerste_kleur);
  return {
    plate: vehicle.kenteken.trim().toUpperCase(),
    voertuigsoort,
    ...vehicleKindFromRdw(voertuigsoort, inrichting),
    brand,
    registeredModel: names.model(brand, rdwText(vehicle.handelsbenaming) ?? ''),
    firstRegistration,
    fuels: fuelTypesFromRdw(
      fuels
        .map((row) => ({ name: rdwText(row.brandstof_omschrijving) ?? '', hybridClass: rdwText(row.klasse_hybride_elektrisch_voertuig) }))
        .filter((row) => row.name !== ''),
    ),
    // Electric cars have no combustion power; the registry gives their motor's power apart.
    powerKw: powers.length ? Math.max(...powers) : electricPowers.length ? Math.max(...electricPowers) : null,
    bodyType: inrichting,
    colour: colour ? titleCase(colour) : null,
    seats: count(vehicle.aantal_zitplaatsen),
    doors: count(vehicle.aantal_deuren),
    engineCapacity: count(vehicle.cilinderinhoud),
    emptyMass: count(vehicle.massa_ledig_voertuig),
    catalogPrice: count(vehicle.catalogusprijs),
  };
}

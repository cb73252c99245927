import { z } from 'zod';

/**
 * The rows of the RDW open-data datasets as they arrive: every value a string, fields left out
 * when empty. Only the fields we use are named; the rest pass through unread.
 */
const field = z.string().optional();

/** m9d7-ebf2 "Gekentekende voertuigen": one row per plate. */
export const rdwVehicleRow = z.looseObject({
  kenteken: z.string(),
  voertuigsoort: field,
  merk: field,
  handelsbenaming: field,
  /** YYYYMMDD */
  datum_eerste_toelating: field,
  inrichting: field,
  eerste_kleur: field,
  aantal_zitplaatsen: field,
  aantal_deuren: field,
  cilinderinhoud: field,
  massa_ledig_voertuig: field,
  catalogusprijs: field,
});
export type RdwVehicleRow = z.infer<typeof rdwVehicleRow>;

/** 8ys7-d773 "Gekentekende voertuigen brandstof": one row per fuel of a plate. */
export const rdwFuelRow = z.looseObject({
  kenteken: z.string(),
  brandstof_volgnummer: field,
  brandstof_omschrijving: field,
  nettomaximumvermogen: field,
  netto_max_vermogen_elektrisch: field,
  klasse_hybride_elektrisch_voertuig: field,
});
export type RdwFuelRow = z.infer<typeof rdwFuelRow>;

export const rdwVehicleRows = z.array(rdwVehicleRow);
export const rdwFuelRows = z.array(rdwFuelRow);

import { vehicleRegistrations } from '@/db/schema';
import type { Db } from '@/db';
import { eq } from 'drizzle-orm';
import type { RdwFuelRow, RdwVehicleRow } from './rdw-rows';

/**
 * The local registry table (decision 023) read back into the shapes RDW sends, strings and all,
 * so one mapping serves both sources. Null when the plate is not in the table.
 */
export async function readLocalRegistration(db: Db, plate: string): Promise<{ vehicle: RdwVehicleRow; fuels: RdwFuelRow[] } | null> {
  const [row] = await db.select().from(vehicleRegistrations).where(eq(vehicleRegistrations.plate, plate)).limit(1);
  if (!row) return null;
  const text = (value: number | string | null) => (value === null ? undefined : String(value));
  const vehicle: RdwVehicleRow = {
    kenteken: row.plate,
    voertuigsoort: row.voertuigsoort,
    merk: row.merk,
    handelsbenaming: row.handelsbenaming,
    datum_eerste_toelating: row.datumEersteToelating.replaceAll('-', ''),
    inrichting: text(row.inrichting),
    eerste_kleur: text(row.eersteKleur),
    aantal_zitplaatsen: text(row.aantalZitplaatsen),
    aantal_deuren: text(row.aantalDeuren),
    cilinderinhoud: text(row.cilinderinhoud),
    massa_ledig_voertuig: text(row.massaLedigVoertuig),
    catalogusprijs: text(row.catalogusprijs),
  };
  const fuels: RdwFuelRow[] = row.fuels.map((name, index) => ({
    kenteken: row.plate,
    brandstof_volgnummer: String(index + 1),
    brandstof_omschrijving: name,
    // The table keeps one power, the highest: the first fuel row carries it, as RDW's would.
    nettomaximumvermogen: index === 0 && name !== 'Elektriciteit' ? text(row.nettomaximumvermogen) : undefined,
    netto_max_vermogen_elektrisch: index === 0 && name === 'Elektriciteit' ? text(row.nettomaximumvermogen) : undefined,
    klasse_hybride_elektrisch_voertuig: text(row.klasseHybrideElektrischVoertuig),
  }));
  return { vehicle, fuels };
}

import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The local plate registry (decision 023): what the RDW's open data says of a plate, in its own
 * column names, for a database without RDW_API_URL. The demo seed fills it with every demo
 * listing's plate and with generated private registrations. The plate is in registry form
 * ("GHJK12"); fuels are the `brandstof_omschrijving` of each fuel row ("Benzine", "Elektriciteit").
 */
export const vehicleRegistrations = pgTable(
  'vehicle_registrations',
  {
    plate: text('plate').primaryKey(),
    voertuigsoort: text('voertuigsoort').notNull(),
    merk: text('merk').notNull(),
    handelsbenaming: text('handelsbenaming').notNull(),
    datumEersteToelating: date('datum_eerste_toelating', { mode: 'string' }).notNull(),
    inrichting: text('inrichting'),
    eersteKleur: text('eerste_kleur'),
    aantalZitplaatsen: smallint('aantal_zitplaatsen'),
    aantalDeuren: smallint('aantal_deuren'),
    cilinderinhoud: integer('cilinderinhoud'),
    massaLedigVoertuig: integer('massa_ledig_voertuig'),
    catalogusprijs: integer('catalogusprijs'),
    fuels: text('fuels').array().notNull().default(sql`'{}'::text[]`),
    /** kW; the fuel dataset gives it per fuel row, this is the highest. */
    nettomaximumvermogen: real('nettomaximumvermogen'),
    /** 'OVC-HEV' for a plug-in hybrid, 'NOVC-HEV' for one that is not; empty for the rest. */
    klasseHybrideElektrischVoertuig: text('klasse_hybride_elektrisch_voertuig'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vehicle_registrations_plate_check', sql`${t.plate} ~ '^[A-Z0-9]{6}$'`)],
);

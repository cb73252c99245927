import type { Database } from '@/db/connect';
import type { BodyType, FuelType, VehicleKind } from '@/lib/vehicle/enums';
import { RDW_COLOURS, rdwFuelsFor, rdwKindFor } from '@/lib/vehicle/rdw-vocabulary';
import { PRIVATE_REGISTRATIONS, privateRegistrations, registryName, type RegistrationRecord } from './registrations';

/**
 * Fills the local plate registry (vehicle_registrations, decision 023) of a demo database:
 * first every demo listing's plate, then the generated private registrations. Idempotent: a plate
 * already registered is left alone, so `npm start` can run it every time, and a listing's plate
 * always wins over a private registration that happens to share it.
 */
export interface RegistrySeedResult {
  fromListings: number;
  private: number;
  ms: number;
}

const INSERT_BATCH = 500;

const COLUMNS = [
  'plate',
  'voertuigsoort',
  'merk',
  'handelsbenaming',
  'datum_eerste_toelating',
  'inrichting',
  'eerste_kleur',
  'aantal_zitplaatsen',
  'aantal_deuren',
  'cilinderinhoud',
  'massa_ledig_voertuig',
  'catalogusprijs',
  'fuels',
  'nettomaximumvermogen',
  'klasse_hybride_elektrisch_voertuig',
] as const;

/**
 * The listings' words in the registry's, worked out in TypeScript (lib/vehicle/rdw-vocabulary)
 * for each distinct value, then joined in one INSERT … SELECT: no listing travels to the app.
 */
const UNREGISTERED = `from listings l where l.license_plate is not null and not exists (select 1 from vehicle_registrations r where r.plate = replace(l.license_plate, '-', ''))`;

async function registerListingPlates(database: Database): Promise<number> {
  // Every start asks; nearly always nothing is missing, and this is the cheap way to find out.
  const [missing] = await database.query<{ n: number }>(`select count(*)::int as n ${UNREGISTERED}`);
  if (!missing?.n) return 0;
  const [kinds, fuels, names] = await Promise.all([
    // Bicycles carry no plate; speed pedelecs that would are not in the registry's vocabulary here.
    database.query<{ kind: VehicleKind; body_type: BodyType }>(`select distinct kind, body_type from listings where license_plate is not null and mobility_type <> 'bicycle'`),
    database.query<{ fuel_types: FuelType[] }>(`select distinct fuel_types from listings where license_plate is not null`),
    database.query<{ brand: string; model: string }>(`select distinct brand, model from listings where license_plate is not null`),
  ]);
  const kindRows = kinds.map((row) => ({ ...row, ...rdwKindFor(row.kind, row.body_type) }));
  const fuelRows = fuels.map((row) => ({ key: row.fuel_types.join(','), ...rdwFuelsFor(row.fuel_types) }));
  const colours = Object.entries(RDW_COLOURS);
  const rows = await database.query<{ plate: string }>(
    `with kinds(kind, body_type, voertuigsoort, inrichting) as (select * from unnest($1::text[], $2::text[], $3::text[], $4::text[])),
       fuels(fuel_key, names, klasse) as (select fuel_key, case when names = '' then '{}'::text[] else string_to_array(names, '|') end, klasse from unnest($5::text[], $6::text[], $7::text[]) as t(fuel_key, names, klasse)),
       names(brand, model, merk, handelsbenaming) as (select * from unnest($8::text[], $9::text[], $10::text[], $11::text[])),
       colours(colour, kleur) as (select * from unnest($12::text[], $13::text[]))
     insert into vehicle_registrations (${COLUMNS.join(', ')})
     select distinct on (plate) replace(l.license_plate, '-', '') as plate, k.voertuigsoort, n.merk, n.handelsbenaming,
            make_date(l.year, l.month, 1 + l.id % 28), k.inrichting, c.kleur, l.seats, l.doors, l.engine_capacity, l.empty_mass, null,
            f.names, l.power_kw, f.klasse
       from listings l
       join kinds k on k.kind = l.kind and k.body_type = l.body_type
       join fuels f on f.fuel_key = array_to_string(l.fuel_types, ',')
       join names n on n.brand = l.brand and n.model = l.model
       left join colours c on c.colour = l.colour
      where l.license_plate is not null
        and not exists (select 1 from vehicle_registrations r where r.plate = replace(l.license_plate, '-', ''))
      order by plate, l.id
     on conflict (plate) do nothing
     returning plate`,
    [
      kindRows.map((row) => row.kind),
      kindRows.map((row) => row.body_type),
      kindRows.map((row) => row.voertuigsoort),
      kindRows.map((row) => row.inrichting),
      fuelRows.map((row) => row.key),
      fuelRows.map((row) => row.names.join('|')),
      fuelRows.map((row) => row.hybridClass),
      names.map((row) => row.brand),
      names.map((row) => row.model),
      names.map((row) => registryName(row.brand)),
      names.map((row) => registryName(row.model)),
      colours.map(([colour]) => colour),
      colours.map(([, kleur]) => kleur),
    ],
  );
  return rows.length;
}

function values(record: RegistrationRecord): unknown[] {
  return [
    record.plate,
    record.voertuigsoort,
    record.merk,
    record.handelsbenaming,
    record.datumEersteToelating,
    record.inrichting,
    record.eersteKleur,
    record.aantalZitplaatsen,
    record.aantalDeuren,
    record.cilinderinhoud,
    record.massaLedigVoertuig,
    record.catalogusprijs,
    record.fuels,
    record.nettomaximumvermogen,
    record.klasseHybrideElektrischVoertuig,
  ];
}

export async function insertRegistrations(database: Database, records: readonly RegistrationRecord[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < records.length; start += INSERT_BATCH) {
    const batch = records.slice(start, start + INSERT_BATCH);
    const params: unknown[] = [];
    const tuples = batch.map((record) => {
      const placeholders = values(record).map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const rows = await database.query<{ plate: string }>(
      `insert into vehicle_registrations (${COLUMNS.join(', ')}) values ${tuples.join(', ')} on conflict (plate) do nothing returning plate`,
      params,
    );
    inserted += rows.length;
  }
  return inserted;
}

export async function ensureDemoRegistrations(database: Database, options: { seed: number | string; count?: number }): Promise<RegistrySeedResult> {
  const started = performance.now();
  const fromListings = await registerListingPlates(database);
  const records = privateRegistrations(options.seed, options.count ?? PRIVATE_REGISTRATIONS);
  const plates = [...new Set(records.map((record) => record.plate))];
  const [present] = await database.query<{ n: number }>('select count(*)::int as n from vehicle_registrations where plate = any($1::text[])', [plates]);
  const generated = present?.n === plates.length ? 0 : await insertRegistrations(database, records);
  return { fromListings, private: generated, ms: performance.now() - started };
}

/**
 * The PostgreSQL baseline of the search benchmark: the SQL a typical team would write for the same
 * full answer — a COUNT, the page (ORDER BY … LIMIT 24 OFFSET …), and one GROUP BY per facet with
 * every filter but the facet's own — over a table with b-tree indexes on the filtered columns, in a
 * scratch database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_search).
 */
import pg from 'pg';
import { ENUM_FILTER_KEYS, type EnumFilterKey } from '../src/lib/search-request/fields';
import type { SearchRequest } from '../src/lib/search-request/schema';
import { slugify } from '../src/lib/search-request/slug';
import { locatePostcode } from '../src/lib/geo/coordinates';
import { ADDED_SINCE_DAYS } from '../src/search-engine/dutch-day';
import { MILEAGE_STEPS_KM, PRICE_STEPS_EUR } from '../src/search-engine/buckets';
import type { SearchDocument } from '../src/search-engine/document';
import { qualityScore } from '../src/search-engine/quality';
import { POWER_BANDS_PK, RADIUS_KM } from '../src/lib/vehicle/enums';
import type { BenchQuery } from './queries';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_search';

const COLUMN: Record<EnumFilterKey, string> = {
  bodyType: 'body_type',
  kind: 'kind',
  fuel: 'fuel',
  transmission: 'transmission',
  colour: 'colour',
  condition: 'condition',
  usageState: 'usage_state',
  energyLabel: 'energy_label',
  drivingLicence: 'driving_licence',
  driveWheels: 'drive_wheels',
  motorBrand: 'motor_brand',
  frameMaterial: 'frame_material',
  frameType: 'frame_type',
  brakeType: 'brake_type',
  batteryPosition: 'battery_position',
  driveType: 'drive_type',
  bedLayout: 'bed_layout',
  kitchenLayout: 'kitchen_layout',
  seatingLayout: 'seating_layout',
  warrantyTypes: 'warranty_types',
  certainties: 'certainties',
  priceRating: 'price_rating',
  imported: 'imported',
  accessories: 'accessories',
};
const ARRAY_COLUMNS = new Set(['fuel', 'warranty_types', 'certainties', 'accessories']);

const CREATE = `
  DROP TABLE IF EXISTS listings;
  CREATE TABLE listings (
    id integer PRIMARY KEY, mobility_type text NOT NULL, kind text NOT NULL, brand text NOT NULL, model text NOT NULL,
    title text NOT NULL, body_type text, fuel text[] NOT NULL, transmission text, colour text, condition text NOT NULL,
    usage_state text NOT NULL, energy_label text, driving_licence text, drive_wheels text, motor_brand text,
    frame_material text, frame_type text, brake_type text, battery_position text, drive_type text, bed_layout text, kitchen_layout text,
    seating_layout text, warranty_types text[] NOT NULL, certainties text[] NOT NULL, price integer NOT NULL,
    year smallint NOT NULL, month smallint NOT NULL, model_year smallint, mileage integer, power_pk smallint,
    engine_capacity integer, battery_capacity integer, frame_height smallint, maximum_mass integer, empty_mass integer,
    berths smallint, length_cm smallint, dealer_id integer NOT NULL, latitude double precision NOT NULL, longitude double precision NOT NULL,
    added_at timestamptz NOT NULL, has_nap boolean NOT NULL, financeable boolean NOT NULL, quality double precision NOT NULL,
    price_rating text, deal_ratio real, imported text NOT NULL, accessories text[] NOT NULL
  );`;
const INDEXES = [
  'mobility_type',
  'brand, model',
  'price',
  'year',
  'mileage',
  'added_at',
  'quality',
  'power_pk',
  'body_type',
  'colour',
  'transmission',
  'dealer_id',
];

interface Where {
  sql: string;
  params: unknown[];
}

class Conditions {
  private readonly parts: { name: string; render: (placeholder: (value: unknown) => string) => string }[] = [];
  add(name: string, render: (placeholder: (value: unknown) => string) => string): void {
    this.parts.push({ name, render });
  }
  /** Every condition but those named `except`, numbered $1, $2, … in the order they appear. */
  where(except: string | null): Where {
    const params: unknown[] = [];
    const parts = this.parts.filter((part) => part.name !== except).map((part) => part.render((value) => `$${params.push(value)}`));
    return { sql: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', params };
  }
}

function distanceSql(latitude: number, longitude: number): string {
  return `(6371 * acos(least(1, cos(radians(${latitude})) * cos(radians(latitude)) * cos(radians(longitude) - radians(${longitude})) + sin(radians(${latitude})) * sin(radians(latitude)))))`;
}

function conditions(request: SearchRequest, now: number): { conditions: Conditions; distance: string | null } {
  const c = new Conditions();
  if (request.mobilityType !== 'alle') c.add('scope', (p) => `mobility_type = ${p(request.mobilityType)}`);
  const dealer = request.dealer;
  if (dealer !== undefined) c.add('scope', (p) => `dealer_id = ${p(dealer)}`);
  if (request.brand.length > 0) c.add('brand', (p) => `brand = ANY(${p(request.brand)})`);
  if (request.model.length > 0) c.add('brand', (p) => `model = ANY(${p(request.model)})`);
  for (const key of ENUM_FILTER_KEYS) {
    const values = request[key] as readonly string[];
    if (values.length === 0) continue;
    const column = COLUMN[key];
    c.add(key, (p) => (ARRAY_COLUMNS.has(column) ? `${column} && ${p(values)}::text[]` : `${column} = ANY(${p(values)})`));
  }
  const ranges: [keyof SearchRequest, string, number][] = [
    ['price', 'price', 100],
    ['buildYear', 'year', 1],
    ['modelYear', 'model_year', 1],
    ['mileage', 'mileage', 1],
    ['powerPk', 'power_pk', 1],
    ['engineCapacity', 'engine_capacity', 1],
    ['batteryCapacity', 'battery_capacity', 1],
    ['frameHeight', 'frame_height', 1],
    ['maximumMass', 'maximum_mass', 1],
    ['emptyMass', 'empty_mass', 1],
    ['berths', 'berths', 1],
    ['lengthCm', 'length_cm', 1],
  ];
  for (const [key, column, scale] of ranges) {
    const range = request[key] as { min?: number; max?: number } | undefined;
    if (!range) continue;
    const { min, max } = range;
    if (min !== undefined) c.add(String(key), (p) => `${column} >= ${p(min * scale)}`);
    if (max !== undefined) c.add(String(key), (p) => `${column} <= ${p(max * scale)}`);
  }
  if (request.napOnly) c.add('nap', () => 'has_nap');
  if (request.onlineToFinance) c.add('financeable', () => 'financeable');
  if (request.addedSince) {
    const since = new Date(now - ADDED_SINCE_DAYS[request.addedSince] * 86_400_000);
    c.add('addedSince', (p) => `added_at >= ${p(since.toISOString())}`);
  }
  if (request.text) {
    for (const word of request.text.split(' ')) c.add('text', (p) => `title ILIKE ${p(`%${word}%`)}`);
  }
  const origin = request.postalCode ? locatePostcode(request.postalCode) : null;
  const distance = origin ? distanceSql(origin.latitude, origin.longitude) : null;
  const radius = request.radius ? RADIUS_KM[request.radius] : null;
  if (distance && radius !== null) c.add('radius', (p) => `${distance} <= ${p(radius)}`);
  return { conditions: c, distance };
}

const ORDER: Record<Exclude<SearchRequest['sort'], 'afstand'>, string> = {
  besteResultaat: 'quality DESC',
  laatstToegevoegd: 'added_at DESC',
  zekerheden: 'cardinality(certainties) + cardinality(warranty_types) DESC',
  prijsOplopend: 'price ASC',
  prijsAflopend: 'price DESC',
  bouwjaarOplopend: 'year ASC, month ASC',
  bouwjaarAflopend: 'year DESC, month DESC',
  kilometerstandOplopend: 'mileage ASC NULLS LAST',
  kilometerstandAflopend: 'mileage DESC NULLS LAST',
  modeljaarOplopend: 'model_year ASC NULLS LAST',
  modeljaarAflopend: 'model_year DESC NULLS LAST',
  prijsbeoordeling: 'deal_ratio ASC NULLS LAST',
};

function facetQueries(where: (except: string | null) => Where): { sql: string; params: unknown[] }[] {
  const groups: [string, string][] = [
    ['brand', 'brand'],
    ['brand', 'model'],
    ...ENUM_FILTER_KEYS.map((key): [string, string] => [key, ARRAY_COLUMNS.has(COLUMN[key]) ? `unnest(${COLUMN[key]})` : COLUMN[key]]),
    ['price', `width_bucket(price / 100, ARRAY[${PRICE_STEPS_EUR.join(',')}])`],
    ['buildYear', 'year'],
    ['mileage', `width_bucket(mileage, ARRAY[${MILEAGE_STEPS_KM.join(',')}])`],
    ['powerPk', `width_bucket(power_pk, ARRAY[${POWER_BANDS_PK.join(',')}])`],
    ['nap', 'has_nap'],
    ['financeable', 'financeable'],
    ['addedSince', "date_trunc('day', added_at)"],
  ];
  return groups.map(([filter, expression]) => {
    const { sql, params } = where(filter);
    return { sql: `SELECT ${expression} AS value, count(*) FROM listings ${sql} GROUP BY 1`, params };
  });
}

async function load(client: pg.Client, documents: Iterable<SearchDocument>): Promise<number> {
  await client.query(CREATE);
  const batch = 5000;
  let loaded = 0;
  let pending: SearchDocument[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const rows = pending.map((doc) => ({
      id: doc.id,
      mobility_type: doc.mobilityType,
      kind: doc.kind,
      brand: slugify(doc.brand),
      model: slugify(doc.model),
      title: doc.title,
      body_type: doc.bodyType,
      fuel: doc.fuel,
      transmission: doc.transmission,
      colour: doc.colour,
      condition: doc.condition,
      usage_state: doc.usageState,
      energy_label: doc.energyLabel,
      driving_licence: doc.drivingLicence,
      drive_wheels: doc.driveWheels,
      motor_brand: doc.motorBrand,
      frame_material: doc.frameMaterial,
      frame_type: doc.frameType,
      brake_type: doc.brakeType,
      battery_position: doc.batteryPosition,
      drive_type: doc.driveType,
      bed_layout: doc.bedLayout,
      kitchen_layout: doc.kitchenLayout,
      seating_layout: doc.seatingLayout,
      warranty_types: doc.warrantyTypes,
      certainties: doc.certainties,
      price_rating: doc.priceRating,
      deal_ratio: doc.dealRatio,
      price: doc.price,
      year: doc.year,
      month: doc.month,
      model_year: doc.modelYear,
      mileage: doc.mileage,
      power_pk: doc.powerPk,
      engine_capacity: doc.engineCapacity,
      battery_capacity: doc.batteryCapacity,
      frame_height: doc.frameHeight,
      maximum_mass: doc.maximumMass,
      empty_mass: doc.emptyMass,
      berths: doc.berths,
      length_cm: doc.lengthCm,
      dealer_id: doc.dealerId,
      latitude: doc.latitude,
      longitude: doc.longitude,
      added_at: new Date(doc.addedAt).toISOString(),
      has_nap: doc.hasNap,
      financeable: doc.financeable,
      quality: qualityScore(doc, null),
      imported: doc.imported,
      accessories: doc.accessories,
    }));
    await client.query('INSERT INTO listings SELECT * FROM json_populate_recordset(NULL::listings, $1)', [JSON.stringify(rows)]);
    loaded += pending.length;
    pending = [];
  };
  for (const doc of documents) {
    pending.push(doc);
    if (pending.length >= batch) await flush();
  }
  await flush();
  for (const columns of INDEXES) await client.query(`CREATE INDEX ON listings (${columns})`);
  await client.query('VACUUM ANALYZE listings');
  return loaded;
}

async function ensureDatabase(): Promise<void> {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  await admin.end();
}

export async function runPostgresBaseline(
  documents: Iterable<SearchDocument>,
  queries: BenchQuery[],
  now: number,
): Promise<{ samples: { category: string; ms: number }[]; wallMs: number; description: string }> {
  await ensureDatabase();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const loadStarted = performance.now();
  const loaded = await load(client, documents);
  console.log(`postgres: loaded and indexed ${loaded.toLocaleString('nl-NL')} rows in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s`);
  const answer = async (request: SearchRequest) => {
    const { conditions: c, distance } = conditions(request, now);
    const all = c.where(null);
    await client.query(`SELECT count(*) FROM listings ${all.sql}`, all.params);
    const order = request.sort === 'afstand' && distance ? `${distance} ASC` : ORDER[request.sort === 'afstand' ? 'besteResultaat' : request.sort];
    await client.query(`SELECT id FROM listings ${all.sql} ORDER BY ${order}, id LIMIT 24 OFFSET ${(request.page - 1) * 24}`, all.params);
    for (const facet of facetQueries((except) => c.where(except))) await client.query(facet.sql, facet.params);
  };
  for (const query of queries.slice(0, 20)) await answer(query.request);
  const samples: { category: string; ms: number }[] = [];
  const started = performance.now();
  for (const query of queries) {
    const before = performance.now();
    await answer(query.request);
    samples.push({ category: query.category, ms: performance.now() - before });
  }
  const wallMs = performance.now() - started;
  await client.end();
  return { samples, wallMs, description: `${queries.length} queries once, sequentially on one connection, ${2 + facetQueries(() => ({ sql: '', params: [] })).length} statements each` };
}

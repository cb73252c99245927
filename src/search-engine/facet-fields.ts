/**
 * The small categorical fields the engine counts facets over, and how they are packed. Each row
 * stores, per pack, one 16-bit code for the combination of its fields' values, so a matching row
 * costs one counter increment per pack instead of one per field; per-field counts are recovered
 * afterwards from the (few) distinct combinations. Pack membership is chosen so that the product
 * of the fields' cardinalities never exceeds 65,536 — every combination then fits a 16-bit code.
 */
import { ENUM_FILTERS, type EnumFilterKey } from '@/lib/search-request/fields';
import { RANGE_BUCKETS, storedBucketOf, type BucketScale, type BucketedRangeKey } from './buckets';
import type { SearchDocument } from './document';

/** The facet field of every bucketed range. */
export const RANGE_FACET_FIELD = {
  price: 'priceBucket',
  buildYear: 'yearBucket',
  mileage: 'mileageBucket',
  powerPk: 'powerBand',
  frameHeight: 'frameHeightBucket',
  batteryCapacity: 'batteryCapacityBucket',
  berths: 'berthsBucket',
  lengthCm: 'lengthCmBucket',
  maximumMass: 'maximumMassBucket',
  doors: 'doorsBucket',
  seats: 'seatsBucket',
  gears: 'gearsBucket',
  cylinders: 'cylindersBucket',
  leasePrice: 'leasePriceBucket',
} as const satisfies Record<BucketedRangeKey, string>;
export type BucketFieldKey = (typeof RANGE_FACET_FIELD)[BucketedRangeKey];

/** The document property a bucketed range reads (price in cents: its scale's unit is 100). */
const RANGE_PROPERTY = {
  price: 'price',
  buildYear: 'year',
  mileage: 'mileage',
  powerPk: 'powerPk',
  frameHeight: 'frameHeight',
  batteryCapacity: 'batteryCapacity',
  berths: 'berths',
  lengthCm: 'lengthCm',
  maximumMass: 'maximumMass',
  doors: 'doors',
  seats: 'seats',
  gears: 'gears',
  cylinders: 'cylinders',
  leasePrice: 'leasePrice',
} as const satisfies Record<BucketedRangeKey, keyof SearchDocument>;

/** The yes/no facets and the document property each reads (a lease price counts as "online te leasen"). */
const FLAG_PROPERTY = {
  nap: 'hasNap',
  financeable: 'financeable',
  vatDeductible: 'vatDeductible',
  leasable: 'leasePrice',
  pluginHybrid: 'pluginHybrid',
} as const satisfies Record<string, keyof SearchDocument>;
export type FlagFieldKey = keyof typeof FLAG_PROPERTY;
export type FacetFieldKey = EnumFilterKey | BucketFieldKey | FlagFieldKey;

export const MASK_FIELDS = new Set<FacetFieldKey>(['fuel', 'warrantyTypes', 'certainties', 'accessories']);

/** Where a field's code comes from, so that pack encoders can be generated (pack-table.ts). */
export type FieldSource =
  | { kind: 'enum' | 'mask'; property: keyof SearchDocument; index: Record<string, number> }
  | { kind: 'flag'; property: keyof SearchDocument }
  | { kind: 'bucket'; property: keyof SearchDocument; scale: BucketScale };

export interface FacetFieldSpec {
  key: FacetFieldKey;
  /** Codes are 0 … cardinality − 1; 0 means "no value" for single-valued fields. */
  cardinality: number;
  /** Multi-valued: the code is a bit mask over the enum values. */
  mask: boolean;
  source: FieldSource;
  encode(doc: SearchDocument): number;
}

function enumSpec(key: EnumFilterKey): FacetFieldSpec {
  const values: readonly string[] = ENUM_FILTERS[key];
  // A prototype-free object: property lookups on constant strings are faster than Map lookups.
  const index: Record<string, number> = Object.assign(Object.create(null) as Record<string, number>, Object.fromEntries(values.map((value, position) => [value, position])));
  if (MASK_FIELDS.has(key)) {
    return {
      key,
      cardinality: 2 ** values.length,
      mask: true,
      source: { kind: 'mask', property: key, index },
      encode(doc) {
        let mask = 0;
        const list = doc[key] as readonly string[];
        for (let item = 0; item < list.length; item++) {
          const position = index[list[item] ?? ''];
          if (position !== undefined) mask |= 1 << position;
        }
        return mask;
      },
    };
  }
  return {
    key,
    cardinality: values.length + 1,
    mask: false,
    source: { kind: 'enum', property: key as keyof SearchDocument, index },
    encode(doc) {
      const value = doc[key as keyof SearchDocument];
      const position = typeof value === 'string' ? index[value] : undefined;
      return position === undefined ? 0 : position + 1;
    },
  };
}

function flagSpec(key: FlagFieldKey): FacetFieldSpec {
  const property = FLAG_PROPERTY[key];
  return { key, cardinality: 2, mask: false, source: { kind: 'flag', property }, encode: (doc) => (doc[property] ? 1 : 0) };
}

function bucketSpec(range: BucketedRangeKey): FacetFieldSpec {
  const scale: BucketScale = RANGE_BUCKETS[range];
  const property = RANGE_PROPERTY[range];
  return {
    key: RANGE_FACET_FIELD[range],
    cardinality: scale.cardinality,
    mask: false,
    source: { kind: 'bucket', property, scale },
    encode: (doc) => storedBucketOf(scale, doc[property]),
  };
}

const SPECS: Record<FacetFieldKey, FacetFieldSpec> = {
  ...(Object.fromEntries((Object.keys(ENUM_FILTERS) as EnumFilterKey[]).map((key) => [key, enumSpec(key)])) as Record<EnumFilterKey, FacetFieldSpec>),
  ...(Object.fromEntries((Object.keys(FLAG_PROPERTY) as FlagFieldKey[]).map((key) => [key, flagSpec(key)])) as Record<FlagFieldKey, FacetFieldSpec>),
  ...(Object.fromEntries((Object.keys(RANGE_FACET_FIELD) as BucketedRangeKey[]).map((range) => [RANGE_FACET_FIELD[range], bucketSpec(range)])) as Record<BucketFieldKey, FacetFieldSpec>),
};

/** Fields that tend to vary together share a pack; fields of other vehicle types stay constant within a segment. */
export const PACK_LAYOUT: readonly (readonly FacetFieldKey[])[] = [
  ['kind', 'bodyType', 'condition', 'powerBand'],
  // Plug-in hybrid goes with the fuel; VAT-deductible fills the pack's last free bit (65,536 exactly).
  ['fuel', 'transmission', 'energyLabel', 'drivingLicence', 'pluginHybrid', 'vatDeductible'],
  ['colour', 'driveWheels', 'nap', 'financeable', 'leasable', 'frameType', 'brakeType', 'usageState'],
  ['warrantyTypes', 'certainties'],
  // Bicycle and camping fields only: constant (and not counted) for cars and motorcycles.
  ['motorBrand', 'frameMaterial', 'batteryPosition', 'bedLayout', 'seatingLayout', 'driveType'],
  ['priceBucket', 'yearBucket', 'mileageBucket'],
  // A caravan's kitchen and a bicycle's frame height: never both set on one row. The price rating is rarely filtered with either.
  ['kitchenLayout', 'frameHeightBucket', 'priceRating', 'berthsBucket'],
  // The e-bike battery and the camping length and mass steps (decision 033): a row has either the first or the others.
  ['batteryCapacityBucket', 'lengthCmBucket', 'maximumMassBucket'],
  // Issue 20 (decision 037): the accessories (a 14-bit mask) with the import; the counts and the lease price.
  ['accessories', 'imported'],
  ['doorsBucket', 'seatsBucket', 'cylindersBucket', 'gearsBucket', 'leasePriceBucket'],
];

export const PACK_FIELDS: readonly (readonly FacetFieldSpec[])[] = PACK_LAYOUT.map((keys) => keys.map((key) => SPECS[key]));
export const FACET_FIELD_KEYS = PACK_LAYOUT.flat();

/** Where a field lives: its pack and its position (slot) in the pack. */
export const FIELD_LOCATION = new Map<FacetFieldKey, { pack: number; slot: number }>(
  PACK_LAYOUT.flatMap((keys, pack) => keys.map((key, slot) => [key, { pack, slot }] as const)),
);

export function fieldSpec(key: FacetFieldKey): FacetFieldSpec {
  return SPECS[key];
}

const MAX_PACK_PRODUCT = 65_536;
for (const fields of PACK_FIELDS) {
  const product = fields.reduce((total, field) => total * field.cardinality, 1);
  if (product > MAX_PACK_PRODUCT) throw new Error(`Pack ${fields.map((field) => field.key).join('+')} has ${product} combinations`);
}
if (new Set(FACET_FIELD_KEYS).size !== FACET_FIELD_KEYS.length || FACET_FIELD_KEYS.length !== Object.keys(SPECS).length) {
  throw new Error('Every facet field must be in exactly one pack');
}

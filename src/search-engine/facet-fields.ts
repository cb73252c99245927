/**
 * The small categorical fields the engine counts facets over, and how they are packed. Each row
 * stores, per pack, one 16-bit code for the combination of its fields' values, so a matching row
 * costs one counter increment per pack instead of one per field; per-field counts are recovered
 * afterwards from the (few) distinct combinations. Pack membership is chosen so that the product
 * of the fields' cardinalities never exceeds 65,536 — every combination then fits a 16-bit code.
 */
import { ENUM_FILTERS, type EnumFilterKey } from '@/lib/search-request/fields';
import {
  BATTERY_CAPACITY_BUCKETS,
  BERTHS_BUCKETS,
  FRAME_HEIGHT_BUCKETS,
  LENGTH_BUCKETS,
  MAXIMUM_MASS_BUCKETS,
  MILEAGE_BUCKETS,
  POWER_BUCKETS,
  PRICE_BUCKETS,
  YEAR_BUCKETS,
  storedBucketOf,
  type BucketScale,
} from './buckets';
import type { SearchDocument } from './document';

export type BucketFieldKey =
  | 'priceBucket'
  | 'yearBucket'
  | 'mileageBucket'
  | 'powerBand'
  | 'frameHeightBucket'
  | 'batteryCapacityBucket'
  | 'berthsBucket'
  | 'lengthCmBucket'
  | 'maximumMassBucket';
export type FlagFieldKey = 'nap' | 'financeable';
export type FacetFieldKey = EnumFilterKey | BucketFieldKey | FlagFieldKey;

export const MASK_FIELDS = new Set<FacetFieldKey>(['fuel', 'warrantyTypes', 'certainties']);

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

function flagSpec(key: FlagFieldKey, property: 'hasNap' | 'financeable'): FacetFieldSpec {
  return { key, cardinality: 2, mask: false, source: { kind: 'flag', property }, encode: (doc) => (doc[property] ? 1 : 0) };
}

type BucketProperty = 'price' | 'year' | 'mileage' | 'powerKw' | 'frameHeight' | 'batteryCapacity' | 'berths' | 'lengthCm' | 'maximumMass';

function bucketSpec(key: BucketFieldKey, property: BucketProperty, scale: BucketScale): FacetFieldSpec {
  return { key, cardinality: scale.cardinality, mask: false, source: { kind: 'bucket', property, scale }, encode: (doc) => storedBucketOf(scale, doc[property]) };
}

const SPECS: Record<FacetFieldKey, FacetFieldSpec> = {
  ...(Object.fromEntries((Object.keys(ENUM_FILTERS) as EnumFilterKey[]).map((key) => [key, enumSpec(key)])) as Record<EnumFilterKey, FacetFieldSpec>),
  nap: flagSpec('nap', 'hasNap'),
  financeable: flagSpec('financeable', 'financeable'),
  priceBucket: bucketSpec('priceBucket', 'price', PRICE_BUCKETS),
  yearBucket: bucketSpec('yearBucket', 'year', YEAR_BUCKETS),
  mileageBucket: bucketSpec('mileageBucket', 'mileage', MILEAGE_BUCKETS),
  powerBand: bucketSpec('powerBand', 'powerKw', POWER_BUCKETS),
  frameHeightBucket: bucketSpec('frameHeightBucket', 'frameHeight', FRAME_HEIGHT_BUCKETS),
  batteryCapacityBucket: bucketSpec('batteryCapacityBucket', 'batteryCapacity', BATTERY_CAPACITY_BUCKETS),
  berthsBucket: bucketSpec('berthsBucket', 'berths', BERTHS_BUCKETS),
  lengthCmBucket: bucketSpec('lengthCmBucket', 'lengthCm', LENGTH_BUCKETS),
  maximumMassBucket: bucketSpec('maximumMassBucket', 'maximumMass', MAXIMUM_MASS_BUCKETS),
};

/** Fields that tend to vary together share a pack; fields of other vehicle types stay constant within a segment. */
export const PACK_LAYOUT: readonly (readonly FacetFieldKey[])[] = [
  ['kind', 'bodyType', 'condition', 'powerBand'],
  ['fuel', 'transmission', 'energyLabel', 'drivingLicence'],
  ['colour', 'driveWheels', 'nap', 'financeable', 'frameType', 'brakeType', 'usageState'],
  ['warrantyTypes', 'certainties'],
  // Bicycle and camping fields only: constant (and not counted) for cars and motorcycles.
  ['motorBrand', 'frameMaterial', 'batteryPosition', 'bedLayout', 'seatingLayout', 'driveType'],
  ['priceBucket', 'yearBucket', 'mileageBucket'],
  // A caravan's kitchen and a bicycle's frame height: never both set on one row. The price rating is rarely filtered with either.
  ['kitchenLayout', 'frameHeightBucket', 'priceRating', 'berthsBucket'],
  // The e-bike battery and the camping length and mass steps (decision 033): a row has either the first or the others.
  ['batteryCapacityBucket', 'lengthCmBucket', 'maximumMassBucket'],
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

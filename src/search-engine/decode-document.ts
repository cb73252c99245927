/** Turns a row's stored codes back into a SearchDocument, for rebuilding the index without its source. */
import { ENUM_FILTERS, type EnumFilterKey, type RangeKey } from '@/lib/search-request/fields';
import { pkToKw, type MobilityType } from '@/lib/vehicle/enums';
import type { SearchDocument } from './document';

export interface StoredRow {
  id: number;
  code: string;
  mobilityType: MobilityType;
  brand: string;
  model: string;
  title: string;
  fields: ReadonlyMap<string, number>;
  range(key: RangeKey): number | null;
  month: number;
  dealerId: number;
  latitude: number;
  longitude: number;
  addedAt: number;
  photosCount: number;
  dealRatio: number | null;
}

function single<K extends EnumFilterKey>(row: StoredRow, key: K): (typeof ENUM_FILTERS)[K][number] | null {
  const code = row.fields.get(key) ?? 0;
  return code === 0 ? null : ((ENUM_FILTERS[key][code - 1] as (typeof ENUM_FILTERS)[K][number] | undefined) ?? null);
}

function many<K extends EnumFilterKey>(row: StoredRow, key: K): (typeof ENUM_FILTERS)[K][number][] {
  const mask = row.fields.get(key) ?? 0;
  const values: readonly string[] = ENUM_FILTERS[key];
  return values.filter((_, index) => (mask & (1 << index)) !== 0) as (typeof ENUM_FILTERS)[K][number][];
}

export function decodeDocument(row: StoredRow): SearchDocument {
  // The store keeps power in pk only; whole kW and whole pk convert both ways without loss (enums.ts).
  const powerPk = row.range('powerPk');
  return {
    id: row.id,
    code: row.code,
    mobilityType: row.mobilityType,
    kind: single(row, 'kind') ?? 'personenwagen',
    brand: row.brand,
    model: row.model,
    variant: null,
    title: row.title,
    bodyType: single(row, 'bodyType'),
    fuel: many(row, 'fuel'),
    transmission: single(row, 'transmission'),
    colour: single(row, 'colour'),
    condition: single(row, 'condition') ?? 'occasion',
    usageState: single(row, 'usageState') ?? 'gebruikt',
    energyLabel: single(row, 'energyLabel'),
    drivingLicence: single(row, 'drivingLicence'),
    driveWheels: single(row, 'driveWheels'),
    motorBrand: single(row, 'motorBrand'),
    frameMaterial: single(row, 'frameMaterial'),
    frameType: single(row, 'frameType'),
    brakeType: single(row, 'brakeType'),
    batteryPosition: single(row, 'batteryPosition'),
    driveType: single(row, 'driveType'),
    bedLayout: single(row, 'bedLayout'),
    kitchenLayout: single(row, 'kitchenLayout'),
    seatingLayout: single(row, 'seatingLayout'),
    warrantyTypes: many(row, 'warrantyTypes'),
    certainties: many(row, 'certainties'),
    price: row.range('price') ?? 0,
    year: row.range('buildYear') ?? 0,
    month: row.month,
    modelYear: row.range('modelYear'),
    mileage: row.range('mileage'),
    powerKw: powerPk === null ? null : pkToKw(powerPk),
    powerPk,
    engineCapacity: row.range('engineCapacity'),
    batteryCapacity: row.range('batteryCapacity'),
    frameHeight: row.range('frameHeight'),
    maximumMass: row.range('maximumMass'),
    emptyMass: row.range('emptyMass'),
    berths: row.range('berths'),
    lengthCm: row.range('lengthCm'),
    doors: row.range('doors'),
    seats: row.range('seats'),
    gears: row.range('gears'),
    cylinders: row.range('cylinders'),
    leasePrice: row.range('leasePrice'),
    imported: single(row, 'imported') ?? 'nee',
    accessories: many(row, 'accessories'),
    vatDeductible: (row.fields.get('vatDeductible') ?? 0) === 1,
    pluginHybrid: (row.fields.get('pluginHybrid') ?? 0) === 1,
    dealerId: row.dealerId,
    latitude: row.latitude,
    longitude: row.longitude,
    addedAt: row.addedAt,
    hasNap: (row.fields.get('nap') ?? 0) === 1,
    financeable: (row.fields.get('financeable') ?? 0) === 1,
    photosCount: row.photosCount,
    priceRating: single(row, 'priceRating'),
    dealRatio: row.dealRatio,
  };
}

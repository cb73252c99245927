/**
 * Fitting the market model (market-model.ts explains the model): read the listings into columns,
 * fit the slopes per mobility type within models, then sum each group's residuals.
 */
import { slugify } from '@/lib/search-request/slug';
import { MOBILITY_TYPES, type MobilityType } from '@/lib/vehicle/enums';
import { ageInMonths, FEATURE_COUNT, writeFeatures } from './features';
import { solveRidge } from './ridge';
import type { MarketListing, MarketVehicle } from './types';

const RIDGE = 1;
export const FAMILY_OF = new Map<MobilityType, number>(MOBILITY_TYPES.map((type, position) => [type, position]));

export interface GroupStats {
  count: number;
  sum: number;
  squares: number;
}

export interface Family {
  beta: Float64Array;
  root: GroupStats;
}

/** 0 the model, 1 the make within the segment, 2 the segment. */
export type GroupKind = 0 | 1 | 2;
type PerKind<T> = [T, T, T];

export interface MarketRows {
  ids: Int32Array;
  prices: Float64Array;
  /** −1 where a vehicle has no odometer. */
  mileage: Float64Array;
  ageMonths: Float64Array;
  years: Int16Array;
  months: Int8Array;
  residual: Float64Array;
  /** Three group ids per row, one per kind. */
  groups: Int32Array;
  sold: Uint8Array;
  logPower: Float64Array;
  fuel: (string | null)[];
}

export type CatalogueNames = Map<MobilityType, Map<string, { brand: string; models: Map<string, string> }>>;

export interface FittedMarket {
  families: (Family | null)[];
  groupIds: PerKind<Map<string, number>>;
  groupStats: PerKind<GroupStats[]>;
  members: PerKind<Int32Array[]>;
  rows: MarketRows;
  rowOfId: Map<number, number>;
  names: CatalogueNames;
}

export function groupKeys(vehicle: MarketVehicle, brandSlug: string, modelSlug: string): PerKind<string> {
  // A camping vehicle's segment is its kind (camper, caravan, folding trailer): the registry names no
  // layout (integraal, alkoof), and within a kind the model carries the difference.
  const segment = vehicle.mobilityType === 'caramper' ? vehicle.kind : (vehicle.bodyType ?? vehicle.kind);
  return [`${vehicle.mobilityType}|${brandSlug}|${modelSlug}`, `${vehicle.mobilityType}|${brandSlug}|${segment}`, `${vehicle.mobilityType}|${segment}`];
}

export function addTo(stats: GroupStats, value: number): void {
  stats.count++;
  stats.sum += value;
  stats.squares += value * value;
}

interface ReadRows {
  rows: MarketRows;
  features: Float64Array;
  logPrice: Float64Array;
  family: Uint8Array;
  groupIds: PerKind<Map<string, number>>;
  rowOfId: Map<number, number>;
  names: CatalogueNames;
}

function readRows(usable: readonly MarketListing[], now: Date): ReadRows {
  const n = usable.length;
  const read: ReadRows = {
    rows: {
      ids: new Int32Array(n),
      prices: new Float64Array(n),
      mileage: new Float64Array(n),
      ageMonths: new Float64Array(n),
      years: new Int16Array(n),
      months: new Int8Array(n),
      residual: new Float64Array(n),
      groups: new Int32Array(n * 3),
      sold: new Uint8Array(n),
      logPower: new Float64Array(n),
      fuel: new Array<string | null>(n),
    },
    features: new Float64Array(n * FEATURE_COUNT),
    logPrice: new Float64Array(n),
    family: new Uint8Array(n),
    groupIds: [new Map(), new Map(), new Map()],
    rowOfId: new Map(),
    names: new Map(),
  };
  const { rows, features } = read;
  // Slugifying is the slow part of a row; brands and models repeat.
  const slugs = new Map<string, string>();
  const slug = (value: string) => {
    let known = slugs.get(value);
    if (known === undefined) slugs.set(value, (known = slugify(value)));
    return known;
  };
  usable.forEach((listing, row) => {
    const age = ageInMonths(listing, now);
    writeFeatures(listing, age, listing.mileage, features, row * FEATURE_COUNT);
    read.logPrice[row] = Math.log(listing.price);
    read.family[row] = FAMILY_OF.get(listing.mobilityType) ?? 0;
    rows.ids[row] = listing.id;
    rows.prices[row] = listing.price;
    rows.mileage[row] = listing.mileage ?? -1;
    rows.ageMonths[row] = age;
    rows.years[row] = listing.year;
    rows.months[row] = listing.month;
    rows.sold[row] = listing.sold ? 1 : 0;
    rows.logPower[row] = features[row * FEATURE_COUNT + 3] ?? 0;
    rows.fuel[row] = listing.fuel;
    read.rowOfId.set(listing.id, row);
    const brandSlug = slug(listing.brand);
    const modelSlug = slug(listing.model);
    groupKeys(listing, brandSlug, modelSlug).forEach((key, kind) => {
      const ids = read.groupIds[kind as GroupKind];
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      rows.groups[row * 3 + kind] = id;
    });
    let brands = read.names.get(listing.mobilityType);
    if (!brands) read.names.set(listing.mobilityType, (brands = new Map()));
    let brand = brands.get(brandSlug);
    if (!brand) brands.set(brandSlug, (brand = { brand: listing.brand, models: new Map() }));
    if (!brand.models.has(modelSlug)) brand.models.set(modelSlug, listing.model);
  });
  return read;
}

/** Per model the mean of each feature and of the log price (the last column). */
function modelMeans(read: ReadRows): Float64Array {
  const width = FEATURE_COUNT + 1;
  const modelCount = read.groupIds[0].size;
  const means = new Float64Array(modelCount * width);
  const sizes = new Float64Array(modelCount);
  for (let row = 0; row < read.logPrice.length; row++) {
    const model = read.rows.groups[row * 3] ?? 0;
    sizes[model] = (sizes[model] ?? 0) + 1;
    for (let column = 0; column < FEATURE_COUNT; column++) means[model * width + column] = (means[model * width + column] ?? 0) + (read.features[row * FEATURE_COUNT + column] ?? 0);
    means[model * width + FEATURE_COUNT] = (means[model * width + FEATURE_COUNT] ?? 0) + (read.logPrice[row] ?? 0);
  }
  for (let model = 0; model < modelCount; model++) for (let column = 0; column < width; column++) means[model * width + column] = (means[model * width + column] ?? 0) / (sizes[model] ?? 1);
  return means;
}

/** The slopes per mobility type, fitted on features and log prices with each model's mean taken out. */
function fitSlopes(read: ReadRows): (Family | null)[] {
  const width = FEATURE_COUNT + 1;
  const means = modelMeans(read);
  const gram = MOBILITY_TYPES.map(() => new Float64Array(FEATURE_COUNT * FEATURE_COUNT));
  const rhs = MOBILITY_TYPES.map(() => new Float64Array(FEATURE_COUNT));
  const rowsPerFamily = new Float64Array(MOBILITY_TYPES.length);
  const centred = new Float64Array(FEATURE_COUNT);
  for (let row = 0; row < read.logPrice.length; row++) {
    const f = read.family[row] ?? 0;
    const g = gram[f] as Float64Array;
    const r = rhs[f] as Float64Array;
    rowsPerFamily[f] = (rowsPerFamily[f] ?? 0) + 1;
    const base = (read.rows.groups[row * 3] ?? 0) * width;
    for (let column = 0; column < FEATURE_COUNT; column++) centred[column] = (read.features[row * FEATURE_COUNT + column] ?? 0) - (means[base + column] ?? 0);
    const y = (read.logPrice[row] ?? 0) - (means[base + FEATURE_COUNT] ?? 0);
    for (let i = 0; i < FEATURE_COUNT; i++) {
      const xi = centred[i] ?? 0;
      if (xi === 0) continue;
      r[i] = (r[i] ?? 0) + xi * y;
      for (let j = 0; j <= i; j++) g[i * FEATURE_COUNT + j] = (g[i * FEATURE_COUNT + j] ?? 0) + xi * (centred[j] ?? 0);
    }
  }
  return MOBILITY_TYPES.map((_, f) => {
    if ((rowsPerFamily[f] ?? 0) === 0) return null;
    const g = gram[f] as Float64Array;
    for (let i = 0; i < FEATURE_COUNT; i++) for (let j = 0; j < i; j++) g[j * FEATURE_COUNT + i] = g[i * FEATURE_COUNT + j] ?? 0;
    return { beta: solveRidge(g, rhs[f] as Float64Array, FEATURE_COUNT, RIDGE), root: { count: 0, sum: 0, squares: 0 } };
  });
}

/** Each row's residual after the slopes, summed per group; and each group's rows. */
function collectGroups(read: ReadRows, families: (Family | null)[]): { groupStats: PerKind<GroupStats[]>; members: PerKind<Int32Array[]> } {
  const { rows } = read;
  const groupStats = read.groupIds.map((ids) => Array.from({ length: ids.size }, () => ({ count: 0, sum: 0, squares: 0 }))) as PerKind<GroupStats[]>;
  for (let row = 0; row < read.logPrice.length; row++) {
    const family = families[read.family[row] ?? 0];
    if (!family) continue;
    let fitted = 0;
    for (let column = 0; column < FEATURE_COUNT; column++) fitted += (family.beta[column] ?? 0) * (read.features[row * FEATURE_COUNT + column] ?? 0);
    const residual = (read.logPrice[row] ?? 0) - fitted;
    rows.residual[row] = residual;
    addTo(family.root, residual);
    for (let kind = 0; kind < 3; kind++) addTo(groupStats[kind as GroupKind][rows.groups[row * 3 + kind] ?? 0] as GroupStats, residual);
  }
  const members = groupStats.map((stats, kind) => {
    const lists = stats.map((group) => new Int32Array(group.count));
    const fill = new Int32Array(stats.length);
    for (let row = 0; row < read.logPrice.length; row++) {
      const group = rows.groups[row * 3 + kind] ?? 0;
      (lists[group] as Int32Array)[fill[group] ?? 0] = row;
      fill[group] = (fill[group] ?? 0) + 1;
    }
    return lists;
  }) as PerKind<Int32Array[]>;
  return { groupStats, members };
}

export function fitMarket(listings: Iterable<MarketListing>, now: Date): FittedMarket {
  const usable = [...listings].filter((listing) => listing.price > 0 && FAMILY_OF.has(listing.mobilityType));
  const read = readRows(usable, now);
  const families = fitSlopes(read);
  const { groupStats, members } = collectGroups(read, families);
  return { families, groupIds: read.groupIds, groupStats, members, rows: read.rows, rowOfId: read.rowOfId, names: read.names };
}

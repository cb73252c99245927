/**
 * Builds the index from documents: quality scores, the row order (mobility type contiguous so a
 * type filter is a range, best first within a type), the columns, the text index, per-segment
 * facet totals (for counting the non-matching rows when most rows match), one presorted
 * permutation per sort order and segment, and the rows of every dealer location and of every
 * dealer.
 */
import { SORT_ORDERS, type SortOrder } from '@/lib/vehicle/enums';
import type { SearchDocument } from './document';
import { amsterdamDay } from './dutch-day';
import { ENUM_FILTERS } from '@/lib/search-request/fields';
import { FIELD_LOCATION, PACK_FIELDS } from './facet-fields';
import { IdIndex } from './id-index';
import { GeometryCache } from './origin-geometry';
import { baseOf, quantizeQuality, scoreOf } from './quality';
import { radixSortByKey, radixSortWithKeys } from './radix';
import { staticSortKey } from './sort-keys';
import { ColumnStore, DAY_BINS, SEGMENT_COUNT } from './store';
import { TextIndex } from './text-index';

export type StaticOrder = Exclude<SortOrder, 'afstand'>;
export const STATIC_ORDERS = SORT_ORDERS.filter((order): order is StaticOrder => order !== 'afstand');

/** Facet counters: per pack code, per model, per dealer location, per added-day bin. */
export interface Counters {
  packs: Uint32Array[];
  model: Uint32Array;
  location: Uint32Array;
  day: Uint32Array;
}

export interface Segment {
  start: number;
  end: number;
  /** Counts over the segment's live built rows. */
  totals: Counters;
  /** Built rows of the segment removed since the build. */
  removed: number;
  /** Per pack: the one code every row of the segment has, or −1. */
  constantPack: Int32Array;
}

export interface BuiltIndex {
  store: ColumnStore;
  text: TextIndex;
  builtRows: number;
  /** The four mobility types, then 'alle' (index SEGMENT_COUNT) spanning every built row. */
  segments: Segment[];
  /** perms[segment][order]: undefined until first needed, null where the row order already is that order. */
  perms: (Uint32Array | null | undefined)[][];
  /** Built rows per dealer location (deep afstand pages) and per model (a brand or model alone). */
  rowsByLocation: RowGroups;
  rowsByModel: RowGroups;
  /** Built rows per dealer code: a dealer filter visits its dealer's rows only. */
  rowsByDealer: RowGroups;
  medians: Map<number, number>;
  idToRow: IdIndex;
  geometry: GeometryCache;
  /** Filter tables of recent queries (see compile.ts). */
  tableCache: Map<string, Uint32Array>;
  /** 0, 1, 2, …: the match list of a query without filters is a slice of it. */
  identity: Uint32Array;
  /** Live listings per model code (built and appended), kept by the engine as listings come and go. */
  modelLive: number[];
  /** Changes since the build; part of the cache key of tables that depend on which listings are live. */
  version: number;
}

/** Rows that can be appended before the index rebuilds itself. */
export function tailCapacity(builtRows: number): number {
  return Math.max(2000, Math.ceil(builtRows * 0.02));
}

const MIN_GROUP = 5;
const YEAR_KEYS = 4096;

function medianGroupKey(model: number, year: number): number {
  return model * YEAR_KEYS + Math.min(Math.max(Math.round(year), 0), YEAR_KEYS - 2);
}
function modelGroupKey(model: number): number {
  return model * YEAR_KEYS + YEAR_KEYS - 1;
}

/** Median price per (model, build year) and per model, over groups large enough to mean something. */
function computeMedians(store: ColumnStore, n: number): Map<number, number> {
  // Two passes over typed arrays (group sizes, then prices by group) rather than an array per group.
  const groupOf = new Map<number, number>();
  const groups = new Int32Array(n * 2);
  let groupCount = 0;
  for (let row = 0; row < n; row++) {
    const model = store.model[row] ?? 0;
    for (let part = 0; part < 2; part++) {
      const key = part === 0 ? medianGroupKey(model, store.range.buildYear[row] ?? 0) : modelGroupKey(model);
      let group = groupOf.get(key);
      if (group === undefined) {
        group = groupCount++;
        groupOf.set(key, group);
      }
      groups[row * 2 + part] = group;
    }
  }
  const start = new Int32Array(groupCount + 1);
  for (let slot = 0; slot < n * 2; slot++) start[(groups[slot] ?? 0) + 1] = (start[(groups[slot] ?? 0) + 1] ?? 0) + 1;
  for (let group = 0; group < groupCount; group++) start[group + 1] = (start[group + 1] ?? 0) + (start[group] ?? 0);
  const fill = start.slice(0, groupCount);
  const prices = new Int32Array(n * 2);
  for (let slot = 0; slot < n * 2; slot++) {
    const group = groups[slot] ?? 0;
    const position = fill[group] ?? 0;
    prices[position] = store.range.price[slot >> 1] ?? 0;
    fill[group] = position + 1;
  }
  const medians = new Map<number, number>();
  for (const [key, group] of groupOf) {
    const from = start[group] ?? 0;
    const to = start[group + 1] ?? 0;
    if (to - from < MIN_GROUP) continue;
    const sorted = prices.subarray(from, to).sort();
    medians.set(key, sorted[(to - from) >> 1] ?? 0);
  }
  return medians;
}

export function medianFor(medians: Map<number, number>, model: number, year: number): number | null {
  return medians.get(medianGroupKey(model, year)) ?? medians.get(modelGroupKey(model)) ?? null;
}

export function emptyCounters(store: ColumnStore): Counters {
  return {
    packs: store.packTables.map((table) => new Uint32Array(Math.max(1, table.size))),
    model: new Uint32Array(Math.max(1, store.dictionaries.modelSlugs.length)),
    location: new Uint32Array(Math.max(1, store.dictionaries.locationLatitude.length)),
    day: new Uint32Array(DAY_BINS),
  };
}

/** Adds (sign 1) or removes (sign −1) a row from a set of counters. */
export function countRow(counters: Counters, store: ColumnStore, row: number, sign: 1 | -1): void {
  counters.packs.forEach((counts, pack) => {
    const code = store.packs[pack]?.[row] ?? 0;
    if (code < counts.length) counts[code] = (counts[code] ?? 0) + sign;
  });
  const model = store.model[row] ?? 0;
  if (model < counters.model.length) counters.model[model] = (counters.model[model] ?? 0) + sign;
  const location = store.location[row] ?? 0;
  if (location < counters.location.length) counters.location[location] = (counters.location[location] ?? 0) + sign;
  const bin = store.dayBin[row] ?? 0;
  counters.day[bin] = (counters.day[bin] ?? 0) + sign;
}

const NAP = FIELD_LOCATION.get('nap');
const WARRANTY = FIELD_LOCATION.get('warrantyTypes');
const CERTAINTY = FIELD_LOCATION.get('certainties');
/** Bits of the BOVAG warranties in the warranty mask. */
const BOVAG_WARRANTIES = ENUM_FILTERS.warrantyTypes.reduce((mask, type, position) => (type.startsWith('bovag') ? mask | (1 << position) : mask), 0);

function popcount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * Builds the index from documents, which may be streamed (an iterable of any length; `expected`
 * sizes the first allocation). Each document is encoded into columns as it arrives, so the caller
 * need not hold them all: with a million listings, holding them is most of the build's time in
 * garbage collection. Medians, quality scores and the row order are then computed from the
 * columns, and the columns gathered into row order.
 */
export function buildIndex(documents: Iterable<SearchDocument>, expected?: number): BuiltIndex {
  let staging = new ColumnStore(Math.max(16, expected ?? (Array.isArray(documents) ? documents.length : 65_536)));
  const text = new TextIndex(staging.capacity);
  let addedAt = new Float64Array(staging.capacity);
  let n = 0;
  let newestDay = 0;
  for (const doc of documents) {
    if (n >= staging.capacity) {
      const grown = new ColumnStore(staging.capacity * 2, staging);
      grown.gather(staging, identityOf(n), n);
      staging = grown;
      const times = new Float64Array(grown.capacity);
      times.set(addedAt);
      addedAt = times;
    }
    const day = amsterdamDay(doc.addedAt);
    staging.write(n, doc, 0, day);
    addedAt[n] = doc.addedAt;
    text.appendListing(doc.brand, doc.model, doc.variant, doc.title);
    if (day > newestDay) newestDay = day;
    n++;
  }
  staging.length = n;
  const medians = computeMedians(staging, n);

  // Quality from the columns (the same parts qualityScore reads from a document), with the parts
  // read per pack code once rather than per row.
  const quality = new Uint32Array(n);
  const identity = identityOf(n);
  const perCode = (location: { pack: number; slot: number } | undefined, derive: (code: number) => number) => {
    const table = location ? staging.packTables[location.pack] : undefined;
    const values = new Uint8Array(Math.max(1, table?.size ?? 1));
    for (let code = 0; code < values.length; code++) values[code] = derive(table && location ? table.fieldCode(code, location.slot) : 0);
    return { values, column: location ? (staging.packs[location.pack] ?? new Uint16Array(0)) : new Uint16Array(0) };
  };
  const nap = perCode(NAP, (code) => code);
  const warranty = perCode(WARRANTY, (mask) => ((mask & BOVAG_WARRANTIES) !== 0 ? 2 : mask !== 0 ? 1 : 0));
  const certainties = perCode(CERTAINTY, popcount);
  for (let row = 0; row < n; row++) {
    const base = baseOf(
      staging.photos[row] ?? 0,
      nap.values[nap.column[row] ?? 0] === 1,
      (warranty.values[warranty.column[row] ?? 0] ?? 0) as 0 | 1 | 2,
      certainties.values[certainties.column[row] ?? 0] ?? 0,
      staging.range.price[row] ?? 0,
      medianFor(medians, staging.model[row] ?? 0, staging.range.buildYear[row] ?? 0),
    );
    quality[row] = quantizeQuality(scoreOf(base, addedAt[row] ?? 0));
  }

  // Row order: by id, then (stable) best first, then (stable) mobility type.
  const keys = new Uint32Array(n);
  for (let row = 0; row < n; row++) keys[row] = (staging.id[row] ?? 0) >>> 0;
  let rows = radixSortWithKeys(identity, keys);
  for (let position = 0; position < n; position++) keys[position] = 0xffffffff - (quality[rows[position] ?? 0] ?? 0);
  rows = radixSortWithKeys(rows, keys);
  for (let position = 0; position < n; position++) keys[position] = staging.segment[rows[position] ?? 0] ?? 0;
  rows = radixSortWithKeys(rows, keys);

  const store = new ColumnStore(n + tailCapacity(n), staging);
  store.gather(staging, rows, n);
  for (let row = 0; row < n; row++) store.quality[row] = quality[rows[row] ?? 0] ?? 0;
  store.dayBase = newestDay - DAY_BINS / 2;
  for (let row = 0; row < n; row++) {
    const bin = Math.min(DAY_BINS - 1, Math.max(0, (store.day[row] ?? 0) - store.dayBase));
    store.setDayBin(row, bin);
    if (bin > store.maxDayBin) store.maxDayBin = bin;
  }
  text.arrange(rows, n, store.capacity);
  text.buildPostings(n);
  text.forgetBuildCache();

  for (let row = 0; row < n; row++) keys[row] = (store.id[row] ?? 0) >>> 0;
  const idToRow = new IdIndex(store.id, n, radixSortWithKeys(identity, keys));
  const segments = buildSegments(store, n);
  // Permutations are made on first use (or by SearchEngine.prepareAllOrders): besteResultaat needs none within a type.
  const perms = segments.map(() => STATIC_ORDERS.map((): Uint32Array | null | undefined => undefined));
  const rowsByLocation = groupRows(store.location, store.dictionaries.locationLatitude.length, n);
  const rowsByModel = groupRows(store.model, store.dictionaries.modelSlugs.length, n);
  const rowsByDealer = groupRows(store.dealer, store.dictionaries.dealerIds.length, n);
  const modelLive = store.dictionaries.modelSlugs.map((_, code) => (rowsByModel.start[code + 1] ?? 0) - (rowsByModel.start[code] ?? 0));
  return {
    store,
    text,
    builtRows: n,
    segments,
    perms,
    rowsByLocation,
    rowsByModel,
    rowsByDealer,
    medians,
    idToRow,
    geometry: new GeometryCache(),
    tableCache: new Map(),
    identity,
    modelLive,
    version: 0,
  };
}

function identityOf(n: number): Uint32Array {
  const identity = new Uint32Array(n);
  for (let index = 0; index < n; index++) identity[index] = index;
  return identity;
}

/** Rows of one segment in one order, or null where the row order already is that order. */
export function buildPermutation(store: ColumnStore, segment: Segment, sortOrder: StaticOrder, isAll: boolean): Uint32Array | null {
  if (sortOrder === 'besteResultaat' && !isAll) return null;
  const rows = new Uint32Array(segment.end - segment.start);
  for (let index = 0; index < rows.length; index++) rows[index] = segment.start + index;
  return radixSortByKey(rows, staticSortKey(store, sortOrder)).slice();
}

/** The permutation of a segment and order, made and kept on first use. */
export function permutationOf(index: BuiltIndex, segment: number, sortOrder: StaticOrder): Uint32Array | null {
  const orders = index.perms[segment];
  const position = STATIC_ORDERS.indexOf(sortOrder);
  const existing = orders?.[position];
  if (existing !== undefined) return existing;
  const bounds = index.segments[segment];
  const permutation = bounds ? buildPermutation(index.store, bounds, sortOrder, segment === SEGMENT_COUNT) : null;
  if (orders) orders[position] = permutation;
  return permutation;
}

function buildSegments(store: ColumnStore, n: number): Segment[] {
  const segments: Segment[] = [];
  let start = 0;
  for (let segment = 0; segment < SEGMENT_COUNT; segment++) {
    let end = start;
    while (end < n && (store.segment[end] ?? 0) === segment) end++;
    segments.push(segmentOf(store, start, end));
    start = end;
  }
  segments.push(segmentOf(store, 0, n));
  return segments;
}

function countRange(counts: Uint32Array, column: Uint16Array | Uint32Array, start: number, end: number): void {
  for (let row = start; row < end; row++) {
    const code = column[row] ?? 0;
    counts[code] = (counts[code] ?? 0) + 1;
  }
}

function segmentOf(store: ColumnStore, start: number, end: number): Segment {
  const totals = emptyCounters(store);
  totals.packs.forEach((counts, pack) => countRange(counts, store.packs[pack] ?? new Uint16Array(0), start, end));
  countRange(totals.model, store.model, start, end);
  countRange(totals.location, store.location, start, end);
  countRange(totals.day, store.dayBin, start, end);
  const constantPack = new Int32Array(PACK_FIELDS.length).fill(-1);
  totals.packs.forEach((counts, pack) => {
    const code = store.packs[pack]?.[start] ?? 0;
    if (end > start && counts[code] === end - start) constantPack[pack] = code;
  });
  return { start, end, totals, constantPack, removed: 0 };
}

/** Rows grouped by a code column (rows of code c at rows[start[c] … start[c + 1])), each group in row order. */
export interface RowGroups {
  start: Uint32Array;
  rows: Uint32Array;
}

function groupRows(column: Uint32Array, codes: number, n: number): RowGroups {
  const start = new Uint32Array(codes + 1);
  for (let row = 0; row < n; row++) {
    const code = column[row] ?? 0;
    start[code + 1] = (start[code + 1] ?? 0) + 1;
  }
  for (let code = 0; code < codes; code++) start[code + 1] = (start[code + 1] ?? 0) + (start[code] ?? 0);
  const fill = start.slice(0, codes);
  const rows = new Uint32Array(n);
  for (let row = 0; row < n; row++) {
    const code = column[row] ?? 0;
    const position = fill[code] ?? 0;
    rows[position] = row;
    fill[code] = position + 1;
  }
  return { start, rows };
}

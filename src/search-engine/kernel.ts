/**
 * The generated loops of the engine: the fused scan, counting and near-miss counting.
 *
 * Why generated, and why in a `vm` context: V8 compiles a loop over typed arrays it knows as
 * constants two to three times faster than the same loop over typed arrays passed in (it must
 * otherwise reload each array's data pointer and length on every access). So each index gets its
 * own context in which every array a loop touches — the store's columns, the scratch lists, and
 * fixed "arenas" for the per-query filter tables and for the counters — is a script-level constant,
 * and loops are generated per query shape (which packs, columns and ranges; text; near misses …)
 * and cached. Per-query numbers (bounds, bits, offsets) travel through the PARAMS array. The
 * generated source only ever contains identifiers and numbers made here, never request data.
 */
import vm from 'node:vm';
import { RANGE_KEYS, type RangeKey } from '@/lib/search-request/fields';
import type { Scratch } from './evaluate';
import { PACK_FIELDS } from './facet-fields';
import { DAY_BINS, HARD_BIT, RECORD_WIDTH, type ColumnStore } from './store';
import type { TextIndex } from './text-index';

/** Room per pack table and per pack counter: pack codes are 16-bit. */
const PACK_ROOM = 0x10000;
const FILTER_BITS = 30;
/**
 * A scan calls its loop once per slice of this many rows. V8 gives a function optimized code of its
 * own only on a call; a loop that runs 200,000 rows in one call is optimized on the way (on-stack
 * replacement), and that code is dropped again. A shape asked now and then (a count while typing)
 * then ran unoptimized on every call: 5 to 9 ms instead of 0.5 (bench/README.md, session 21).
 * Slices keep the code between calls; a slice this size costs nothing measurable in the hot path.
 */
export const SCAN_CHUNK = 65_536;

export type CodeColumn = 'MODEL' | 'LOCATION';
export type RangeColumn = RangeKey | 'day';

export interface ScanShape {
  packs: readonly number[];
  codes: readonly CodeColumn[];
  ranges: readonly RangeColumn[];
  text: boolean;
  near: boolean;
  /** Appended rows carry no type order: check their mobility type. */
  scope: boolean;
  /** Visit the candidate rows of ROWS instead of a range; misses are then never listed. */
  list: boolean;
  /** Store each row's bits (walks over permutations read them). */
  bits: boolean;
  /** List the non-matching live rows (for counting them off the totals). */
  misses: boolean;
  /** Rows of any dealer but PARAMS' one fail hard. */
  dealer: boolean;
}

export interface ScanParams {
  /** Per range: low, high (inclusive) and the fail bit value. */
  ranges: readonly { low: number; high: number; bit: number }[];
  textRequired: number;
  segment: number;
  /** The dealer code rows must have (when the shape has `dealer`). */
  dealer: number;
}

export type Counter = { kind: 'pack'; pack: number } | { kind: 'model' } | { kind: 'location' } | { kind: 'day' };

function name(key: RangeColumn): string {
  return key === 'day' ? 'DAY' : `RANGE_${key}`;
}

export class Kernels {
  private readonly context: vm.Context;
  private readonly cache = new Map<string, (start: number, end: number) => void>();
  readonly params = new Int32Array(1024);
  readonly out = new Int32Array(3);
  /** Filter tables: pack p at p · 0x10000, then the model table, then the location table. */
  readonly tables: Uint32Array;
  /** Counters: packs, then model, location and day. */
  readonly counters: Uint32Array;
  /** Near-miss counts per filter bit, each bit a region of `nearRoom`. */
  readonly near: Uint32Array;
  readonly modelRoom: number;
  readonly locationRoom: number;
  readonly nearRoom: number;

  constructor(store: ColumnStore, scratch: Scratch, text: TextIndex) {
    const models = store.dictionaries.modelSlugs.length;
    const locations = store.dictionaries.locationLatitude.length;
    this.modelRoom = Math.max(PACK_ROOM, models * 2);
    this.locationRoom = Math.max(PACK_ROOM, locations * 2);
    this.nearRoom = Math.max(PACK_ROOM, this.modelRoom, this.locationRoom);
    this.tables = new Uint32Array(PACK_FIELDS.length * PACK_ROOM + this.modelRoom + this.locationRoom);
    this.counters = new Uint32Array(PACK_FIELDS.length * PACK_ROOM + this.modelRoom + this.locationRoom + DAY_BINS);
    this.near = new Uint32Array(FILTER_BITS * this.nearRoom);
    const constants: Record<string, unknown> = {
      INITIAL: store.initialBits,
      SEGMENTS: store.segment,
      MODEL: store.model,
      LOCATION: store.location,
      DEALER: store.dealer,
      DAY: store.day,
      DAYBIN: store.dayBin,
      RECORDS: store.records,
      TEXT: text.matchCount,
      BITS: scratch.bits,
      MATCH: scratch.match,
      MISS: scratch.miss,
      NEAR_ROWS: scratch.nearRows,
      NEAR_BITS: scratch.nearBits,
      ROWS: scratch.candidates,
      TABLES: this.tables,
      COUNTERS: this.counters,
      NEAR: this.near,
      PARAMS: this.params,
      OUT: this.out,
    };
    store.packs.forEach((column, pack) => (constants[`PACK${pack}`] = column));
    for (const key of RANGE_KEYS) constants[`RANGE_${key}`] = store.range[key];
    this.context = vm.createContext({ source: constants });
    // Globals of a vm context go through its sandbox on every access: bind the one builtin the loops use.
    vm.runInContext(`${Object.keys(constants).map((key) => `const ${key} = source.${key};`).join('\n')}\nconst CLZ32 = Math.clz32;`, this.context);
  }

  /** Whether the arenas still have room for the dictionaries (they grow with appended listings). */
  fits(store: ColumnStore): boolean {
    return store.dictionaries.modelSlugs.length <= this.modelRoom && store.dictionaries.locationLatitude.length <= this.locationRoom;
  }

  tableOffset(pack: number): number {
    return pack * PACK_ROOM;
  }

  codeTableOffset(column: CodeColumn): number {
    return PACK_FIELDS.length * PACK_ROOM + (column === 'MODEL' ? 0 : this.modelRoom);
  }

  counterOffset(counter: Counter): number {
    const packs = PACK_FIELDS.length * PACK_ROOM;
    switch (counter.kind) {
      case 'pack':
        return counter.pack * PACK_ROOM;
      case 'model':
        return packs;
      case 'location':
        return packs + this.modelRoom;
      case 'day':
        return packs + this.modelRoom + this.locationRoom;
    }
  }

  counterView(counter: Counter, size: number): Uint32Array {
    const offset = this.counterOffset(counter);
    return this.counters.subarray(offset, offset + size);
  }

  nearView(bit: number, size: number): Uint32Array {
    return this.near.subarray(bit * this.nearRoom, bit * this.nearRoom + size);
  }

  private compile(key: string, source: () => string): (start: number, end: number) => void {
    let kernel = this.cache.get(key);
    if (!kernel) {
      kernel = vm.runInContext(source(), this.context) as (start: number, end: number) => void;
      this.cache.set(key, kernel);
    }
    return kernel;
  }

  /** The fused scan over [start, end) (rows, or positions in ROWS): counts continue from OUT. */
  scan(shape: ScanShape, params: ScanParams, start: number, end: number): void {
    let p = 0;
    for (const range of params.ranges) {
      this.params[p++] = range.low;
      this.params[p++] = range.high;
      this.params[p++] = range.bit;
    }
    this.params[p++] = params.textRequired;
    this.params[p++] = params.segment;
    this.params[p++] = params.dealer;
    const key = `scan|${shape.packs.join(',')}|${shape.codes.join(',')}|${shape.ranges.join(',')}|${+shape.text}${+shape.near}${+shape.scope}${+shape.list}${+shape.bits}${+shape.misses}${+shape.dealer}`;
    const kernel = this.compile(key, () => scanSource(shape, this));
    for (let from = start; from < end; from += SCAN_CHUNK) kernel(from, Math.min(end, from + SCAN_CHUNK));
  }

  /** Adds `sign` to a counter per record slot, for the rows of MATCH or MISS in [from, to). */
  countRecords(list: 'MATCH' | 'MISS', slots: readonly number[], counters: readonly Counter[], sign: 1 | -1, from: number, to: number): void {
    if (from >= to || slots.length === 0) return;
    counters.forEach((counter, position) => (this.params[position] = this.counterOffset(counter)));
    const key = `count|${list}|${slots.join(',')}|${sign}`;
    this.compile(key, () => {
      const lines = slots.map((_, position) => `const o${position} = PARAMS[${position}];`);
      lines.push('for (let i = start; i < end; i++) {', `  const b = ${list}[i] * ${RECORD_WIDTH};`);
      slots.forEach((slot, position) => lines.push(`  COUNTERS[o${position} + RECORDS[b + ${slot}]] ${sign > 0 ? '+=' : '-='} 1;`));
      lines.push('}');
      return fn(`count_${list.toLowerCase()}_${slots.join('_')}_${sign > 0 ? 'add' : 'subtract'}`, lines);
    })(from, to);
  }

  /** Counts the listed near misses of each filter bit in its region of NEAR, by the code in its column. */
  countNear(targets: readonly { bit: number; column: string }[], count: number): void {
    if (count === 0 || targets.length === 0) return;
    const key = `near|${targets.map((target) => `${target.bit}:${target.column}`).join(',')}`;
    this.compile(key, () => {
      const lines = ['for (let i = start; i < end; i++) {', '  const r = NEAR_ROWS[i];', '  switch (NEAR_BITS[i]) {'];
      for (const target of targets) lines.push(`    case ${target.bit}: NEAR[${target.bit * this.nearRoom} + ${target.column}[r]] += 1; break;`);
      lines.push('  }', '}');
      return fn(`near_${targets.map((target) => target.bit).join('_')}`, lines);
    })(0, count);
  }
}

function fn(functionName: string, lines: readonly string[]): string {
  return `(function ${functionName}(start, end) {\n${lines.join('\n')}\n})`;
}

function scanSource(shape: ScanShape, kernels: Kernels): string {
  const lines: string[] = [];
  let p = 0;
  shape.ranges.forEach((_, i) => {
    lines.push(`const lo${i} = PARAMS[${p}], hi${i} = PARAMS[${p + 1}], rb${i} = PARAMS[${p + 2}];`);
    p += 3;
  });
  lines.push(`const tr = PARAMS[${p}], sc = PARAMS[${p + 1}], dc = PARAMS[${p + 2}];`);
  lines.push('let m = OUT[0], n = OUT[1], k = OUT[2];');
  if (shape.list) lines.push('for (let i = start; i < end; i++) {', '  const r = ROWS[i];');
  else lines.push('for (let r = start; r < end; r++) {');
  const terms = ['INITIAL[r]'];
  for (const pack of shape.packs) terms.push(`TABLES[${kernels.tableOffset(pack)} + PACK${pack}[r]]`);
  for (const column of shape.codes) terms.push(`TABLES[${kernels.codeTableOffset(column)} + ${column}[r]]`);
  lines.push(`  let b = ${terms.join(' | ')} | 0;`);
  // (v − low) | (high − v) is negative exactly when v is outside [low, high]; its sign spreads into a mask.
  shape.ranges.forEach((column, i) => lines.push(`  { const v = ${name(column)}[r]; b |= (((v - lo${i}) | (hi${i} - v)) >> 31) & rb${i}; }`));
  // (x + 255) >> 8 is 1 for x in 1…255 and 0 for 0: a row short of the required text matches gets the hard bit.
  if (shape.text) lines.push('  b |= (((TEXT[r] ^ tr) + 255) >> 8) << 30;');
  if (shape.scope) lines.push(`  b |= (SEGMENTS[r] === sc ? 0 : ${HARD_BIT});`);
  if (shape.dealer) lines.push(`  b |= (DEALER[r] === dc ? 0 : ${HARD_BIT});`);
  if (shape.bits) lines.push('  BITS[r] = b;');
  lines.push('  MATCH[m] = r; m += (b === 0) | 0;');
  if (shape.misses) lines.push('  MISS[n] = r; n += (b > 0) | 0;');
  // A near miss fails exactly one facet filter: one bit set, below the hard bit. Written always, kept when it is one.
  if (shape.near) lines.push(`  NEAR_ROWS[k] = r; NEAR_BITS[k] = 31 - CLZ32(b); k += ((b & (b - 1)) === 0 & b > 0 & b < ${HARD_BIT}) | 0;`);
  lines.push('}');
  lines.push('OUT[0] = m; OUT[1] = n; OUT[2] = k;');
  const label = `scan_p${shape.packs.join('')}_c${shape.codes.length}_r${shape.ranges.length}${shape.text ? '_text' : ''}${shape.near ? '_near' : ''}${shape.scope ? '_scope' : ''}${shape.dealer ? '_dealer' : ''}${shape.list ? '_list' : ''}${shape.bits ? '_bits' : ''}${shape.misses ? '_misses' : ''}`;
  return fn(label, lines);
}

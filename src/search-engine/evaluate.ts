/**
 * The scan. Each filter sets its fail bit on the rows it rejects, column by column in tight
 * branch-light loops; then one pass sorts rows into matches, non-matches, and near misses (rows
 * failing exactly one filter, which count toward that filter's own facet: disjunctive facets in
 * one pass). Facet counters then take one increment per pack per counted row, counting the
 * non-matching rows against precomputed totals instead when most rows match.
 */
import type { BuiltIndex, Counters, RowGroups } from './build';
import { allowedCodes, type CompiledQuery } from './compile';
import { ascendingRows, markWords } from './ascending-rows';
import type { Counter, Kernels } from './kernel';
import { HARD_BIT, RECORD_CODE_LIMIT, RECORD_DAY, RECORD_LOCATION, RECORD_MODEL, SEGMENT_COUNT } from './store';
import type { TextMatch } from './text-index';

export class Scratch {
  bits: Uint32Array;
  match: Uint32Array;
  miss: Uint32Array;
  nearRows: Uint32Array;
  nearBits: Uint8Array;
  candidates: Uint32Array;
  sortBuffer: Uint32Array;
  readonly radixCounts = new Uint32Array(2048);
  /** One bit a row, to put candidate rows in order (ascending-rows.ts). */
  readonly marks: Uint32Array;

  constructor(capacity: number) {
    this.marks = new Uint32Array(markWords(capacity));
    this.candidates = new Uint32Array(capacity);
    this.sortBuffer = new Uint32Array(capacity);
    this.bits = new Uint32Array(capacity);
    this.match = new Uint32Array(capacity);
    this.miss = new Uint32Array(capacity);
    this.nearRows = new Uint32Array(capacity);
    this.nearBits = new Uint8Array(capacity);
  }
}

export interface Partition {
  /** Matching rows in row order: built rows first (match[0 … builtMatches)), then appended rows. */
  match: Uint32Array;
  builtMatches: number;
  /** Live built rows that do not match (for subtractive counting). */
  miss: Uint32Array;
  nearRows: Uint32Array;
  nearBits: Uint8Array;
  /**
   * The one facet filter whose near misses among built rows were not listed because no other
   * filter is active: they are exactly the built rows that do not match (totals − matches).
   */
  derivedNearBit: number | null;
  text: TextMatch | null;
  /** Whether every row of the segment has its bits (walks over permutations read them). */
  bitsValid: boolean;
  /** No filter and no removed row: every built row of the segment matches and no bits were set. */
  allMatch: boolean;
  /** Whether `miss` lists every non-matching live built row (otherwise it is empty and matches are counted). */
  missesListed: boolean;
}

/** Below this share of the segment, visiting candidates beats scanning every row. */
const CANDIDATE_SHARE = 0.5;

/** Candidate rows, and whether they already satisfy the text (so the kernel need not check it). */
interface Candidates {
  rows: Uint32Array;
  textChecked: boolean;
}

/**
 * The built rows of the segment that can match at all, in row order, when there is a cheap way to
 * list them: the dealer's rows (its posting list) under a dealer filter, the rows reaching every
 * text token, or the rows of the allowed models when brand or model is the only filter. A count
 * (no facets) may also start from the allowed models or the dealer locations in its radius beside
 * other filters, whichever are fewer: with facets it may not, because the near misses of the
 * filter the candidates come from lie outside them. Null means scan the whole segment.
 */
function candidateRows(index: BuiltIndex, query: CompiledQuery, text: TextMatch | null, start: number, end: number, scratch: Scratch, countOnly: boolean): Candidates | null {
  if (query.dealer !== null) {
    // A dealer's stock is a few dozen to a few thousand rows: always fewer than a text match or a segment.
    const { start: groupStart, rows } = index.rowsByDealer;
    if (query.dealer < 0 || query.dealer + 1 >= groupStart.length) return { rows: scratch.candidates.subarray(0, 0), textChecked: false };
    const from = lowerBound(rows, groupStart[query.dealer] ?? 0, groupStart[query.dealer + 1] ?? 0, start);
    const to = lowerBound(rows, from, groupStart[query.dealer + 1] ?? 0, end);
    // Share is checked against the segment: a dealer holding most of it (small test sets) is scanned like any filter.
    if (to - from > (end - start) * CANDIDATE_SHARE) return null;
    return { rows: rows.subarray(from, to), textChecked: false };
  }
  const list = scratch.candidates;
  let count = 0;
  if (text) {
    const counts = index.text.matchCount;
    for (let position = 0; position < text.touchedCount; position++) {
      const row = text.touched[position] ?? 0;
      if (row >= start && row < end && counts[row] === text.required) list[count++] = row;
    }
  } else {
    const onlyModels = query.allowedModels !== null && query.codeFilters.length === 1 && query.packFilters.length === 0 && query.rangeFilters.length === 0;
    const models = query.allowedModels && (onlyModels || countOnly) ? groupsOf(index.rowsByModel, query.allowedModels) : null;
    const radius = countOnly ? query.codeFilters.find((filter) => filter.name === 'LOCATION') : undefined;
    const locations = radius ? groupsOf(index.rowsByLocation, allowedCodes(radius.table, index.store.dictionaries.locationLatitude.length)) : null;
    const fewest = models && locations ? (models.total <= locations.total ? models : locations) : (models ?? locations);
    if (!fewest || fewest.total > (end - start) * CANDIDATE_SHARE) return null;
    const { start: groupStart, rows } = fewest.groups;
    for (const code of fewest.codes) {
      const from = lowerBound(rows, groupStart[code] ?? 0, groupStart[code + 1] ?? 0, start);
      const to = lowerBound(rows, from, groupStart[code + 1] ?? 0, end);
      list.set(rows.subarray(from, to), count);
      count += to - from;
    }
  }
  return { rows: ascendingRows(list.subarray(0, count), start, end, scratch), textChecked: text !== null };
}

interface CandidateGroups {
  groups: RowGroups;
  codes: readonly number[];
  /** Their rows in every segment: an upper bound of the segment's. */
  total: number;
}

function groupsOf(groups: RowGroups, codes: readonly number[]): CandidateGroups {
  let total = 0;
  for (const code of codes) total += (groups.start[code + 1] ?? 0) - (groups.start[code] ?? 0);
  return { groups, codes, total };
}

function lowerBound(list: Uint32Array, start: number, end: number, value: number): number {
  let low = start;
  let high = end;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Sets the fail bits of the built rows of the query's segment and of every appended row, and partitions them. */
/**
 * A guess of the share of the segment's rows that will match, from the totals per pack code (the
 * filters are treated as independent). It only decides whether listing the misses is worth it.
 */
function expectedMatchShare(index: BuiltIndex, query: CompiledQuery): number {
  const segment = index.segments[query.segment];
  const size = (segment?.end ?? 0) - (segment?.start ?? 0);
  if (!segment || size === 0) return 0;
  let share = 1;
  for (const { pack, table } of query.packFilters) {
    const totals = segment.totals.packs[pack];
    if (!totals) continue;
    let passing = 0;
    for (let code = 0; code < table.length && code < totals.length; code++) if (table[code] === 0) passing += totals[code] ?? 0;
    share *= passing / size;
  }
  for (const { name, table } of query.codeFilters) {
    const totals = name === 'MODEL' ? segment.totals.model : segment.totals.location;
    let passing = 0;
    for (let code = 0; code < table.length && code < totals.length; code++) if (table[code] === 0) passing += totals[code] ?? 0;
    share *= passing / size;
  }
  if (query.dealer !== null) {
    const groups = index.rowsByDealer.start;
    const dealerRows = query.dealer < 0 ? 0 : (groups[query.dealer + 1] ?? 0) - (groups[query.dealer] ?? 0);
    share *= Math.min(1, dealerRows / size);
  }
  return share * 0.5 ** query.rangeFilters.length;
}

/** Listing misses costs a store a row; when the matches are expected to be this few, count them instead. */
const MISS_LIST_SHARE = 0.35;

export function scan(index: BuiltIndex, query: CompiledQuery, scratch: Scratch, kernels: Kernels, withFacets: boolean, needsBits: boolean): Partition {
  const { store, builtRows } = index;
  const segment = index.segments[query.segment];
  const text = query.text === null ? null : index.text.match(query.text);
  const activeBits = query.targets.flatMap((target, bit) => (target ? [bit] : []));
  // Derived near misses are "every non-matching row": not so when a hard filter (text, dealer) also rejects rows.
  const derivedNearBit = withFacets && text === null && query.dealer === null && activeBits.length === 1 && !query.otherRanges ? (activeBits[0] ?? null) : null;

  // The filter tables of this query go into the kernels' table arena.
  for (const { pack, table } of query.packFilters) kernels.tables.set(table, kernels.tableOffset(pack));
  for (const { name, table } of query.codeFilters) kernels.tables.set(table, kernels.codeTableOffset(name));
  const shape = {
    packs: query.packFilters.map(({ pack }) => pack),
    codes: query.codeFilters.map(({ name }) => name),
    ranges: query.rangeFilters.map(({ key }) => key),
  };
  const dealer = query.dealer !== null;
  const params = {
    ranges: query.rangeFilters.map((filter) => ({ low: filter.low, high: filter.low + filter.span, bit: 1 << filter.bit })),
    textRequired: text?.required ?? 0,
    segment: query.segment,
    dealer: query.dealer ?? -1,
  };
  const counts = kernels.out;
  counts.fill(0);
  const start = segment?.start ?? 0;
  const end = segment?.end ?? 0;
  let missesListed = false;
  const unfiltered = !text && !dealer && shape.packs.length === 0 && shape.codes.length === 0 && shape.ranges.length === 0 && (segment?.removed ?? 0) === 0;
  const candidates = unfiltered ? null : candidateRows(index, query, text, start, end, scratch, !withFacets);
  if (unfiltered) {
    // Every built row matches: the match list is a slice of 0, 1, 2, … and there is nothing to scan.
    scratch.match.set(index.identity.subarray(start, end));
    counts[0] = end - start;
  } else if (candidates) {
    const rows = candidates.rows;
    // Candidates already at the start of the scratch list (ascending-rows.ts rewrites them in place) stay there.
    if (rows.buffer !== scratch.candidates.buffer || rows.byteOffset !== scratch.candidates.byteOffset) scratch.candidates.set(rows);
    // Rows outside the candidates cannot match: mark them all, then let the kernel set the candidates' bits.
    if (needsBits) scratch.bits.fill(HARD_BIT, start, end);
    const near = withFacets && derivedNearBit === null;
    // Candidates are the dealer's own rows: the kernel need not check the dealer again.
    kernels.scan({ ...shape, text: text !== null && !candidates.textChecked, near, scope: false, list: true, bits: needsBits, misses: false, dealer: false }, params, 0, rows.length);
  } else {
    const misses = withFacets && expectedMatchShare(index, query) > MISS_LIST_SHARE;
    kernels.scan({ ...shape, text: text !== null, near: withFacets && derivedNearBit === null, scope: false, list: false, bits: needsBits, misses, dealer }, params, start, end);
    missesListed = misses;
  }
  const builtMatches = counts[0] ?? 0;
  const builtMisses = counts[1] ?? 0;
  if (store.length > builtRows) {
    kernels.scan({ ...shape, text: text !== null, near: withFacets, scope: query.segment !== SEGMENT_COUNT, list: false, bits: true, misses: false, dealer }, params, builtRows, store.length);
  }
  return {
    match: scratch.match.subarray(0, counts[0] ?? 0),
    builtMatches,
    miss: scratch.miss.subarray(0, builtMisses),
    nearRows: scratch.nearRows.subarray(0, counts[2] ?? 0),
    nearBits: scratch.nearBits.subarray(0, counts[2] ?? 0),
    derivedNearBit,
    text,
    bitsValid: candidates === null ? !unfiltered && needsBits : needsBits,
    allMatch: unfiltered,
    missesListed: missesListed || unfiltered,
  };
}

export interface DerivedNear {
  /** Which counter the derived near misses belong to: a pack, or the model/location/day counters. */
  counter: number | 'model' | 'location' | 'day';
  counts: Uint32Array;
}

interface Counted {
  id: DerivedNear['counter'];
  counter: Counter;
  /** The slot in the row records (−1: its codes do not fit the records; counted from the column). */
  slot: number;
  column: Uint16Array | Uint32Array;
  view: Uint32Array;
  total: Uint32Array | undefined;
  /** The one code every built row of the segment has, or −1. */
  constant: number;
}

function countRows(kernels: Kernels, entries: Counted[], list: 'MATCH' | 'MISS', rows: Uint32Array, from: number, to: number, sign: 1 | -1): void {
  if (from >= to || entries.length === 0) return;
  const bySlot = entries.filter((entry) => entry.slot >= 0);
  kernels.countRecords(
    list,
    bySlot.map((entry) => entry.slot),
    bySlot.map((entry) => entry.counter),
    sign,
    from,
    to,
  );
  // Only when a dictionary outgrew 16-bit codes (not with real stock): a plain loop.
  for (const entry of entries) {
    if (entry.slot >= 0) continue;
    for (let index = from; index < to; index++) {
      const code = entry.column[rows[index] ?? 0] ?? 0;
      entry.view[code] = (entry.view[code] ?? 0) + sign;
    }
  }
}

/** Facet counts over every matching row (built and appended), into the kernels' counter arena. */
export function countMatches(
  index: BuiltIndex,
  query: CompiledQuery,
  result: Partition,
  counters: Counters,
  kernels: Kernels,
  withLocations: boolean,
  derived: DerivedNear | null,
): void {
  const { store } = index;
  const segment = index.segments[query.segment];
  if (!segment) return;
  const built = result.builtMatches;
  const subtract = result.missesListed && built > result.miss.length;
  const { dictionaries } = store;
  const counted: Counted[] = counters.packs.map((view, pack) => ({
    id: pack,
    counter: { kind: 'pack', pack },
    slot: pack,
    column: store.packs[pack] ?? new Uint16Array(0),
    view,
    total: segment.totals.packs[pack],
    constant: segment.constantPack[pack] ?? -1,
  }));
  const modelSlot = dictionaries.modelSlugs.length <= RECORD_CODE_LIMIT ? RECORD_MODEL : -1;
  const locationSlot = dictionaries.locationLatitude.length <= RECORD_CODE_LIMIT ? RECORD_LOCATION : -1;
  counted.push({ id: 'model', counter: { kind: 'model' }, slot: modelSlot, column: store.model, view: counters.model, total: segment.totals.model, constant: -1 });
  counted.push({ id: 'day', counter: { kind: 'day' }, slot: RECORD_DAY, column: store.dayBin, view: counters.day, total: segment.totals.day, constant: -1 });
  if (withLocations) {
    counted.push({ id: 'location', counter: { kind: 'location' }, slot: locationSlot, column: store.location, view: counters.location, total: segment.totals.location, constant: -1 });
  }

  // Built rows: count the matches, or start from the totals and take off the misses when most rows match.
  for (const entry of counted) {
    entry.view.fill(0);
    if (entry.constant >= 0) entry.view[entry.constant] = built;
    else if (subtract && entry.total) entry.view.set(entry.total.subarray(0, entry.view.length));
  }
  const scanned = counted.filter((entry) => entry.constant < 0);
  if (subtract) countRows(kernels, scanned, 'MISS', result.miss, 0, result.miss.length, -1);
  else countRows(kernels, scanned, 'MATCH', result.match, 0, built, 1);

  // The one filter whose built near misses were not listed: they are the live built rows that do not match.
  const source = derived ? counted.find((entry) => entry.id === derived.counter) : undefined;
  if (derived && source?.total) {
    const size = Math.min(derived.counts.length, source.view.length);
    derived.counts.fill(0);
    for (let code = 0; code < size; code++) derived.counts[code] = (source.total[code] ?? 0) - (source.view[code] ?? 0);
  }

  // Appended rows are few: counted one by one in every counter.
  countRows(kernels, counted, 'MATCH', result.match, built, result.match.length, 1);
}

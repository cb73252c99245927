/**
 * The in-memory search engine (docs/decisions/002-in-memory-search-index.md). Pipeline per query:
 * compile the request into filter tables → one scan over the type's rows sets fail bits →
 * partition into matches and near misses → facet counts over the whole match set → page in the
 * requested order → timing. Listings can be added, changed and removed one at a time: removed rows
 * are tombstoned, new versions appended; the index rebuilds itself once the appended or removed
 * share grows past a few percent.
 */
import type { SearchRequest } from '@/lib/search-request/schema';
import { PAGE_SIZE } from '@/lib/vehicle/enums';
import { buildIndex, countRow, medianFor, permutationOf, STATIC_ORDERS, type BuiltIndex, type Counters } from './build';
import { Kernels } from './kernel';
import { compileQuery } from './compile';
import { distinctDealers } from './dealer-count';
import type { SearchDocument } from './document';
import { countMatches, scan, Scratch } from './evaluate';
import { buildFacets, countListedNear, FacetWork, prepareNear, type SearchFacets } from './facets';
import { orderingFor, pageRows, type PagingStrategy } from './paging';
import { qualityScore, quantizeQuality } from './quality';
import { SortBuffers } from './radix';
import { DAY_BINS, DEAD_BIT, SEGMENT_COUNT, unpackCode } from './store';

export interface SearchOptions {
  /** Epoch milliseconds that "today" is measured from (added-since); defaults to now. */
  now?: number;
  /** Compute facet counts (default true); counts and pages alone are cheaper. */
  facets?: boolean;
  /** Rows to skip and return, instead of the request's page of 24. */
  offset?: number;
  limit?: number;
  /** Forces one way of paging (tests compare them); by default the cheaper one is chosen. */
  paging?: PagingStrategy;
  /** Also count the matches added after this moment (epoch ms): "new since your last visit". */
  countAddedAfter?: number;
}

export interface SearchHit {
  id: number;
  code: string;
  /** Kilometres from the request's postal code to the dealer, when it has one. */
  distanceKm: number | null;
}

export interface SearchResult {
  total: number;
  page: number;
  pageCount: number;
  hits: SearchHit[];
  facets: SearchFacets | null;
  /** Matches added after `countAddedAfter`; null when it was not asked for. */
  addedAfter: number | null;
  timing: { totalMs: number };
}

export interface EngineStats {
  builtRows: number;
  appendedRows: number;
  removedRows: number;
  liveRows: number;
  /** Whole rebuilds since the index was built: each is a pause of the event loop. */
  rebuilds: number;
  brands: number;
  models: number;
  locations: number;
}

export class SearchEngine {
  private index: BuiltIndex;
  private scratch: Scratch;
  private kernels: Kernels | null = null;
  private readonly facetWork = new FacetWork();
  private readonly sortBuffers = new SortBuffers();
  private removedBuilt = 0;
  private removedAppended = 0;
  private rebuilds = 0;

  private constructor(index: BuiltIndex) {
    this.index = index;
    this.scratch = new Scratch(index.store.capacity);
  }

  /**
   * Builds the index. Documents may be streamed (a generator over database pages): they are encoded
   * as they come and need not all be held; `expected` (their number, if known) sizes the columns.
   */
  static build(documents: Iterable<SearchDocument>, expected?: number): SearchEngine {
    return new SearchEngine(buildIndex(documents, expected));
  }

  stats(): EngineStats {
    const { store, builtRows } = this.index;
    return {
      builtRows,
      appendedRows: store.length - builtRows,
      removedRows: this.removedBuilt + this.removedAppended,
      liveRows: this.index.idToRow.size,
      rebuilds: this.rebuilds,
      brands: store.dictionaries.brandSlugs.length,
      models: store.dictionaries.modelSlugs.length,
      locations: store.dictionaries.locationLatitude.length,
    };
  }

  get size(): number {
    return this.index.idToRow.size;
  }

  has(id: number): boolean {
    return this.index.idToRow.has(id);
  }

  search(request: SearchRequest, options: SearchOptions = {}): SearchResult {
    const started = performance.now();
    const now = options.now ?? Date.now();
    const index = this.index;
    const query = compileQuery(index, request, now);
    const withFacets = options.facets !== false;
    const offset = options.offset ?? (request.page - 1) * PAGE_SIZE;
    const limit = options.limit ?? PAGE_SIZE;
    // Only walks over presorted permutations read the bits: the default order within a type never walks, and a count pages nothing.
    const needsBits = limit > 0 && !(request.sort === 'besteResultaat' && request.mobilityType !== 'alle' && !request.text);
    const kernels = this.kernelsFor();
    const partition = scan(index, query, this.scratch, kernels, withFacets, needsBits);
    try {
      let facets: SearchFacets | null = null;
      if (withFacets) {
        const counters = this.countersFor(kernels);
        const derived = prepareNear(index, query, partition, this.facetWork);
        countMatches(index, query, partition, counters, kernels, query.locationKm !== null, derived);
        countListedNear(index, query, partition, this.facetWork);
        facets = buildFacets(index, query, request, counters, this.facetWork, now);
      }
      const ordering = orderingFor(index, query, partition, request.sort, (segment, order) => permutationOf(index, segment, order));
      const rows = pageRows(index, query, partition, this.scratch.bits, ordering, offset, limit, options.paging, this.sortBuffers);
      const { store } = index;
      const hits = rows.map((row) => {
        const km = query.locationKm?.[store.location[row] ?? 0];
        return { id: store.id[row] ?? 0, code: unpackCode(store.code[row] ?? 0), distanceKm: km === undefined ? null : Math.round(km * 10) / 10 };
      });
      const total = partition.match.length;
      const addedAfter = options.countAddedAfter === undefined ? null : countAddedAfter(store.addedSeconds, partition.match, options.countAddedAfter);
      return { total, page: request.page, pageCount: Math.ceil(total / PAGE_SIZE), hits, facets, addedAfter, timing: { totalMs: performance.now() - started } };
    } finally {
      if (partition.text) index.text.release(partition.text);
    }
  }

  /** How many dealers the request's matches come from (the home pages' "bij 400 dealers"): no facets, no page. */
  dealerCount(request: SearchRequest, now = Date.now()): number {
    const index = this.index;
    const partition = scan(index, compileQuery(index, request, now), this.scratch, this.kernelsFor(), false, false);
    try {
      return distinctDealers(index.store.dealer, index.store.dictionaries.dealerIds.length, partition.match);
    } finally {
      if (partition.text) index.text.release(partition.text);
    }
  }

  /** Adds a listing, or replaces the version with the same id. */
  upsert(document: SearchDocument): void {
    this.remove(document.id);
    const index = this.index;
    const { store, text, medians } = index;
    if (store.length >= store.capacity) {
      this.rebuild([document]);
      return;
    }
    const row = store.length;
    const model = store.dictionaries.modelOfLabels(document.brand, document.model);
    while (index.modelLive.length <= model) index.modelLive.push(0);
    index.modelLive[model] = (index.modelLive[model] ?? 0) + 1;
    index.version++;
    store.write(row, document, quantizeQuality(qualityScore(document, medianFor(medians, model, document.year))));
    store.length = row + 1;
    const tokens = text.tokenIdsOf([document.brand, document.model, document.variant, document.title]);
    text.appendRow(tokens);
    text.addTailRow(row, tokens);
    index.idToRow.set(document.id, row);
    if (store.length >= store.capacity) this.rebuild([]);
  }

  /**
   * Adds or replaces many listings at once. Past the number of removals that makes the one-by-one
   * path rebuild, it rebuilds once from the live listings and these: a market refresh that re-rates
   * most listings would otherwise rebuild the whole index about ten times in one synchronous loop
   * (seen at 100,000 listings under a steady feed: the event loop stood still for minutes).
   */
  upsertMany(documents: readonly SearchDocument[]): void {
    if (documents.length <= this.rebuildThreshold()) {
      for (const document of documents) this.upsert(document);
      return;
    }
    const incoming = new Map(documents.map((document) => [document.id, document]));
    const kept = this.documents().filter((document) => !incoming.has(document.id));
    this.install([...kept, ...incoming.values()]);
  }

  /** Removes a listing; false when it was not in the index. */
  remove(id: number): boolean {
    const index = this.index;
    const row = index.idToRow.get(id);
    if (row === undefined) return false;
    index.idToRow.delete(id);
    index.store.initialBits[row] = DEAD_BIT;
    const model = index.store.model[row] ?? 0;
    index.modelLive[model] = (index.modelLive[model] ?? 1) - 1;
    index.version++;
    if (row < index.builtRows) {
      const segment = index.store.segment[row] ?? 0;
      for (const counted of [index.segments[segment], index.segments[SEGMENT_COUNT]]) {
        if (!counted) continue;
        countRow(counted.totals, index.store, row, -1);
        counted.removed++;
      }
      this.removedBuilt++;
      if (this.removedBuilt > this.rebuildThreshold()) this.rebuild([]);
    } else this.removedAppended++;
    return true;
  }

  /** One live listing as the index holds it (text reduced to its tokens), or null. */
  document(id: number): SearchDocument | null {
    const row = this.index.idToRow.get(id);
    if (row === undefined) return null;
    const { store, text } = this.index;
    return store.read(row, Array.from(text.rowTokenIds(row), (token) => text.tokenText(token)));
  }

  /** Every live listing as the index holds it (text reduced to its tokens). */
  documents(): SearchDocument[] {
    const { store, text } = this.index;
    const documents: SearchDocument[] = [];
    for (let row = 0; row < store.length; row++) {
      if ((store.initialBits[row] ?? 0) >= DEAD_BIT) continue;
      documents.push(store.read(row, Array.from(text.rowTokenIds(row), (token) => text.tokenText(token))));
    }
    return documents;
  }

  /** Removed rows the built part may carry before a rebuild pays for itself. */
  private rebuildThreshold(): number {
    return Math.max(1000, this.index.builtRows * 0.1);
  }

  private rebuild(extra: SearchDocument[]): void {
    this.install([...this.documents(), ...extra]);
  }

  private install(documents: SearchDocument[]): void {
    this.rebuilds++;
    this.index = buildIndex(documents, documents.length);
    this.scratch = new Scratch(this.index.store.capacity);
    this.kernels = null;
    this.removedBuilt = 0;
    this.removedAppended = 0;
  }

  /** The kernels of the current index (made again when appended listings outgrow their arenas). */
  private kernelsFor(): Kernels {
    if (!this.kernels || !this.kernels.fits(this.index.store)) {
      this.kernels = new Kernels(this.index.store, this.scratch, this.index.text);
      this.facetWork.kernels = this.kernels;
    }
    return this.kernels;
  }

  /** Counter views into the kernels' arena, sized to the dictionaries as they are now. */
  private countersFor(kernels: Kernels): Counters {
    const { store } = this.index;
    return {
      packs: store.packTables.map((table, pack) => kernels.counterView({ kind: 'pack', pack }, Math.max(1, table.size))),
      model: kernels.counterView({ kind: 'model' }, Math.max(1, store.dictionaries.modelSlugs.length)),
      location: kernels.counterView({ kind: 'location' }, Math.max(1, store.dictionaries.locationLatitude.length)),
      day: kernels.counterView({ kind: 'day' }, DAY_BINS),
    };
  }

  /** Makes every presorted permutation now rather than on first use (e.g. right after start-up). */
  prepareAllOrders(): void {
    for (let segment = 0; segment <= SEGMENT_COUNT; segment++) {
      for (const order of STATIC_ORDERS) permutationOf(this.index, segment, order);
    }
  }
}

function countAddedAfter(addedSeconds: Uint32Array, rows: Uint32Array, afterMs: number): number {
  const after = Math.floor(afterMs / 1000);
  let count = 0;
  for (let i = 0; i < rows.length; i++) if ((addedSeconds[rows[i] ?? 0] ?? 0) > after) count++;
  return count;
}

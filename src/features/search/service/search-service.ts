/**
 * The search service of one app node: builds the engine from the database at start-up and keeps it fresh from the
 * `listing_changes` channel (PostgreSQL LISTEN/NOTIFY; on PGlite the same channel inside the process; see
 * change-subscription.ts). Changes are applied in batches, one at a time, in the order they arrived. After the listener
 * lost its connection it reloads everything (`resync`): notifications of the gap never arrive and carry no sequence to re-read from.
 *
 * It also holds the node's market model (decision 022): built with the index, every document is rated before it is
 * indexed, and after changes the model is rebuilt (at most every `MARKET_REFRESH_MS`) and the listings whose rating moved are re-indexed.
 */
import type { Database } from '@/db/connect';
import type { SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import type { SearchEngine, SearchHit, SearchOptions, SearchResult } from '@/search-engine/engine';
import { PAGE_SIZE, type PriceRating } from '@/lib/vehicle/enums';
import { DealerNames, type DealerName } from './dealer-names';
import type { ListItem } from './list-item';
import { LruCache } from '@/lib/memo/lru-cache';
import { loadDealerName, loadDocumentsById, loadListItems } from './load-documents';
import { loadIndexSnapshot, loadSoldComparables, rerate, type IndexSnapshot } from './index-snapshot';
import { subscribeToListingChanges } from './change-subscription';
import type { SearchPage } from './search-page';
import { RerunningTask } from './rerunning-task';
import type { MarketModel } from '@/valuation';
import { marketPositionOf, rateDocument, type MarketPosition } from './market';

/** The market model is rebuilt at most this often while listings change. */
export const MARKET_REFRESH_MS = 60_000;

export type { SearchPage } from './search-page';

/** About 1.5 KB each: some 30 MB for the items of the pages people actually look at. */
const LIST_ITEM_CACHE_SIZE = 20_000;

export interface SearchServiceOptions {
  /** Reports failures to apply a change (the next change of that listing repairs it). */
  onError?: (error: unknown) => void;
  /** The clock of the market model (tests fix it). */
  now?: () => Date;
  /** How long after a failed resync the next one is tried; default RESYNC_RETRY_MS. */
  resyncRetryMs?: number;
}

/** A resync that failed (the database still coming back) is tried again after this long. */
export const RESYNC_RETRY_MS = 5_000;

export class SearchService {
  private pending = new Set<number>();
  private draining: Promise<void> | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;
  private closed = false;
  /** Bumped after every applied batch of changes; tests and health checks read it. */
  appliedChanges = 0;
  /**
   * Recently shown list items, so a popular page costs no database round trip. A change of a
   * listing evicts it in the same step that updates the index, so the cache is as fresh as search.
   */
  private items = new LruCache<number, ListItem>(LIST_ITEM_CACHE_SIZE);
  /** Names of the dealers whose stock pages are shown; fed by the list items as they are read. */
  private readonly dealerNames = new DealerNames((id) => loadDealerName(this.database.db, id));

  /** Ratings of the indexed listings, for the cards (the list items come from the database). */
  private ratings: Map<number, PriceRating>;
  private engine: SearchEngine;
  private market: MarketModel;
  private marketChanged = false;
  private marketTimer: ReturnType<typeof setTimeout> | null = null;
  private marketRefresh: Promise<void> | null = null;
  private readonly resyncTask: RerunningTask;
  /** Ids received or applied while a resync reads: its snapshot may predate them, so they are applied again after. */
  private touchedDuringResync: Set<number> | null = null;
  /** Bumped after every completed resync; tests and health checks read it. */
  resyncs = 0;

  private constructor(
    private readonly database: Database,
    snapshot: IndexSnapshot,
    private readonly options: SearchServiceOptions,
  ) {
    ({ engine: this.engine, market: this.market, ratings: this.ratings } = snapshot);
    this.resyncTask = new RerunningTask(() => this.reload(), {
      retryMs: options.resyncRetryMs ?? RESYNC_RETRY_MS,
      onError: (error) => this.options.onError?.(error),
    });
  }

  static async start(database: Database, options: SearchServiceOptions = {}): Promise<SearchService> {
    const subscription = await subscribeToListingChanges(database);
    let service: SearchService;
    try {
      service = new SearchService(database, await loadIndexSnapshot(database.db, options.now?.() ?? new Date()), options);
    } catch (error) {
      await subscription.unsubscribe();
      throw error;
    }
    service.unsubscribe = subscription.unsubscribe;
    subscription.attach(service);
    return service;
  }

  get size(): number {
    return this.engine.size;
  }

  /** The market model of the indexed inventory (trade-in, selling, ratings). */
  get marketModel(): MarketModel {
    return this.market;
  }

  /** The market's verdict on an indexed listing, with its comparables for the chart; null when unrated. */
  marketPosition(id: number): MarketPosition | null {
    const document = this.engine.document(id);
    return document ? marketPositionOf(this.market, document) : null;
  }

  /** The rating of an indexed listing, or null (unrated, or not in the index). */
  priceRating(id: number): PriceRating | null {
    return this.ratings.get(id) ?? null;
  }

  has(id: number): boolean {
    return this.engine.has(id);
  }

  /** The engine's answer (ids and codes, counts, facets) without loading list items. */
  search(request: SearchRequest, options?: SearchOptions): SearchResult {
    return this.engine.search(request, options);
  }

  /** How many dealers the request's matches come from. */
  dealerCount = (request: SearchRequest): number => this.engine.dealerCount(request);

  /** The page of list items of a request, with facets unless asked not to. */
  async page(request: SearchRequest, options: { facets?: boolean } = {}): Promise<SearchPage> {
    const result = this.engine.search(request, { facets: options.facets !== false });
    const items = await this.listItems(result.hits);
    return {
      request,
      url: searchRequestToUrl(request),
      total: result.total,
      page: result.page,
      pageCount: result.pageCount,
      pageSize: PAGE_SIZE,
      items,
      facets: result.facets,
    };
  }

  /** The list item at a zero-based position of the request's full result list, or null past its end. */
  async itemAt(request: SearchRequest, index: number): Promise<{ total: number; item: ListItem | null }> {
    const result = this.engine.search(request, { facets: false, offset: index, limit: 1 });
    const [item = null] = await this.listItems(result.hits);
    return { total: result.total, item };
  }

  /** A dealer's name and city (for the pages of its stock), or null when no dealer has this id. */
  dealerName(id: number): Promise<DealerName | null> {
    return this.dealerNames.get(id);
  }

  /** The list items of hits, in their order, with their distances; from the cache where it can. */
  async listItems(hits: readonly SearchHit[]): Promise<ListItem[]> {
    const missing = hits.filter((hit) => !this.items.has(hit.id)).map((hit) => hit.id);
    let loaded = new Map<number, ListItem>();
    if (missing.length) {
      const version = this.appliedChanges;
      loaded = await loadListItems(this.database.db, missing);
      // A change applied while we read may have evicted what we just read; do not put it back.
      if (version === this.appliedChanges) for (const [id, item] of loaded) this.items.set(id, item);
      for (const item of loaded.values()) this.dealerNames.remember({ id: item.company.id, name: item.company.name, city: item.company.city });
    }
    return hits.flatMap((hit) => {
      const item = this.items.get(hit.id) ?? loaded.get(hit.id);
      return item ? [{ ...item, distanceKm: hit.distanceKm, priceRating: this.priceRating(hit.id) }] : [];
    });
  }

  /** Applies changes now (the listener calls this; imports in this process may too). */
  enqueue(ids: readonly number[]): void {
    if (this.closed || !ids.length) return;
    for (const id of ids) {
      this.pending.add(id);
      this.touchedDuringResync?.add(id);
    }
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
      if (this.pending.size && !this.closed) this.enqueue([]);
    });
  }

  /** Resolves once every change received so far is in the index (and a running resync is done). */
  async settled(): Promise<void> {
    while (this.draining || this.resyncTask.running) {
      await this.resyncTask.running;
      await this.draining;
    }
  }

  /**
   * Reloads the index, ratings and market from the database, as at start-up; for when changes may
   * have gone unannounced (the listener reconnected). Searches keep using the old index until the
   * new one is complete. A call during a resync runs one more after it, as its gap may be later.
   */
  resync(): Promise<void> {
    return this.closed ? Promise.resolve() : this.resyncTask.run();
  }

  private async reload(): Promise<void> {
    const touched = new Set<number>();
    this.touchedDuringResync = touched;
    try {
      const snapshot = await loadIndexSnapshot(this.database.db, this.options.now?.() ?? new Date());
      if (this.closed) return;
      // One synchronous step: searches see the old state or the new, never a mix.
      ({ engine: this.engine, market: this.market, ratings: this.ratings } = snapshot);
      this.items = new LruCache<number, ListItem>(LIST_ITEM_CACHE_SIZE);
      this.appliedChanges++;
      this.resyncs++;
    } finally {
      this.touchedDuringResync = null;
      this.enqueue([...touched]);
    }
  }

  private async drain(): Promise<void> {
    while (this.pending.size && !this.closed) {
      const ids = [...this.pending];
      this.pending.clear();
      try {
        const generation = this.resyncs;
        const documents = await loadDocumentsById(this.database.db, ids);
        if (generation !== this.resyncs) {
          // A resync replaced the index while we read, maybe from a later snapshot: read these again.
          for (const id of ids) this.pending.add(id);
          continue;
        }
        for (const [id, document] of documents) {
          this.touchedDuringResync?.add(id);
          if (document) {
            const verdict = rateDocument(this.market, document);
            if (verdict) this.ratings.set(id, verdict.rating);
            else this.ratings.delete(id);
            this.engine.upsert(document);
          } else {
            this.engine.remove(id);
            this.ratings.delete(id);
          }
          this.items.delete(id);
        }
        this.appliedChanges++;
        this.scheduleMarketRefresh();
      } catch (error) {
        if (this.closed) return;
        this.options.onError?.(error);
      }
    }
  }

  private scheduleMarketRefresh(): void {
    this.marketChanged = true;
    if (this.marketTimer || this.closed) return;
    this.marketTimer = setTimeout(() => {
      this.marketTimer = null;
      void this.refreshMarket();
    }, MARKET_REFRESH_MS);
    this.marketTimer.unref?.();
  }

  /**
   * Rebuilds the market model from the index as it is now and re-indexes the listings whose
   * rating or ratio moved (few: only those near a threshold, or of a model whose prices changed).
   */
  refreshMarket(): Promise<void> {
    this.marketRefresh ??= (async () => {
      try {
        this.marketChanged = false;
        const now = this.options.now?.() ?? new Date();
        const sold = await loadSoldComparables(this.database.db, now);
        const { market, moved } = rerate(this.engine.documents(), sold, this.ratings, now);
        this.market = market;
        // When prices of a common model move, most of its listings move with them: one rebuild, not one per tenth.
        this.engine.upsertMany(moved);
      } catch (error) {
        if (!this.closed) this.options.onError?.(error);
      }
    })().finally(() => {
      this.marketRefresh = null;
    });
    return this.marketRefresh;
  }

  async close(): Promise<void> {
    if (this.marketTimer) clearTimeout(this.marketTimer);
    this.marketTimer = null;
    this.closed = true;
    await this.unsubscribe?.();
    this.unsubscribe = null;
    await this.draining;
    await this.resyncTask.stop();
  }
}

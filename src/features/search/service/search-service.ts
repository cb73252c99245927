/**
 * The search service of one app node: builds the engine from the database at start-up and keeps
 * it fresh from the `listing_changes` channel (PostgreSQL LISTEN/NOTIFY; on PGlite the same
 * channel inside the process). It subscribes before it loads, so a change committed during the
 * load is applied afterwards rather than lost. Changes are applied in batches, one at a time, in
 * the order they arrived.
 *
 * It also holds the node's market model (decision 022): built with the index, every document is
 * rated before it is indexed, and after changes the model is rebuilt (at most every
 * `MARKET_REFRESH_MS`) and the listings whose rating moved are re-indexed.
 */
import type { Database } from '@/db/connect';
import { LISTING_CHANGES_CHANNEL, parseChangePayload } from '@/features/inventory/server';
import type { SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { SearchEngine, type SearchHit, type SearchOptions, type SearchResult } from '@/search-engine/engine';
import type { SearchFacets } from '@/search-engine/facets';
import type { SearchDocument } from '@/search-engine/document';
import { PAGE_SIZE } from '@/lib/vehicle/enums';
import { DealerNames, type DealerName } from './dealer-names';
import type { ListItem } from './list-item';
import { LruCache } from '@/lib/memo/lru-cache';
import { loadActiveDocuments, loadDealerName, loadDocumentsById, loadListItems, loadRecentlySold } from './load-documents';
import type { MarketModel } from '@/valuation';
import type { PriceRating } from '@/lib/vehicle/enums';
import { buildMarket, marketPositionOf, rateDocument, type MarketPosition } from './market';

/** How far back a listing taken off the market still counts as a comparable (its last price). */
const SOLD_LOOKBACK_DAYS = 90;
/** The market model is rebuilt at most this often while listings change. */
export const MARKET_REFRESH_MS = 60_000;

export interface SearchPage {
  request: SearchRequest;
  /** The canonical URL of the request (with ?page= beyond page 1). */
  url: string;
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  items: ListItem[];
  facets: SearchFacets | null;
}

/** About 1.5 KB each: some 30 MB for the items of the pages people actually look at. */
const LIST_ITEM_CACHE_SIZE = 20_000;

export interface SearchServiceOptions {
  /** Reports failures to apply a change (the next change of that listing repairs it). */
  onError?: (error: unknown) => void;
  /** The clock of the market model (tests fix it). */
  now?: () => Date;
}

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
  private readonly items = new LruCache<number, ListItem>(LIST_ITEM_CACHE_SIZE);
  /** Names of the dealers whose stock pages are shown; fed by the list items as they are read. */
  private readonly dealerNames = new DealerNames((id) => loadDealerName(this.database.db, id));

  /** Ratings of the indexed listings, for the cards (the list items come from the database). */
  private readonly ratings = new Map<number, PriceRating>();
  private marketChanged = false;
  private marketTimer: ReturnType<typeof setTimeout> | null = null;
  private marketRefresh: Promise<void> | null = null;

  private constructor(
    private readonly database: Database,
    private engine: SearchEngine,
    private market: MarketModel,
    private readonly options: SearchServiceOptions,
  ) {}

  static async start(database: Database, options: SearchServiceOptions = {}): Promise<SearchService> {
    const early: number[] = [];
    let service: SearchService | null = null;
    const unsubscribe = await database.listen(LISTING_CHANGES_CHANNEL, (payload) => {
      const ids = parseChangePayload(payload);
      if (service) service.enqueue(ids);
      else early.push(...ids);
    });
    try {
      const documents = await loadActiveDocuments(database.db);
      const market = await SearchService.buildMarket(database, documents, options);
      const ratings = new Map<number, PriceRating>();
      for (const document of documents) {
        const verdict = rateDocument(market, document);
        if (verdict) ratings.set(document.id, verdict.rating);
      }
      service = new SearchService(database, SearchEngine.build(documents, documents.length), market, options);
      for (const [id, rating] of ratings) service.ratings.set(id, rating);
    } catch (error) {
      await unsubscribe();
      throw error;
    }
    service.unsubscribe = unsubscribe;
    service.enqueue(early);
    return service;
  }

  private static async buildMarket(database: Database, active: readonly SearchDocument[], options: SearchServiceOptions): Promise<MarketModel> {
    const now = options.now?.() ?? new Date();
    const sold = await loadRecentlySold(database.db, new Date(now.getTime() - SOLD_LOOKBACK_DAYS * 86_400_000));
    return buildMarket(active, sold, now);
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
    if (missing.length) {
      const version = this.appliedChanges;
      const loaded = await loadListItems(this.database.db, missing);
      // A change applied while we read may have evicted what we just read; do not put it back.
      if (version === this.appliedChanges) for (const [id, item] of loaded) this.items.set(id, item);
      for (const item of loaded.values()) this.dealerNames.remember({ id: item.company.id, name: item.company.name, city: item.company.city });
      return hits.flatMap((hit) => {
        const item = this.items.get(hit.id) ?? loaded.get(hit.id);
        return item ? [{ ...item, distanceKm: hit.distanceKm, priceRating: this.priceRating(hit.id) }] : [];
      });
    }
    return hits.flatMap((hit) => {
      const item = this.items.get(hit.id);
      return item ? [{ ...item, distanceKm: hit.distanceKm, priceRating: this.priceRating(hit.id) }] : [];
    });
  }

  /** Applies changes now (the listener calls this; imports in this process may too). */
  enqueue(ids: readonly number[]): void {
    if (this.closed || !ids.length) return;
    for (const id of ids) this.pending.add(id);
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
      if (this.pending.size && !this.closed) this.enqueue([]);
    });
  }

  /** Resolves once every change received so far is in the index. */
  async settled(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    while (this.pending.size && !this.closed) {
      const ids = [...this.pending];
      this.pending.clear();
      try {
        const documents = await loadDocumentsById(this.database.db, ids);
        for (const [id, document] of documents) {
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
        const sold = await loadRecentlySold(this.database.db, new Date(now.getTime() - SOLD_LOOKBACK_DAYS * 86_400_000));
        // From here on synchronous: no change can be applied between reading the index and re-rating it.
        const documents = this.engine.documents();
        const market = buildMarket(documents, sold, now);
        this.market = market;
        const moved: SearchDocument[] = [];
        for (const document of documents) {
          const before = document.dealRatio;
          const verdict = rateDocument(market, document);
          if (verdict) this.ratings.set(document.id, verdict.rating);
          else this.ratings.delete(document.id);
          if (document.dealRatio !== before) moved.push(document);
        }
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
  }
}

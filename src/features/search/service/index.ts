import 'server-only';
import { database } from '@/db';
import { log } from '@/lib/log';
import type { Db } from '@/db/connect';
import type { MarketModel } from '@/valuation';
import type { ListItem } from './list-item';
import type { SearchDocument } from '@/search-engine/document';
import { loadDocumentsAddedBetween, loadListItems } from './load-documents';
import { rateDocument } from './market';
import type { MarketPosition } from './market';
import { SearchService } from './search-service';

// One index per process, made on first use (or at boot by instrumentation) and shared by every request.
const globalForSearch = globalThis as unknown as { __searchService?: Promise<SearchService> };

export function searchService(): Promise<SearchService> {
  globalForSearch.__searchService ??= (async () => {
    const started = performance.now();
    const service = await SearchService.start(await database(), {
      onError: (error) => log.error({ err: error }, 'search index: applying listing changes failed'),
    });
    log.info({ listings: service.size, ms: Math.round(performance.now() - started) }, 'search index ready');
    return service;
  })().catch((error: unknown) => {
    // A failed start must not stick: the next request tries again.
    globalForSearch.__searchService = undefined;
    throw error;
  });
  return globalForSearch.__searchService;
}

/**
 * List items with their market-price rating, for pages that load cards by id (favourites,
 * compare, mails) rather than through a search: the rating lives in this node's index.
 */
export async function loadRatedListItems(db: Db, ids: readonly number[]): Promise<Map<number, ListItem>> {
  const [items, service] = await Promise.all([loadListItems(db, ids), searchService()]);
  for (const item of items.values()) item.priceRating = service.priceRating(item.id);
  return items;
}

/** New listings for the saved-search alerts, rated like the index rates them (a search may filter on the rating). */
export async function loadRatedDocumentsAddedBetween(db: Db, after: Date, until: Date): Promise<SearchDocument[]> {
  const [documents, service] = await Promise.all([loadDocumentsAddedBetween(db, after, until), searchService()]);
  for (const document of documents) rateDocument(service.marketModel, document);
  return documents;
}

/** The node's market model (valuation core), built from the indexed inventory. */
export async function getMarketModel(): Promise<MarketModel> {
  return (await searchService()).marketModel;
}

/** A listing's asking price against its market, for the detail page; null when it has no rating. */
export async function marketPosition(listingId: number): Promise<MarketPosition | null> {
  return (await searchService()).marketPosition(listingId);
}

export type { SearchPage } from './search-service';
export type { MarketPosition } from './market';
export type { ListItem } from './list-item';

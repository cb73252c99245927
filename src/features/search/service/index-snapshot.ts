import type { Db } from '@/db/connect';
import type { PriceRating } from '@/lib/vehicle/enums';
import { SearchEngine } from '@/search-engine/engine';
import type { SearchDocument } from '@/search-engine/document';
import type { MarketModel } from '@/valuation';
import { loadActiveDocuments, loadRecentlySold } from './load-documents';
import { buildMarket, rateDocument } from './market';

/** How far back a listing taken off the market still counts as a comparable (its last price). */
const SOLD_LOOKBACK_DAYS = 90;

/** The listings taken off the market recently enough to be comparables as of `now`. */
export function loadSoldComparables(db: Db, now: Date): Promise<SearchDocument[]> {
  return loadRecentlySold(db, new Date(now.getTime() - SOLD_LOOKBACK_DAYS * 86_400_000));
}

/** A node's search state as the database has it now: at start-up, and after a resync. */
export interface IndexSnapshot {
  engine: SearchEngine;
  market: MarketModel;
  ratings: Map<number, PriceRating>;
}

export async function loadIndexSnapshot(db: Db, now: Date): Promise<IndexSnapshot> {
  const documents = await loadActiveDocuments(db);
  const market = buildMarket(documents, await loadSoldComparables(db, now), now);
  const ratings = new Map<number, PriceRating>();
  // Rated before they are indexed: the rating sets the deal ratio the engine sorts on.
  for (const document of documents) {
    const verdict = rateDocument(market, document);
    if (verdict) ratings.set(document.id, verdict.rating);
  }
  return { engine: SearchEngine.build(documents, documents.length), market, ratings };
}

/**
 * Rebuilds the market model from the documents of the index as they are and re-rates them (in
 * place: `ratings` and each document's deal ratio); answers the model and the documents whose
 * ratio moved, which the index must take again. Synchronous, so no change lands in between.
 */
export function rerate(documents: SearchDocument[], sold: readonly SearchDocument[], ratings: Map<number, PriceRating>, now: Date): { market: MarketModel; moved: SearchDocument[] } {
  const market = buildMarket(documents, sold, now);
  const moved: SearchDocument[] = [];
  for (const document of documents) {
    const before = document.dealRatio;
    const verdict = rateDocument(market, document);
    if (verdict) ratings.set(document.id, verdict.rating);
    else ratings.delete(document.id);
    if (document.dealRatio !== before) moved.push(document);
  }
  return { market, moved };
}

/**
 * Search documents from the demo inventory generator — the listings `npm start` seeds — for the
 * engine benchmark's `--inventory` mode: the same records the import path stores, mapped the way
 * the search service maps database rows.
 */
import { createInventoryPlan, generateListing } from '../src/features/inventory/generator';
import { createListingCodeSource } from '../src/features/inventory/listing-code';
import { toSearchDocument, type SearchableListing } from '../src/features/search/to-search-document';
import type { SearchDocument } from '../src/search-engine/document';

export function* inventoryDocumentStream(count: number, seed = 2026, now = new Date('2025-06-15T00:00:00Z')): Generator<SearchDocument> {
  const plan = createInventoryPlan({ seed, count, now });
  const dealers = new Map(plan.dealers.map((dealer) => [dealer.record.externalId, dealer.record]));
  // Dealers are inserted in plan order, so their serial ids are their positions plus one.
  const dealerIds = new Map(plan.dealers.map((dealer, position) => [dealer.record.externalId, position + 1]));
  const codes = createListingCodeSource(seed);
  for (let index = 0; index < count; index++) {
    const { record, dealerExternalId } = generateListing(plan, index);
    const dealer = dealers.get(dealerExternalId);
    if (!dealer) throw new Error(`unknown dealer ${dealerExternalId}`);
    // The record's fields are the listing columns' names (listing-rows.ts stores them one to one).
    const listing = { ...record, id: index + 1, dealerId: dealerIds.get(dealerExternalId) ?? 0, code: codes.next(), addedAt: new Date(record.addedAt ?? now) } as unknown as SearchableListing;
    const document = toSearchDocument(listing, dealer);
    if (document) yield document;
  }
}

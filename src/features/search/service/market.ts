/**
 * The valuation core fed from the search documents (decision 022): one market model per node,
 * built from the same active listings as the index (plus what sold recently), and the rating it
 * gives each document before the document goes into the index.
 */
import type { SearchDocument } from '@/search-engine/document';
import { MarketModel, type MarketListing, type PriceVerdict } from '@/valuation';

/** A listing's asking price against its market, for the detail page's chart (euro cents, km). */
export interface MarketPosition {
  verdict: PriceVerdict;
  price: number;
  mileage: number | null;
  points: { price: number; mileage: number; sold: boolean }[];
  band: { mileage: number; low: number; high: number }[];
}

/** Comparables on the chart, and points along its fair band. */
const CHART_POINTS = 60;
const BAND_STEPS = 12;

export function toMarketListing(document: SearchDocument, sold = false): MarketListing {
  return {
    id: document.id,
    mobilityType: document.mobilityType,
    kind: document.kind,
    brand: document.brand,
    model: document.model,
    bodyType: document.bodyType,
    fuel: document.fuel[0] ?? null,
    transmission: document.transmission,
    powerKw: document.powerKw,
    year: document.year,
    month: document.month,
    mileage: document.mileage,
    price: document.price,
    sold,
  };
}

export function buildMarket(active: readonly SearchDocument[], sold: readonly SearchDocument[], now: Date): MarketModel {
  return MarketModel.build([...active.map((document) => toMarketListing(document)), ...sold.map((document) => toMarketListing(document, true))], { now });
}

/** The verdict on a document's asking price, written into the document (what the index filters and sorts on). */
export function rateDocument(market: MarketModel, document: SearchDocument): PriceVerdict | null {
  const verdict = market.verdict(toMarketListing(document));
  document.priceRating = verdict?.rating ?? null;
  document.dealRatio = verdict ? Math.round(verdict.dealRatio * 10_000) / 10_000 : null;
  return verdict;
}

/** The verdict on an indexed listing with the comparables and the fair band the chart draws; null when unrated. */
export function marketPositionOf(market: MarketModel, document: SearchDocument): MarketPosition | null {
  const listing = toMarketListing(document);
  const verdict = market.verdict(listing);
  if (!verdict) return null;
  const comparables = market.comparables(listing, CHART_POINTS, { excludeId: document.id });
  const points = comparables.flatMap((comparable) => (comparable.mileage === null ? [] : [{ price: comparable.price, mileage: comparable.mileage, sold: comparable.sold }]));
  const mileages = [...points.map((point) => point.mileage), document.mileage ?? 0];
  const top = Math.max(...mileages) * 1.05 || 10_000;
  const bottom = Math.min(...mileages) * 0.95;
  const steps = Array.from({ length: BAND_STEPS }, (_, step) => Math.round(bottom + ((top - bottom) * step) / (BAND_STEPS - 1)));
  const expected = market.expectedAt(listing, steps, { excludeId: document.id }) ?? [];
  const { fairLow, fairHigh, expected: centre } = verdict.value;
  return {
    verdict,
    price: document.price,
    mileage: document.mileage,
    points,
    // The band keeps the verdict's proportions around the expected price at each mileage.
    band: steps.map((mileage, step) => {
      const fair = expected[step] ?? centre;
      return { mileage, low: Math.round((fair * fairLow) / centre), high: Math.round((fair * fairHigh) / centre) };
    }),
  };
}

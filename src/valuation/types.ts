/**
 * The valuation core's vocabulary (docs/decisions/022-market-value.md). Pure: no React, no
 * database. The search service feeds it the active inventory (and recently sold listings from the
 * price history); pages ask it what a vehicle is worth.
 */
import type { BodyType, FuelType, MobilityType, PriceRating, Transmission, VehicleKind } from '@/lib/vehicle/enums';

/** A vehicle as the core compares it. Brand and model are display values; the core slugifies them. */
export interface MarketVehicle {
  mobilityType: MobilityType;
  kind: VehicleKind;
  brand: string;
  model: string;
  bodyType: BodyType | null;
  /** The primary fuel. */
  fuel: FuelType | null;
  transmission: Transmission | null;
  powerKw: number | null;
  /** First registration (or build) year and month 1–12. */
  year: number;
  month: number;
  /** Kilometres; null where a vehicle has no odometer (bicycles, caravans). */
  mileage: number | null;
}

/** A listing that is (or was until recently) on the market: a comparable. */
export interface MarketListing extends MarketVehicle {
  id: number;
  /** Asking price in euro cents. */
  price: number;
  /** Deactivated within the look-back window of the price history: its last price counts as a sale. */
  sold?: boolean;
}

/** Which group the estimate rests on: the model, the make within the segment, or the segment. */
export type ValuationLevel = 'model' | 'makeSegment' | 'segment';
export type ValuationConfidence = 'high' | 'medium' | 'low';

export interface MarketValue {
  /** Expected retail asking price, euro cents. */
  expected: number;
  /** The "Eerlijke prijs" band: asking prices in [fairLow, fairHigh] rate fair. Euro cents. */
  fairLow: number;
  fairHigh: number;
  level: ValuationLevel;
  /** Listings in the group the estimate rests on. */
  comparables: number;
  /** Typical relative deviation of asking prices from the estimate in that group (0.12 = 12 %). */
  spread: number;
  confidence: ValuationConfidence;
}

export interface PriceVerdict {
  rating: PriceRating;
  /** Asking price ÷ expected price (0.9 = 10 % under the market). */
  dealRatio: number;
  value: MarketValue;
}

/** One comparable as the detail page's chart and explanations name it. */
export interface Comparable {
  id: number;
  price: number;
  mileage: number | null;
  year: number;
  month: number;
  sold: boolean;
}

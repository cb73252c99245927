export type { Comparable, MarketListing, MarketValue, MarketVehicle, PriceVerdict, ValuationConfidence, ValuationLevel } from './types';
export { MarketModel, MIN_COMPARABLES } from './market-model';
export { RATING_THRESHOLDS, fairBand, ratingFor } from './rating';
export { ageInMonths } from './features';
export { TRADE_IN_MOMENTS, tradeInEstimate, type TradeInEstimate, type TradeInMoment } from './trade-in';

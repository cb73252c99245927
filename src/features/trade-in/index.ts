/**
 * The trade-in value (issue 15, item 3), client-safe entry: the valuation input's parser and the
 * outcome's shape, which the sell feature and the routes share.
 */
export { MAX_MILEAGE_KM, parseMileage, parseValuationBody, type ValuationInput, type ValuationErrorCode } from './valuation-input';
export type { ValuationOutcome, ValuedVehicle, TradeInRange, NoEstimateReason } from './valuation-result';

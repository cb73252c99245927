import 'server-only';
/**
 * The trade-in value (issue 15, item 3), server-only entry: the page, its metadata, the valuation
 * call, and one valuation for other features (the sell page shows an estimate with the same core).
 */
export { handleValuationRequest, liveValuationSources, valuationResponse } from './valuation-handler.server';
export { runValuation, type RegistryAnswer, type ValuationSources, type ValuationRun } from './run-valuation';
export { TradeInPage } from './ui/TradeInPage';
export { tradeInMetadata } from './ui/metadata';
export { PageHeader } from './ui/PageHeader';

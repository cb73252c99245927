/**
 * The market-price rating as the pages show it (decision 022, issue 15): the badge with its
 * tooltip on cards and the detail page, and the detail page's chart of the market. The rating
 * itself comes from the valuation core through the search service.
 */
export { cardRatingTip, ratingLabel, verdictTip, type RatedVehicle, type RatingTip } from './rating-copy';
export { RatingBadge } from './RatingBadge';
export { priceChartModel, type MarketPositionView, type PriceChartModel } from './chart-model';
export { PriceChart } from './PriceChart';

export { cardModel, cardPriceDrop, cardRating, type CardModel } from './card-model';
export { PriceDropNote } from './PriceDropNote';
export { CARD_ACTION_CLASS, CARD_GRID_CLASS, VehicleCard, type CardCopy } from './VehicleCard';
export { CompareIcon, HeartIcon } from './CardIcons';
export { SkeletonGrid } from './VehicleCardSkeleton';
export { warrantyTags } from './warranty-tags';
export { specSummary } from './spec-summary';
export { cardCopy } from './card-copy';
export { CardGrid } from './CardGrid';

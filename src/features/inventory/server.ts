import 'server-only';
export { LISTING_CHANGES_CHANNEL, parseChangePayload } from './listing-changes';
export { priceDropsFor } from './price-history';
export type { PriceDrop } from '@/lib/vehicle/price-drop';
export { loadPriceDrops } from './price-drops.server';
export { importDemoArrival, type DemoArrival } from './demo-arrival.server';
export { registryBrandNames } from './registrations';
// The dealer feed API (issue 19) pushes through the one import path and checks items against its schema first.
export { importListings, deactivateListings, UnknownDealerError, type ImportResult } from './import-listings';
export { listingRecordSchema, type ListingRecord } from './import-schema';

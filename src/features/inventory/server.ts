import 'server-only';
export { LISTING_CHANGES_CHANNEL, parseChangePayload } from './listing-changes';
export { priceDropsFor } from './price-history';
export type { PriceDrop } from '@/lib/vehicle/price-drop';
export { loadPriceDrops } from './price-drops.server';
export { importDemoArrival, type DemoArrival } from './demo-arrival.server';
export { registryBrandNames } from './registrations';

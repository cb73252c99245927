import 'server-only';
export { LISTING_CHANGES_CHANNEL, parseChangePayload } from './listing-changes';

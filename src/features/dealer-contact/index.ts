/**
 * Reaching the dealer (issue 5, item 3): the client-safe entry, the props every dealer-contact
 * component takes. The components themselves, the lead and call-tracking handlers and the lead
 * jobs are server-only: `@/features/dealer-contact/server`.
 */
export type { ContactDealer, ContactListing, DealerContactProps } from './types';

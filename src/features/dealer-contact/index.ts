/**
 * Reaching the dealer (issue 5, item 3). Server components: render them from a server page or
 * layout; each resolves its own Dutch copy and configuration.
 */
export { CallButtons, type CallButtonsProps } from './CallButtons';
export { ContactForm, TradeInRequest, TestDriveRequest, ReserveBikeDialog, LeaseRequest, ReportFault, type LeadOpenerProps } from './LeadForms';
export type { ContactDealer, ContactListing, ContactMobilityType, DealerContactProps } from './types';

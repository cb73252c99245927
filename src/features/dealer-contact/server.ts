import 'server-only';
/**
 * Reaching the dealer (issue 5, item 3), server-only entry. The components are server components:
 * render them from a server page or layout; each resolves its own Dutch copy and configuration.
 * The handlers answer the routes under /api/client and /call-tracking.js; the dev mailbox is /dev/mailbox.
 * A lead's mail to its dealer goes through the one mail outbox: its renderer is here for the outbox job.
 */
export { CallButtons, type CallButtonsProps } from './ui/CallButtons';
export { ContactForm } from './ui/ContactForm';
export { ContactBar } from './ui/ContactBar';
export { TradeInRequest, TestDriveRequest, ReserveBikeDialog, LeaseRequest, ReportFault, type LeadOpenerProps } from './ui/LeadRequests';
export { handleLeadRequest } from './leads/lead-handler.server';
export { handleTrackedNumber } from './call-tracking/call-tracking.server';
export { callTrackingScript, parseTrackingDelay } from './call-tracking/call-tracking-script';
export { MailboxView } from './mail/MailboxView';
export { leadMailRenderers, LEAD_MAIL, type LeadRendererDeps } from './mail/lead-outbox.server';
export { leadOutboxRenderers, startLeadJobs } from './leads/lead-jobs.server';
// Reused by the sell feature (issue 15): its requests are leads too, with their photos and mail.
export { insertLead, findLeadForMail, leadAttachments, type NewLead, type StoredPhoto } from './leads/lead-repository';
export { isSafeName, isValidPhone } from './leads/lead-schema';
export { headerText, replyToHeader } from './mail/lead-mail';
export { readLeadRequest } from './leads/lead-request.server';
export { preparePhotos, type PhotoUpload } from './photos/lead-photos.server';
export { PHOTO_ERROR_CODES, MAX_LEAD_UPLOAD_BYTES, photoMessage, screenPhotos, type PhotoProblem } from './photos/photo-rules';
// Reused by the financing and insurance requests (issue 17): leads with or without a listing, to a dealer or a partner.
export { composeLeadMail, type LeadMailParts } from './mail/lead-mail';
export { findLeadSubjectByCode, type LeadSubject } from './leads/lead-repository';
export { leadSettings, type LeadSettings } from './leads/lead-settings.server';
export { listingKey, serviceLeadKey } from './leads/lead-rate-limit.server';

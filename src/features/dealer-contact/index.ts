/**
 * Reaching the dealer (issue 5, item 3): the client-safe entry, the props every dealer-contact
 * component takes. The components themselves, the lead and call-tracking handlers and the lead
 * jobs are server-only: `@/features/dealer-contact/server`.
 */
export type { ContactDealer, ContactListing, DealerContactProps } from './types';
// "Neem contact op" links of the pages that show the contact form: focus lands in its first field.
export { ContactLink } from './ui/ContactLink';
export { CONTACT_FORM_ID, focusContactForm } from './ui/contact-form-focus';
// The trade-in photo picker and the saved inputs, reused by the sell feature (issue 15).
export { PhotoField } from './ui/PhotoField';
export { useLeadPhotos } from './ui/use-lead-photos';
export type { FormPhoto } from './ui/lead-form-model';
export type { LeadFormCopy } from './ui/copy';
export { photoMessage, PHOTO_TYPES, type PhotoProblem } from './photos/photo-rules';
export { getSavedPhotos, pruneSavedPhotos, putSavedPhotos } from './photos/photo-store';
export { loadSavedInputs, saveInputs, savedValues, subscribeSavedInputs, SAVED_INPUTS_TTL_MS, type SavedInputs, type VehicleInputGroup } from './ui/saved-inputs';
export { referencedPhotoIds } from './ui/lead-form-model';

import 'server-only';
/**
 * Car insurance (issue 17, item 2), server-only entry: the page and its metadata, the JSON call
 * and the no-JavaScript form post; the mail's renderer is composed with financing's
 * (financeOutboxRenderers in the financing entry).
 */
export { InsurancePage } from './ui/InsurancePage';
export { insuranceMetadata } from './ui/metadata';
export { handleInsuranceForm, handleInsuranceRequest } from './insurance-handler.server';
export { insuranceMailRenderers, INSURANCE_MAIL } from './insurance-outbox.server';
export { submitInsurance, type InsuranceDeps, type InsuranceOutcome } from './submit-insurance.server';

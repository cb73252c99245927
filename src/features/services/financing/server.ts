import 'server-only';
/**
 * Financing (issue 17, item 1), server-only entry: the page and its metadata, the JSON call and
 * the no-JavaScript form post, and the renderers of the financing and insurance mail for the
 * outbox that src/instrumentation.ts starts.
 */
export { FinancingPage } from './ui/FinancingPage';
export { financingMetadata } from './ui/metadata';
export { handleFinancingForm, handleFinancingRequest } from './financing-handler.server';
export { financeOutboxRenderers } from '../lead-kit/outbox-renderers.server';
export { financingMailRenderers, FINANCING_MAIL } from './financing-outbox.server';
export { submitFinancing, type FinancingDeps, type FinancingOutcome } from './submit-financing.server';

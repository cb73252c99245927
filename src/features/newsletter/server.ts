import 'server-only';
/** The newsletter (decision 028): its page, the issue job and its mail renderer. The compact block is in index.ts. */
export { NewsletterPage } from './NewsletterPage';
export { newsletterOutboxRenderers, runNewsletterJob, startNewsletterJob } from './newsletter-job.server';
export { newsletterMetadata } from './metadata';

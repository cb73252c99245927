/**
 * Browser-safe entry: the compact sign-up block (a plain form, no script) and where it posts.
 * Deliberately without the page's form or the job, so the footer that shows the block on every
 * page pulls neither the bot check's widget nor server code into its bundle (decision 028).
 */
export { NewsletterSignup, signupCopy, type SignupCopy, type SignupVariant } from './NewsletterSignup';
export { NEWSLETTER_PAGE } from './signup-form';

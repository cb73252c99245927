import 'server-only';
export { bannerCopy } from './copy.server';
export { readConsent } from './read-consent.server';
export { handleConsentPost } from './consent-post.server';

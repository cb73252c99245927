/** Cookie consent (issue 6 item 5): the banner, the preferences form and the stored choice. */
export { ConsentBanner } from './ConsentBanner';
export { ConsentPreferences } from './ConsentPreferences';
export { CONSENT_CHANGED_EVENT, type ConsentChoice } from './consent-cookie';

/**
 * Cookie consent (issue 6 item 5): the banner and the stored choice, for every page. The preferences
 * form belongs to the cookie page (CookiePreferencesPage), so it stays out of every page's JavaScript
 * (issue 21).
 */
export { ConsentBanner } from './ConsentBanner';
export { CONSENT_CHANGED_EVENT, type ConsentChoice } from './consent-cookie';

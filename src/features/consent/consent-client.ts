'use client';

import { CONSENT_CHANGED_EVENT, consentCookie, expireCookies, trackingCookieNames, type ConsentChoice } from './consent-cookie';

/** Stores the choice, removes tag cookies it no longer allows, and tells the page's listeners. */
export function saveConsent(cookieName: string, choice: ConsentChoice): void {
  document.cookie = consentCookie(cookieName, choice, window.location.protocol === 'https:');
  if (!choice.analytics || !choice.marketing) {
    for (const cookie of expireCookies(trackingCookieNames(document.cookie), window.location.hostname)) document.cookie = cookie;
  }
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGED_EVENT, { detail: choice }));
}

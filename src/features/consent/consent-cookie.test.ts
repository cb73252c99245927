import { describe, expect, it } from 'vitest';
import { consentCookie, EVERYTHING, expireCookies, NECESSARY_ONLY, parseConsent, serializeConsent, trackingCookieNames } from './consent-cookie';

describe('consent cookie', () => {
  it.each([
    [NECESSARY_ONLY, 'v1'],
    [{ analytics: true, marketing: false }, 'v1.analytics'],
    [{ analytics: false, marketing: true }, 'v1.marketing'],
    [EVERYTHING, 'v1.analytics.marketing'],
  ])('writes %j as %s and reads it back', (choice, value) => {
    expect(serializeConsent(choice)).toBe(value);
    expect(parseConsent(value)).toEqual(choice);
  });

  it.each([undefined, '', 'v0.analytics', 'v1.analytics.ads', 'yes', 'V1'])('asks again for %j', (value) => {
    expect(parseConsent(value)).toBeNull();
  });

  it('is a first-party cookie for a year, Lax, Secure on https', () => {
    expect(consentCookie('viaBOVAG-CookieConsent', EVERYTHING, true)).toBe('viaBOVAG-CookieConsent=v1.analytics.marketing; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(consentCookie('viaBOVAG-CookieConsent', NECESSARY_ONLY, false)).toBe('viaBOVAG-CookieConsent=v1; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('withdrawing consent', () => {
  it('finds the tag cookies and leaves ours alone', () => {
    expect(trackingCookieNames('viaBOVAG-Favorites=1|2; _ga=GA1.1; _ga_ABC=x; _gcl_au=1; viaBOVAG-CookieConsent=v1; _fbp=fb')).toEqual(['_ga', '_ga_ABC', '_gcl_au', '_fbp']);
  });

  it('expires them on the host and its parent domains', () => {
    expect(expireCookies(['_ga'], 'www.viabovag.nl')).toEqual([
      '_ga=; Path=/; Max-Age=0',
      '_ga=; Path=/; Domain=www.viabovag.nl; Max-Age=0',
      '_ga=; Path=/; Domain=viabovag.nl; Max-Age=0',
    ]);
    expect(expireCookies(['_ga'], '127.0.0.1')).toEqual(['_ga=; Path=/; Max-Age=0']);
    expect(expireCookies(['_ga'], 'localhost')).toEqual(['_ga=; Path=/; Max-Age=0']);
  });
});

import { describe, expect, it } from 'vitest';
import { pageCacheKey, type PageCookieNames } from './eligibility';

const NAMES: PageCookieNames = { correlation: 'viaBOVAG-CorrelationId', consent: 'viaBOVAG-CookieConsent', envBadgeDismissed: 'viaBOVAG-EnvTagDismissed' };
const keyWith = (cookie?: string, path = '/auto') => pageCacheKey('GET', path, { host: 'localhost:3000', ...(cookie === undefined ? {} : { cookie }) }, NAMES);

describe('pageCacheKey and the cookies a page reads for everyone', () => {
  it('keeps one page for every visitor whose cookies the render reads alike', () => {
    const none = keyWith();
    expect(none).not.toBeNull();
    // The correlation id and the tags' own cookies: no page reads them.
    expect(keyWith('viaBOVAG-CorrelationId=abcdef12-3456')).toBe(none);
    expect(keyWith('_ga=GA1.1.123.456; _gid=GA1.1.7; _fbp=fb.1.2; viaBOVAG-CorrelationId=abcdef12-3456')).toBe(none);
    // A choice the render would not take (an old version, a broken one) asks again: the same page as none.
    expect(keyWith('viaBOVAG-CookieConsent=v0.analytics')).toBe(none);
    expect(keyWith('viaBOVAG-CookieConsent=v1.tracking')).toBe(none);
    expect(keyWith('viaBOVAG-EnvTagDismissed=0')).toBe(none);
  });

  it('keeps a page per cookie choice and per dismissed badge, however the value is spelled', () => {
    const none = keyWith();
    const everything = keyWith('viaBOVAG-CookieConsent=v1.analytics.marketing');
    const necessary = keyWith('viaBOVAG-CookieConsent=v1');
    const badge = keyWith('viaBOVAG-EnvTagDismissed=1');
    expect(new Set([none, everything, necessary, badge]).size).toBe(4);
    expect(keyWith('_ga=GA1.1.1; viaBOVAG-CookieConsent=v1%2Eanalytics%2Emarketing; viaBOVAG-CorrelationId=abcdef12-3456')).toBe(everything);
    // As Next's cookie store reads it: the last of a name wins.
    expect(keyWith('viaBOVAG-CookieConsent=v1; viaBOVAG-CookieConsent=v1.analytics.marketing')).toBe(everything);
    expect(keyWith('viaBOVAG-CookieConsent=v1.analytics.marketing; viaBOVAG-EnvTagDismissed=1')).not.toBe(everything);
    expect(keyWith('viaBOVAG-CookieConsent=v1.analytics.marketing', '/auto?pagina=2')).not.toBe(everything);
  });

  it('passes by a visitor with a cookie of their own, or a cookie header it might read otherwise than Next', () => {
    for (const cookie of ['viaBOVAG-Favorites=12', 'viaBOVAG-CookieConsent=v1; viaBOVAG-Favorites=12', 'service-flash=abc', 'unknown=1', 'viaBOVAG-CookieConsent', 'viaBOVAG-CookieConsent=v1%E0%A4%A', '=v1']) {
      expect(keyWith(cookie), cookie).toBeNull();
    }
  });
});

/**
 * The visitor's cookie choice (issue 6 item 5), kept in one first-party cookie. Necessary
 * cookies need no choice; analytics and marketing are off until the visitor says yes. The
 * value lists the allowed categories after a version: `v1`, `v1.analytics`,
 * `v1.analytics.marketing` — only characters a cookie value may hold.
 */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export const CONSENT_VERSION = 'v1';
/** A year, then we ask again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const CONSENT_CHANGED_EVENT = 'consent-changed';

export const NECESSARY_ONLY: ConsentChoice = { analytics: false, marketing: false };
export const EVERYTHING: ConsentChoice = { analytics: true, marketing: true };

export function serializeConsent(choice: ConsentChoice): string {
  return [CONSENT_VERSION, ...(choice.analytics ? ['analytics'] : []), ...(choice.marketing ? ['marketing'] : [])].join('.');
}

/** The stored choice; null when there is none (or an old or broken one): ask again. */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  if (!value) return null;
  const [version, ...categories] = value.split('.');
  if (version !== CONSENT_VERSION || categories.some((category) => category !== 'analytics' && category !== 'marketing')) return null;
  return { analytics: categories.includes('analytics'), marketing: categories.includes('marketing') };
}

export function consentCookie(name: string, choice: ConsentChoice, secure: boolean): string {
  return `${name}=${serializeConsent(choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Cookies the tag manager and marketing tags set, removed when the visitor withdraws consent. */
const TRACKING_COOKIE = /^(_ga|_gid|_gat|_gcl|_fbp|_fbc|_uet|_hj)/;

/** Whether a cookie is a tag's own: no page of ours reads it (the page cache, decision 044, ignores it). */
export function isTrackingCookie(name: string): boolean {
  return TRACKING_COOKIE.test(name);
}

export function trackingCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(isTrackingCookie);
}

/** Expiring cookies for `names` on this host and its parent domains, where tags usually put them. */
export function expireCookies(names: readonly string[], hostname: string): string[] {
  const labels = hostname.split('.');
  const domains = labels.length > 1 && !/^\d+$/.test(labels[labels.length - 1] ?? '') ? labels.slice(0, -1).map((_, index) => labels.slice(index).join('.')) : [];
  return names.flatMap((name) => [`${name}=; Path=/; Max-Age=0`, ...domains.map((domain) => `${name}=; Path=/; Domain=${domain}; Max-Age=0`)]);
}

import type { IncomingHttpHeaders } from 'node:http';
import { detectAppPlatform } from '../../../src/features/shell/app-promo';
import { isTrackingCookie, parseConsent, serializeConsent } from '../../../src/features/consent/consent-cookie';
import { AB_HEADER_PREFIX } from '../../../src/lib/flags/ab';

/** Paths that are not pages: calls, files, images, the test and dev routes. */
const NOT_PAGES = ['/api/', '/_next/', '/media/', '/brands/', '/test/', '/dev/'];
/**
 * Pages that show what the listings' generation does not follow, or one visitor's own matters: a
 * saved search's or the newsletter's subscription (confirm, unsubscribe, manage: a reload after
 * the click must show the new state), the visitor's favourites, comparisons and cookie choices, and
 * the service and selling flows with their forms. They are rendered every time.
 */
const NOT_KEPT = ['/zoekopdracht', '/nieuwsbrief', '/favorieten', '/vergelijken', '/cookie-voorkeuren', '/zoeken', '/auto-verkopen', '/inruilwaarde-auto-berekenen', '/financieren', '/lease', '/verhuur', '/pechhulp', '/verzekering', '/adverteren'];
/** Headers of Next's client router: a navigation or prefetch asks for the React payload, not the page. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];
/** A longer address is a crawler's or an attacker's, not a page worth keeping. */
const MAX_TARGET_LENGTH = 1024;

const single = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join(',') : (value ?? ''));

/** Whether a path names a page: not a call, a file (by its extension: robots.txt, the sitemaps, the icon), an image or a test route. */
export function isPagePath(path: string): boolean {
  return !NOT_PAGES.some((prefix) => path.startsWith(prefix)) && !/\.[A-Za-z0-9]+$/.test(path);
}

/** The names of the cookies a page's render reads or may ignore (cookieNames() in src/lib/config/site.ts). */
export interface PageCookieNames {
  correlation: string;
  consent: string;
  envBadgeDismissed: string;
}

/**
 * What the request's cookies change in the render, as a part of the key, or null when a cookie may
 * make this visitor's page their own. Two cookies change the page in a way every visitor with the
 * same value shares: the cookie choice (the banner, the island's first state) and the dismissed
 * acceptance badge; their values are read as Next's cookie store reads them (split on `; `,
 * percent-decoded, the last of a name wins) and then as the render reads them, so two spellings of
 * one choice share a page and a value the render would not take is the same as none. The
 * correlation id and the tags' own cookies (`_ga`, `_fbp`: consent-cookie.ts) are not read by any
 * page. Every other cookie (favourites, a form's flash, the mailbox key, anything unknown) passes
 * the cache by, as does a cookie header Next might read otherwise than this does.
 */
function cookiePartOfKey(header: string, names: PageCookieNames): string | null {
  let consent: string | undefined;
  let badge: string | undefined;
  for (const pair of header.split(/; */)) {
    if (!pair) continue;
    const separator = pair.indexOf('=');
    if (separator <= 0) return null;
    const name = pair.slice(0, separator);
    if (name === names.correlation || isTrackingCookie(name)) continue;
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(separator + 1));
    } catch {
      return null;
    }
    if (name === names.consent) consent = value;
    else if (name === names.envBadgeDismissed) badge = value;
    else return null;
  }
  const choice = parseConsent(consent);
  return `${choice ? serializeConsent(choice) : '-'} ${badge === '1' ? 'badge-dismissed' : '-'}`;
}

/**
 * The key a page request is kept under, or null when its answer may differ from another visitor's
 * (decision 044). A page renders the same for every request with the same address and the same
 * values of the cookies the shell reads for everyone (cookiePartOfKey): the favourites count and
 * the lead forms' flash are one visitor's own, so those cookies pass the cache by. What a page reads
 * from the request besides cookies is in the key: the address, the host it was asked of (share
 * links and canonical URLs), and the app store the user agent gets (the shell's app promotion).
 * A/B flags and the test routes' flag header change the render: those requests pass by too.
 */
export function pageCacheKey(method: string | undefined, target: string, headers: IncomingHttpHeaders, cookies: PageCookieNames): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (target.length > MAX_TARGET_LENGTH || !target.startsWith('/')) return null;
  const path = target.split('?')[0] ?? target;
  if (!isPagePath(path) || /[?&]_rsc=/.test(target)) return null;
  if (NOT_KEPT.some((root) => path === root || path.startsWith(`${root}/`))) return null;
  for (const name of Object.keys(headers)) {
    if (ROUTER_HEADERS.includes(name) || name.startsWith(AB_HEADER_PREFIX) || name.startsWith('x-test-')) return null;
  }
  const cookiePart = cookiePartOfKey(single(headers.cookie), cookies);
  if (cookiePart === null) return null;
  return [detectAppPlatform(single(headers['user-agent'])), single(headers.host), single(headers['x-forwarded-host']), single(headers['x-forwarded-proto']), cookiePart, target].join('\n');
}


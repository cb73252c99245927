/**
 * Cross-site request forgery and loose bodies, refused before a handler runs (src/proxy.ts).
 * A browser attaches `Origin` to every cross-site POST, and a page elsewhere cannot send
 * `application/json` to us without a CORS preflight we never grant; so a state-changing call
 * must come from our own origin (or from no browser at all), and a JSON call must say it is JSON.
 * Pure, so it is unit-tested; see docs/decisions/017-trust-model.md.
 */

export interface GuardInput {
  method: string;
  pathname: string;
  /** The request's `Origin` header, if any. */
  origin: string | null;
  /** `Sec-Fetch-Site`, which browsers send even where they leave `Origin` out. */
  secFetchSite: string | null;
  contentType: string | null;
  /**
   * Our public origin: SITE_URL's, or for a local run without it http://localhost:PORT. Never the
   * request's own Host: whoever forges a Host header would make any Origin "ours" (issue 49 item 10).
   */
  siteOrigin: string;
  /** `next dev`: any loopback origin is ours, whatever port the dev server was started on. */
  development?: boolean;
}

export type GuardRefusal = { status: 403; message: 'Forbidden' } | { status: 415; message: 'Unsupported Media Type' };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Calls that take a form post from our own pages (they work without JavaScript). */
const FORM_POSTS = ['/favorieten/verwijderen', '/api/client/search/subscriptions/manage', '/api/client/search/subscriptions/manage-link'];
/**
 * Calls under these paths take a form post too: the confirm and unsubscribe buttons of the pages
 * that work without JavaScript, and the mail providers' one-click unsubscribe (RFC 8058), which
 * posts `List-Unsubscribe=One-Click` as a form from their servers, without an Origin.
 */
const FORM_POST_PREFIXES = ['/api/client/search/subscribe/confirm/', '/api/client/search/unsubscribe/'];
/** JSON calls that also take multipart/form-data (a trade-in lead, a sell request with photos). */
const MULTIPART_CALLS = ['/api/client/leads', '/api/client/sell'];

function webUrl(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * SITE_URL's origin, and when that is a loopback address the other spellings of it (a local run
 * at http://localhost:3000 is also reached as 127.0.0.1:3000).
 */
function isOurs(origin: string, input: GuardInput): boolean {
  const url = webUrl(origin);
  const site = webUrl(input.siteOrigin);
  if (url === null) return false;
  if (input.development && LOOPBACK.has(url.hostname)) return true;
  if (site === null) return false;
  if (url.origin === site.origin) return true;
  return LOOPBACK.has(site.hostname) && LOOPBACK.has(url.hostname) && url.protocol === site.protocol && url.port === site.port;
}

function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function guardRequest(input: GuardInput): GuardRefusal | null {
  if (!STATE_CHANGING.has(input.method.toUpperCase())) return null;
  // "null" (a sandboxed frame, a file) and any other origin are not us.
  if (input.origin !== null && !isOurs(input.origin, input)) return { status: 403, message: 'Forbidden' };
  if (input.origin === null && input.secFetchSite === 'cross-site') return { status: 403, message: 'Forbidden' };
  if (FORM_POSTS.includes(input.pathname) || FORM_POST_PREFIXES.some((prefix) => input.pathname.startsWith(prefix))) return null;
  if (!input.pathname.startsWith('/api/')) return null;
  const type = mediaType(input.contentType);
  if (type === 'application/json') return null;
  if (type === 'multipart/form-data' && MULTIPART_CALLS.includes(input.pathname)) return null;
  return { status: 415, message: 'Unsupported Media Type' };
}

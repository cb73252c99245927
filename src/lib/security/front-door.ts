/**
 * What the production server answers before Next.js sees a request (scripts/serve.ts). Next's
 * router answers 500 with a logged stack trace for a broken %-sequence in the paths the proxy skips
 * (/_next/static, /media, /brands, /sitemap.xml) and for TRACE, and renders a normal page for PUT,
 * DELETE or PATCH: a stranger could flood the logs or probe for nothing. Pure, so it is unit-tested.
 */

/** Every route of the site answers these; the API's route handlers refuse the ones they lack. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;

export interface FrontDoorRefusal {
  status: 204 | 400 | 403 | 405;
  headers: Record<string, string>;
  body: string;
}

/** The path part of a request target, as the client wrote it (before `?` or `#`). */
export function rawPathOf(target: string): string {
  const end = target.search(/[?#]/);
  return end < 0 ? target : target.slice(0, end);
}

export function hasValidEncoding(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The spec's error for a search URL whose percent-encoding is broken, per call. */
const MALFORMED_URL_ERRORS: readonly [prefix: string, message: string][] = [
  ['/api/client/search-request/', 'The search request URL is malformed'],
  ['/api/client/search/navigate/', 'The navigation request is invalid'],
];

/** The JSON error of an API path with a broken %-sequence (product §8 where it names one). */
export function malformedApiBody(path: string): string {
  const message = MALFORMED_URL_ERRORS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'Bad Request';
  return JSON.stringify({ status: 400, message });
}

export interface MalformedPageCopy {
  title: string;
  heading: string;
  text: string;
  home: string;
}

/** A bare 400 page: no app render can take a path its router cannot decode. */
export function malformedPageHtml(copy: MalformedPageCopy): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${copy.title}</title></head><body style="font-family:system-ui,sans-serif;color:#0b2545;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${copy.heading}</h1><p>${copy.text}</p><p><a href="/">${copy.home}</a></p></body></html>`;
}

/** The policy of the bare 400 page: its one inline style, nothing else. */
export const MALFORMED_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** The methods a file answers (`/_next/static/…`, the files of `public/`). */
export const FILE_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

/**
 * Paths Next.js answers from files: the build's `/_next/static/` and what `public/` holds, given as
 * its top-level names (a folder `brands/` covers everything under `/brands/`). Next answered a POST
 * to one with a 500 (issue 49, item 13).
 */
export function staticFilePaths(publicEntries: readonly { name: string; folder: boolean }[]): (path: string) => boolean {
  const prefixes = ['/_next/static/', ...publicEntries.filter((entry) => entry.folder).map((entry) => `/${entry.name}/`)];
  const files = new Set(publicEntries.filter((entry) => !entry.folder).map((entry) => `/${entry.name}`));
  return (path) => files.has(path) || prefixes.some((prefix) => path.startsWith(prefix));
}

/** A refusal for this request line, or null to hand it to Next.js. */
export function frontDoorRefusal(method: string, target: string, copy: MalformedPageCopy, isStaticFile: (path: string) => boolean = () => false): FrontDoorRefusal | null {
  const verb = method.toUpperCase();
  if (!(ALLOWED_METHODS as readonly string[]).includes(verb)) {
    return { status: 405, headers: { allow: ALLOWED_METHODS.join(', '), ...JSON_HEADERS }, body: JSON.stringify({ status: 405, message: 'Method Not Allowed' }) };
  }
  // `OPTIONS *` asks the server as a whole (RFC 9110 §9.3.7); any other target that is not a path
  // (`GET *`, an authority, an absolute URL a proxy would send) is nothing this site serves, and
  // Next's router answered it with a 500 (issue 49, item 13).
  if (!target.startsWith('/')) {
    if (verb === 'OPTIONS' && target === '*') return { status: 204, headers: { allow: ALLOWED_METHODS.join(', '), 'cache-control': 'no-store' }, body: '' };
    return { status: 400, headers: JSON_HEADERS, body: JSON.stringify({ status: 400, message: 'Bad Request' }) };
  }
  const path = rawPathOf(target);
  if (verb === 'POST' && isStaticFile(path)) {
    return { status: 405, headers: { allow: FILE_METHODS.join(', '), ...JSON_HEADERS }, body: JSON.stringify({ status: 405, message: 'Method Not Allowed' }) };
  }
  // Pages take no preflight; an API route answers OPTIONS itself (Next lists its methods).
  if (method.toUpperCase() === 'OPTIONS' && !path.startsWith('/api/')) {
    return { status: 204, headers: { allow: 'GET, HEAD, POST', 'cache-control': 'no-store' }, body: '' };
  }
  if (hasValidEncoding(path)) return null;
  if (path.startsWith('/api/')) {
    return { status: 400, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, body: malformedApiBody(path) };
  }
  return {
    status: 400,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': MALFORMED_PAGE_CSP },
    body: malformedPageHtml(copy),
  };
}

/** What a server action's origin check reads of a request (header values as Node gives them). */
export interface ActionRequest {
  method: string;
  path: string;
  nextAction: string | undefined;
  origin: string | undefined;
  host: string | undefined;
  forwardedHost: string | undefined;
  /** The host Next falls back to without a Host header (the app server's hostname). */
  ownHost: string;
}

/**
 * A POST naming a server action (`Next-Action`) whose Origin is not the host it was sent to. Next
 * aborts such an action as a forgery, but with a 500 (and a stack trace in the log), and a 500 too
 * for an Origin that is no URL (issue 49, found by the route fuzz). The same check, answered 403
 * before Next: whatever Next would run still runs, whatever it would abort is refused plainly.
 */
export function serverActionRefusal(request: ActionRequest): FrontDoorRefusal | null {
  if (request.method.toUpperCase() !== 'POST' || request.nextAction === undefined || request.origin === undefined || request.path.startsWith('/api/')) return null;
  let originHost: string;
  try {
    originHost = request.origin === 'null' ? 'null' : new URL(request.origin).host;
  } catch {
    originHost = '';
  }
  // Next compares with the first X-Forwarded-Host, else Host, else its own hostname.
  const host = request.forwardedHost?.split(',')[0]?.trim() || request.host || request.ownHost;
  if (originHost && originHost === host) return null;
  return { status: 403, headers: JSON_HEADERS, body: JSON.stringify({ status: 403, message: 'Forbidden' }) };
}

/**
 * Whether Next can answer a file request with this Range header: a `bytes=` set whose ranges are
 * well formed and start inside the file. Next's file server answered any other with a 500 (issue
 * 49, found by the route fuzz); without the header it sends the whole file, which RFC 9110 allows.
 */
export function usableRange(range: string, size: number): boolean {
  const match = /^bytes=(.+)$/i.exec(range.trim());
  if (!match?.[1]) return false;
  return match[1].split(',').every((part) => {
    const bounds = /^\s*(\d*)-(\d*)\s*$/.exec(part);
    if (!bounds || (bounds[1] === '' && bounds[2] === '')) return false;
    if (bounds[1] === '') return Number(bounds[2]) > 0;
    const start = Number(bounds[1]);
    return start < size && (bounds[2] === '' || Number(bounds[2]) >= start);
  });
}

/** The prefixes the proxy skips (src/proxy.ts matcher): their answers get their headers here. */
export const PROXY_SKIPPED_PREFIXES = ['/_next/static/', '/_next/image', '/media/', '/brands/', '/favicon.ico', '/robots.txt', '/sitemap.xml'] as const;

export function skipsProxy(path: string): boolean {
  return PROXY_SKIPPED_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * The policy for what the proxy skips: files, images and their 404 pages. A CSP on an image or a
 * script does not bind the page that loads it; it binds a file opened on its own, which must run
 * nothing (an SVG, an HTML 404). Styles and images of the site's own origin still load.
 */
export const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'self'; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * The one exception: a script started as a Web Worker runs under its own response's CSP, and the
 * bundler's worker loads its chunks with importScripts and the bot check's worker fetches nothing
 * else. So the site's own scripts may load the site's own scripts; opened on its own, a script is
 * shown as text and runs nothing anyway.
 */
export const SCRIPT_FILE_CSP = "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The policy for a file the proxy skips. */
export function fileCsp(path: string): string {
  return path.startsWith('/_next/static/') && path.endsWith('.js') ? SCRIPT_FILE_CSP : FILE_CSP;
}

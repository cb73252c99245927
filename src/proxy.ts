import { NextResponse, type NextRequest } from 'next/server';
import { AB_HEADER_PREFIX, normaliseAbHeaders } from '@/lib/flags/ab';
import { tagOrigins } from '@/features/analytics/tag-loading';
import { buildCsp, createNonce, securityHeaders } from '@/lib/security/csp';
import { tagCorrelationId } from '@/lib/telemetry/api';
import { CORRELATION_HEADER, correlationCookieName, isValidCorrelationId, newCorrelationId } from '@/lib/telemetry/correlation';
import errors from '../public/locales/nl/errors.json';

// Read straight from process.env: the proxy must stay tiny and must not pull the zod env module in.
const frameAncestors = (process.env.FRAME_ANCESTORS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
const development = process.env.NODE_ENV === 'development';
const production = (process.env.APP_ENV ?? 'production') === 'production' && !development;
// Tags may load only in production (issue 6); elsewhere the policy stays closed to their hosts.
const tagHosts = production ? tagOrigins(process.env.TAG_MANAGER_ID ?? '', process.env.MARKETING_TAG_URL || null) : [];
const correlationCookie = correlationCookieName(process.env.PRODUCT_NAME ?? 'viaBOVAG');

/** The spec's error for a search URL whose percent-encoding is broken, per call. */
const MALFORMED_URL_ERRORS: [prefix: string, message: string][] = [
  ['/api/client/search-request/', 'The search request URL is malformed'],
  ['/api/client/search/navigate/', 'The navigation request is invalid'],
];

function hasValidEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A bare 400 page: no app render can take a path its router cannot decode. */
function malformedPage(): NextResponse {
  const copy = errors.malformedUrl;
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${copy.title}</title></head><body style="font-family:system-ui,sans-serif;color:#0b2545;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${copy.heading}</h1><p>${copy.text}</p><p><a href="/">${copy.home}</a></p></body></html>`;
  const response = new NextResponse(html, { status: 400, headers: { 'content-type': 'text/html; charset=utf-8' } });
  response.headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  for (const [name, value] of Object.entries(securityHeaders(production))) response.headers.set(name, value);
  return response;
}

export function proxy(request: NextRequest) {
  // Next's router throws on a broken %-sequence in a dynamic segment and answers 500: answer first.
  const { pathname } = request.nextUrl;
  const decodable = hasValidEncoding(pathname);
  if (!decodable && pathname.startsWith('/api/')) {
    const message = MALFORMED_URL_ERRORS.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? 'Bad Request';
    return NextResponse.json({ status: 400, message }, { status: 400 });
  }
  if (!decodable) return malformedPage();
  const nonce = createNonce();
  const csp = buildCsp({ nonce, frameAncestors, development, tagOrigins: tagHosts });
  const requestHeaders = new Headers(request.headers);
  // Next reads the nonce for its own scripts from the request-side CSP header.
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  requestHeaders.set('x-pathname', request.nextUrl.pathname);
  // A/B flags arrive from the edge on the request (decision 013); one spelling for the app, echoed on the response.
  const abFlags = normaliseAbHeaders(requestHeaders);
  const knownCorrelationId = request.cookies.get(correlationCookie)?.value;
  const correlationId = isValidCorrelationId(knownCorrelationId) ? knownCorrelationId : newCorrelationId();
  requestHeaders.set(CORRELATION_HEADER, correlationId);
  tagCorrelationId(correlationId);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(securityHeaders(production))) response.headers.set(name, value);
  for (const flag of abFlags) response.headers.set(`${AB_HEADER_PREFIX}${flag}`, 'true');
  response.headers.set(CORRELATION_HEADER, correlationId);
  if (correlationId !== knownCorrelationId) {
    // A session cookie for diagnosis only: it ties one visit's requests together in the monitoring.
    response.cookies.set(correlationCookie, correlationId, { httpOnly: true, sameSite: 'lax', secure: production, path: '/' });
  }
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!_next/static|_next/image|media/|brands/|favicon.ico|robots.txt|sitemap.xml).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};

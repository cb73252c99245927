import { NextResponse, type NextRequest } from 'next/server';
import { AB_HEADER_PREFIX, normaliseAbHeaders } from '@/lib/flags/ab';
import { tagOrigins } from '@/features/analytics/tag-loading';
import { buildCsp, createNonce, securityHeaders } from '@/lib/security/csp';
import { hasValidEncoding, malformedApiBody, malformedPageHtml, MALFORMED_PAGE_CSP } from '@/lib/security/front-door';
import { guardRequest } from '@/lib/security/request-guard';
import { tagCorrelationId } from '@/lib/telemetry/api';
import { CORRELATION_HEADER, correlationCookieName, correlationFor } from '@/lib/telemetry/correlation';
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
// Whose pages may post here: SITE_URL, which every environment but a local run must set (src/lib/config/env.ts), never the request's Host.
const siteOrigin = process.env.SITE_URL || `http://localhost:${process.env.PORT || '3000'}`;
const JSON_TYPE = 'application/json; charset=utf-8';

/** A refusal as JSON in the API's error shape, with the headers every answer carries. */
function refusal(status: number, body: string, contentType: string, csp?: string): NextResponse {
  const response = new NextResponse(body, { status, headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
  if (csp) response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(securityHeaders(production))) response.headers.set(name, value);
  return response;
}

export function proxy(request: NextRequest) {
  // Next's router throws on a broken %-sequence in a dynamic segment and answers 500: answer first.
  // (In production scripts/serve.ts answers these first; `next dev` has only this.)
  const { pathname } = request.nextUrl;
  if (!hasValidEncoding(pathname)) {
    return pathname.startsWith('/api/')
      ? refusal(400, malformedApiBody(pathname), JSON_TYPE)
      : refusal(400, malformedPageHtml(errors.malformedUrl), 'text/html; charset=utf-8', MALFORMED_PAGE_CSP);
  }
  const guard = guardRequest({
    method: request.method,
    pathname,
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
    contentType: request.headers.get('content-type'),
    siteOrigin,
    development,
  });
  if (guard) return refusal(guard.status, JSON.stringify(guard), JSON_TYPE);
  const nonce = createNonce();
  const csp = buildCsp({ nonce, frameAncestors, development, tagOrigins: tagHosts });
  const requestHeaders = new Headers(request.headers);
  // Next reads the nonce for its own scripts from the request-side CSP header.
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  requestHeaders.set('x-pathname', request.nextUrl.pathname);
  // A/B flags arrive from the edge on the request (decision 013); one spelling for the app, echoed on the response.
  const abFlags = normaliseAbHeaders(requestHeaders);
  const correlation = correlationFor(request.cookies.get(correlationCookie)?.value, correlationCookie, production);
  const correlationId = correlation.id;
  requestHeaders.set(CORRELATION_HEADER, correlationId);
  tagCorrelationId(correlationId);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(securityHeaders(production))) response.headers.set(name, value);
  for (const flag of abFlags) response.headers.set(`${AB_HEADER_PREFIX}${flag}`, 'true');
  response.headers.set(CORRELATION_HEADER, correlationId);
  // A session cookie for diagnosis only: it ties one visit's requests together in the monitoring.
  if (correlation.setCookie) response.headers.append('set-cookie', correlation.setCookie);
  return response;
}

export const config = {
  matcher: [
    {
      // The dealer feed API (decision 034) is called by servers with a key, never by a browser with our
      // cookies, and takes bodies far over the 10 MB the proxy buffers: it bypasses the proxy.
      // Every other request, whatever its headers (issue 49): with a condition on `Next-Router-Prefetch`, a
      // request sending it skipped the proxy, so no CSP or HSTS, and a cross-site text/plain POST passed.
      source: '/((?!_next/static|_next/image|media/|brands/|api/dealer/|favicon.ico|robots.txt|sitemap.xml).*)',
    },
  ],
};

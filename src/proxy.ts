import { NextResponse, type NextRequest } from 'next/server';
import { buildCsp, createNonce, securityHeaders } from '@/lib/security/csp';

// Read straight from process.env: the proxy must stay tiny and must not pull the zod env module in.
const frameAncestors = (process.env.FRAME_ANCESTORS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
const development = process.env.NODE_ENV === 'development';
const production = (process.env.APP_ENV ?? 'production') === 'production' && !development;

export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const csp = buildCsp({ nonce, frameAncestors, development });
  const requestHeaders = new Headers(request.headers);
  // Next reads the nonce for its own scripts from the request-side CSP header.
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  requestHeaders.set('x-pathname', request.nextUrl.pathname);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(securityHeaders(production))) response.headers.set(name, value);
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

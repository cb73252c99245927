import 'server-only';
import { headers } from 'next/headers';
import { env } from './env';
import { requestOrigin, siteOrigin } from './site-origin';

// Work without a request (a mail sent by a job) uses the origin this process last served under.
const remembered = globalThis as unknown as { __servedOrigin?: string };

function fallback(): string {
  return remembered.__servedOrigin ?? `http://localhost:${env().PORT}`;
}

/** The base for absolute links in a response to these request headers. */
export function siteUrlFor(requestHeaders: Headers): string {
  const e = env();
  if (e.SITE_URL) return siteOrigin(e.SITE_URL, null, '');
  const origin = requestOrigin({
    host: requestHeaders.get('host'),
    forwardedHost: requestHeaders.get('x-forwarded-host'),
    forwardedProto: requestHeaders.get('x-forwarded-proto'),
    trustedProxies: e.TRUSTED_PROXY_COUNT,
  });
  if (origin) remembered.__servedOrigin = origin;
  return siteOrigin(undefined, origin, fallback());
}

/** The same inside a server component or route handler of the current request. */
export async function siteUrl(): Promise<string> {
  return siteUrlFor(await headers());
}

/** For work outside a request: SITE_URL, or where this process was last reached. */
export function backgroundSiteUrl(): string {
  const configured = env().SITE_URL;
  return configured ? siteOrigin(configured, null, '') : fallback();
}

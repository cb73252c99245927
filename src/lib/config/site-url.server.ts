import 'server-only';
import { headers } from 'next/headers';
import { env } from './env';
import { requestOrigin, siteOrigin } from './site-origin';

/**
 * The base of every link in a mail, sent from a request or from a job: SITE_URL, which every
 * environment but a local run must set (env.ts), else the local run's own address. Never a
 * request's Host: one forged header would point mails at another site (issue 49 item 10).
 */
export function mailSiteUrl(): string {
  const e = env();
  return siteOrigin(e.SITE_URL, null, `http://localhost:${e.PORT}`);
}

/** For work outside a request (jobs, the outbox): the same as the mails'. */
export const backgroundSiteUrl = mailSiteUrl;

/**
 * The base for absolute links in a page answering these request headers. A local run without
 * SITE_URL follows the host the page was asked on; nothing of it is remembered for later work.
 */
export function siteUrlFor(requestHeaders: Headers): string {
  const e = env();
  if (e.SITE_URL) return siteOrigin(e.SITE_URL, null, '');
  const origin = requestOrigin({
    host: requestHeaders.get('host'),
    forwardedHost: requestHeaders.get('x-forwarded-host'),
    forwardedProto: requestHeaders.get('x-forwarded-proto'),
    trustedProxies: e.TRUSTED_PROXY_COUNT,
  });
  return siteOrigin(undefined, origin, mailSiteUrl());
}

/** The same inside a server component or route handler of the current request. */
export async function siteUrl(): Promise<string> {
  return siteUrlFor(await headers());
}

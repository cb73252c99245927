/**
 * Where the site is served, for absolute links (canonical, og:url, sitemaps, share links, mails).
 * A configured SITE_URL always wins; without one (a local run) a page's links follow the host the
 * request came in on, so they never point at localhost from another machine. Mails never do
 * (site-url.server.ts mailSiteUrl). Pure.
 */

/** A Host header we are willing to print into a link: a DNS name or IP with an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface OriginSource {
  host: string | null;
  /** X-Forwarded-Host / -Proto, trusted only behind a configured proxy. */
  forwardedHost: string | null;
  forwardedProto: string | null;
  trustedProxies: number;
}

/** The origin a request was served under, or null when its headers name no usable host. */
export function requestOrigin(source: OriginSource): string | null {
  const behindProxy = source.trustedProxies > 0;
  const host = ((behindProxy && source.forwardedHost?.split(',')[0]) || source.host || '').trim().toLowerCase();
  if (!HOST.test(host)) return null;
  const proto = behindProxy ? source.forwardedProto?.split(',')[0]?.trim().toLowerCase() : undefined;
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

/** The base for absolute links: SITE_URL when configured, else the request's origin, else the fallback. */
export function siteOrigin(configured: string | undefined, fromRequest: string | null, fallback: string): string {
  if (configured) return new URL(configured).origin;
  return fromRequest ?? fallback;
}

/**
 * Every environment that names itself must name its public address: mail can be sent from all of
 * them, and a mail's links may only come from SITE_URL, never from a visitor's Host header, which
 * whoever sends it could point anywhere. A local run (APP_ENV unset, or development) falls back to
 * http://localhost:PORT, so `npm start` needs no variable.
 */
export function siteUrlProblem(source: { APP_ENV?: string; SITE_URL?: string }): string | null {
  const appEnv = source.APP_ENV?.trim();
  if (!appEnv || appEnv === 'development' || source.SITE_URL?.trim()) return null;
  return `SITE_URL is required when APP_ENV=${appEnv}: set it to the public address, e.g. SITE_URL=https://www.viabovag.nl (canonical links, sitemaps and the links in mails are built from it)`;
}

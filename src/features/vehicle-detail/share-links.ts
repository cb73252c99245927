/** Share links of a detail page: plain URLs, so sharing works without JavaScript. */
export type ShareChannel = 'whatsapp' | 'email' | 'facebook' | 'x';

export function shareLinks(options: { url: string; title: string; emailSubject: string; emailBody: string }): Record<ShareChannel, string> {
  const url = encodeURIComponent(options.url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${options.title} ${options.url}`)}`,
    // mailto wants %20 for spaces; URLSearchParams would write "+", which mail clients show literally.
    email: `mailto:?subject=${encodeURIComponent(options.emailSubject)}&body=${encodeURIComponent(`${options.emailBody}\n\n${options.url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    x: `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(options.title)}`,
  };
}

/**
 * The origin a shared (or copied) link points at. The rule:
 * - SITE_URL when it is configured and names the host that served this page (its scheme wins, so a
 *   proxy that did not say "https" still gives https links), or when the request names no usable host;
 * - otherwise the origin the page was served under (`served`: Host, or X-Forwarded-Host/-Proto behind
 *   a trusted proxy, lib/config/site-origin), so a link shared from an acceptance copy or a second
 *   domain opens where the sharer was, not on a site that may not have the listing;
 * - without either, `fallback`.
 * Canonical links and JSON-LD keep SITE_URL: they name the one public address for search engines.
 * A forged Host only changes the links in the forger's own answer, which is never cached (the page
 * is rendered per request with Cache-Control: no-store).
 */
export function shareOrigin({ configured, served, fallback }: { configured: string | undefined; served: string | null; fallback: string }): string {
  if (configured) {
    const site = new URL(configured);
    if (served === null || new URL(served).host === site.host) return site.origin;
    return served;
  }
  return served ?? fallback;
}

/** Builds the Content-Security-Policy for one response. Pure, so it can be unit-tested. */
export interface CspOptions {
  nonce: string;
  /** Partner origins allowed to frame our pages (the ?iframe=true embedded mode is for them). */
  frameAncestors: readonly string[];
  /** React's dev build evaluates strings for its overlay; production never gets 'unsafe-eval'. */
  development: boolean;
  /** Tag-manager and marketing origins, in production only, where tags may load after consent. */
  tagOrigins?: readonly string[];
}

export function buildCsp({ nonce, frameAncestors, development, tagOrigins = [] }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // strict-dynamic lets Next's nonce-carrying bootstrap load its chunks without listing them.
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    // Stylesheets from our origin only: an injected <style> could read attributes out through
    // selectors. Development keeps inline styles for the overlay and hot reload.
    'style-src': ["'self'", ...(development ? ["'unsafe-inline'"] : [])],
    // next/image and a few components write style attributes (a colour, a CSS variable), which
    // cannot load anything or match selectors; nonces cannot cover attributes (decision 017).
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tagOrigins],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(development ? ['ws:'] : []), ...tagOrigins],
    'frame-src': ["'self'", ...tagOrigins],
    // The bot check (ALTCHA) solves its proof of work in a worker served from our origin.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(production: boolean): Record<string, string> {
  return {
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), interest-cohort=()',
    ...(production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' } : {}),
  };
}

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/=+$/, '');
}

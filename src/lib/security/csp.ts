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
    // next/image and React write style attributes; inline <style> elements are not used.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tagOrigins],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(development ? ['ws:'] : []), ...tagOrigins],
    'frame-src': ["'self'", ...tagOrigins],
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

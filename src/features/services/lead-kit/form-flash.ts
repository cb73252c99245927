/**
 * The no-JavaScript round trip of a service form (issue 17): the form posts to a route handler,
 * which answers 303 back to the page (so a reload never posts again) with what the page must show
 * — the values and field errors of a refused request, or the outcome of a sent one — in a
 * short-lived cookie of its own path. The redirect names the flash by a random id, and the page
 * shows a flash only under its id: the plain page is always a clean form. Personal details never
 * go into a URL. Pure.
 */
export interface FormFlash {
  id: string;
  /** What the visitor typed, to fill the form again after a refusal. */
  values: Record<string, string>;
  /** Dutch field errors ("form" for the form as a whole). */
  errors: Record<string, string>;
  /** The outcome of a sent request, for the page's confirmation; absent after a refusal. */
  outcome?: Record<string, unknown>;
}

/** A browser keeps a cookie of up to 4 KB; past this the values are left out (the errors still show). */
const MAX_COOKIE_VALUE = 3500;
export const FLASH_MAX_AGE_SECONDS = 600;
/** The query parameter of the redirect: `?formulier=<id>`. */
export const FLASH_PARAM = 'formulier';

function toBase64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function encodeFlash(flash: FormFlash): string {
  const full = toBase64Url(JSON.stringify(flash));
  return full.length <= MAX_COOKIE_VALUE ? full : toBase64Url(JSON.stringify({ ...flash, values: {} }));
}

const strings = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};

/** The flash in the cookie when it is the one the URL names; null otherwise (or when it is unreadable). */
export function decodeFlash(cookie: string | undefined, id: string | undefined): FormFlash | null {
  if (!cookie || !id) return null;
  try {
    const parsed = JSON.parse(fromBase64Url(cookie)) as Record<string, unknown>;
    if (parsed.id !== id) return null;
    const outcome = typeof parsed.outcome === 'object' && parsed.outcome !== null ? (parsed.outcome as Record<string, unknown>) : undefined;
    return { id, values: strings(parsed.values), errors: strings(parsed.errors), ...(outcome ? { outcome } : {}) };
  } catch {
    return null;
  }
}

/** The Set-Cookie header of a flash, scoped to the page's path. */
export function flashCookie(name: string, value: string, options: { path: string; secure: boolean; maxAgeSeconds?: number }): string {
  const parts = [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${options.maxAgeSeconds ?? FLASH_MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

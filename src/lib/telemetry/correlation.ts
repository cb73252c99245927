/**
 * The correlation id (product §7, §9): one id per browser session in the `{product}-CorrelationId`
 * cookie, set by the proxy when missing, put on every span and log line of the requests it makes,
 * so support can find one visitor's requests from a single value. Edge-safe: no Node imports.
 */
import { readDecodedCookie } from '../cookies/read-cookie';

export const CORRELATION_HEADER = 'x-correlation-id';
export const CORRELATION_ATTRIBUTE = 'app.correlation_id';

const VALID = /^[A-Za-z0-9-]{8,64}$/;

/** Anything else in the cookie (tampered, truncated) is replaced, never copied into logs. */
export function isValidCorrelationId(value: string | undefined | null): value is string {
  return typeof value === 'string' && VALID.test(value);
}

export function newCorrelationId(): string {
  return crypto.randomUUID();
}

/**
 * `{product}-CorrelationId`, as cookieNames() in src/lib/config/site.ts spells it; repeated here
 * because the proxy must not load the env schema (a unit test keeps the two equal).
 */
export function correlationCookieName(productName: string): string {
  return `${productName.replace(/[^A-Za-z0-9]/g, '')}-CorrelationId`;
}

/**
 * The correlation id for a request carrying `known` in its cookie, and the `Set-Cookie` value to
 * send when the cookie was missing or unusable: a session cookie for diagnosis only, written the
 * same way by the proxy and by the app server's fast lane (decision 043).
 */
export function correlationFor(known: string | undefined, cookieName: string, secure: boolean): { id: string; setCookie?: string } {
  if (isValidCorrelationId(known)) return { id: known };
  const id = newCorrelationId();
  return { id, setCookie: `${cookieName}=${id}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}` };
}

/** The same from a raw Cookie header, as the app server reads it before Next (decisions 043, 044). */
export function correlationOfCookieHeader(header: string | undefined, cookieName: string, secure: boolean): { id: string; setCookie?: string } {
  return correlationFor(readDecodedCookie(header, cookieName), cookieName, secure);
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

/**
 * A kept page that turned old is answered once more while the app server renders it again by
 * asking itself for it (decision 047): the same address and headers as the visitor's request, so
 * the new render is kept under the same key. This header marks that request; its value is a
 * secret of the process, so no visitor can make the cache pass by with it.
 */
export const REFRESH_HEADER = 'x-page-cache-refresh';
/** A render that takes longer is abandoned: the next visitor past the stale time renders it. */
const REFRESH_TIMEOUT_MS = 10_000;
/** Headers of one connection or one conditional request, and the request id (the new render gets its own). */
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'content-length', 'transfer-encoding', 'expect', 'if-none-match', 'if-modified-since', 'range', 'x-request-id', REFRESH_HEADER]);

export type Refresh = (request: IncomingMessage) => Promise<void>;

export function refreshSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** Whether `request` is the app server's own new render of a kept page. */
export function isRefresh(headers: IncomingHttpHeaders, secret: string): boolean {
  const value = headers[REFRESH_HEADER];
  if (typeof value !== 'string' || value.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(value), Buffer.from(secret));
}

/** The request a kept page's new render is made with: the visitor's page headers, gzip, and the secret. */
export function refreshHeaders(headers: IncomingHttpHeaders, secret: string): Record<string, string | string[]> {
  const replayed: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !NOT_REPLAYED.has(name)) replayed[name] = value;
  replayed['accept-encoding'] = 'gzip';
  replayed[REFRESH_HEADER] = secret;
  return replayed;
}

/** Asks the server at `where` (the app server's own socket) for the visitor's page again; the answer itself is dropped. */
export function refreshOver(where: { socketPath: string } | { host: string; port: number }, secret: string): Refresh {
  return (request) =>
    new Promise<void>((resolve, reject) => {
      const outgoing = http.request({ ...where, method: 'GET', path: request.url ?? '/', headers: refreshHeaders(request.headers, secret) }, (answer) => {
        answer.on('error', reject);
        answer.on('end', resolve);
        answer.resume();
      });
      outgoing.on('error', reject);
      outgoing.setTimeout(REFRESH_TIMEOUT_MS, () => outgoing.destroy(new Error('page cache: the new render took too long')));
      outgoing.end();
    });
}

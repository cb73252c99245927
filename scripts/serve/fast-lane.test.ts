import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fastLaneFor, registerFastLane, type FastLaneHandler } from '../../src/lib/fast-lane';
import { FILE_CSP } from '../../src/lib/security/front-door';
import { answerFastLane, type FastLaneContext } from './fast-lane';

const COOKIE = 'viaBOVAG-CorrelationId';
const errors: unknown[] = [];
const context: FastLaneContext = { headersForAll: { 'X-Content-Type-Options': 'nosniff' }, correlationCookie: COOKIE, secure: true, onError: (error) => errors.push(error) };

/** An app server that answers every request with `handler` through the fast lane, as scripts/serve/app-server.ts does. */
async function serverWith(handler: FastLaneHandler) {
  const server = http.createServer((request, response) => void answerFastLane(request, response, handler, context));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
  errors.length = 0;
});

describe('the app server’s fast lane (decision 043)', () => {
  it('takes only GET and HEAD of a registered path, without its query', () => {
    const handler: FastLaneHandler = () => new Response('');
    registerFastLane('/api/client/search/suggest', handler);
    expect(fastLaneFor('GET', '/api/client/search/suggest')).toBe(handler);
    expect(fastLaneFor('HEAD', '/api/client/search/suggest')).toBe(handler);
    expect(fastLaneFor('POST', '/api/client/search/suggest')).toBeUndefined();
    expect(fastLaneFor('GET', '/api/client/search/suggest/')).toBeUndefined();
    expect(fastLaneFor('GET', '/api/client/search/results')).toBeUndefined();
  });

  it('hands the handler the URL and headers, and answers its status, headers and body with those every answer carries', async () => {
    const server = await serverWith((request) => {
      const url = new URL(request.url);
      return Response.json({ q: url.searchParams.get('q'), accept: request.headers.get('accept-language') }, { status: 200, headers: { 'cache-control': 'no-store' } });
    });
    close = server.close;
    const response = await fetch(`${server.base}/api/client/search/suggest?q=golf%20na%202018`, { headers: { 'accept-language': 'nl-NL' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ q: 'golf na 2018', accept: 'nl-NL' });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(FILE_CSP);
  });

  it('keeps a usable correlation id, and gives a new one with its cookie when the cookie is missing or tampered with', async () => {
    let seen: string | null = null;
    const server = await serverWith((request) => {
      seen = request.headers.get('x-correlation-id');
      return Response.json([]);
    });
    close = server.close;
    const kept = await fetch(server.base + '/', { headers: { cookie: `${COOKIE}=abcdef12-3456` } });
    expect(kept.headers.get('x-correlation-id')).toBe('abcdef12-3456');
    expect(seen).toBe('abcdef12-3456');
    expect(kept.headers.getSetCookie()).toEqual([]);
    for (const cookie of [undefined, `${COOKIE}=bad value!`]) {
      const fresh = await fetch(server.base + '/', { headers: cookie ? { cookie } : {} });
      const id = fresh.headers.get('x-correlation-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen).toBe(id);
      expect(fresh.headers.getSetCookie()).toEqual([`${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Secure`]);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const server = await serverWith(() => Response.json({ options: [] }));
    close = server.close;
    const response = await fetch(server.base + '/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe('');
  });

  it('answers 500 in the API’s error shape when the handler throws, and reports the error', async () => {
    const server = await serverWith(() => {
      throw new Error('index gone');
    });
    close = server.close;
    const response = await fetch(server.base + '/');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ status: 500, message: 'Internal Server Error' });
    expect(errors).toHaveLength(1);
  });
});

import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fastLaneFor, registerFastLane, responseOf, type FastLaneHandler } from '../../src/lib/fast-lane';
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
    const handler: FastLaneHandler = () => ({ status: 200, json: [], headers: {} });
    registerFastLane('/api/client/search/suggest', handler);
    expect(fastLaneFor('GET', '/api/client/search/suggest')).toBe(handler);
    expect(fastLaneFor('HEAD', '/api/client/search/suggest')).toBe(handler);
    expect(fastLaneFor('POST', '/api/client/search/suggest')).toBeUndefined();
    expect(fastLaneFor('GET', '/api/client/search/suggest/')).toBeUndefined();
    expect(fastLaneFor('GET', '/api/client/search/results')).toBeUndefined();
  });

  it('hands the handler the query, and answers its status, headers and JSON with those every answer carries', async () => {
    const server = await serverWith((query) => ({ status: 200, json: { q: query.get('q'), plus: query.get('plus'), all: [...query.keys()] }, headers: { 'cache-control': 'no-store' } }));
    close = server.close;
    const response = await fetch(`${server.base}/api/client/search/suggest?q=golf%20na%202018&plus=a+b`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ q: 'golf na 2018', plus: 'a b', all: ['q', 'plus'] });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(FILE_CSP);
  });

  it('keeps a usable correlation id, and gives a new one with its cookie when the cookie is missing or tampered with', async () => {
    const server = await serverWith(() => ({ status: 200, json: [], headers: {} }));
    close = server.close;
    const kept = await fetch(server.base + '/', { headers: { cookie: `${COOKIE}=abcdef12-3456` } });
    expect(kept.headers.get('x-correlation-id')).toBe('abcdef12-3456');
    expect(kept.headers.getSetCookie()).toEqual([]);
    for (const cookie of [undefined, `${COOKIE}=bad value!`]) {
      const fresh = await fetch(server.base + '/', { headers: cookie ? { cookie } : {} });
      const id = fresh.headers.get('x-correlation-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(fresh.headers.getSetCookie()).toEqual([`${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Secure`]);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const server = await serverWith(() => ({ status: 200, json: { options: [] }, headers: {} }));
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

  it('answers what the route file gives Next: the same status, headers and JSON', async () => {
    const answer = { status: 400, json: { status: 400, message: 'The search request is malformed' }, headers: { 'cache-control': 'no-store', 'retry-after': '5' } };
    const server = await serverWith(() => answer);
    close = server.close;
    const lane = await fetch(server.base + '/?q=x');
    const route = responseOf(answer);
    expect(lane.status).toBe(route.status);
    expect(await lane.json()).toEqual(await route.json());
    for (const name of ['content-type', 'cache-control', 'retry-after']) expect(lane.headers.get(name)).toBe(route.headers.get(name));
  });
});

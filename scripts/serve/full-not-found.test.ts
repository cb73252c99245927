import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { handleWithFullNotFound, NOT_FOUND_ROUTE } from './full-not-found';

/**
 * A stand-in for Next 16 as it answers: a page that calls notFound() sets 404 and streams an empty
 * document (flushHeaders, then write, then end); /_not-found streams the full page.
 */
function nextLike(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?')[0];
  if (path === NOT_FOUND_ROUTE) {
    response.statusCode = 404;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.flushHeaders();
    response.write('<html><body><h1>Deze pagina bestaat niet</h1>');
    setTimeout(() => response.end('<a href="/">Naar de homepage</a></body></html>'), 5);
    return;
  }
  if (path === '/gone' || path === '/api/gone') {
    response.statusCode = 404;
    response.setHeader('content-type', path === '/gone' ? 'text/html; charset=utf-8' : 'application/json');
    response.flushHeaders();
    response.write(path === '/gone' ? '<html id="__next_error__"><body></body>' : '{"status":404}');
    response.end(path === '/gone' ? '</html>' : undefined);
    return;
  }
  if (path === '/head-only') {
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('<html></html>');
    return;
  }
  response.statusCode = 200;
  response.setHeader('content-type', 'text/html');
  response.flushHeaders();
  response.write('<html><body>gevonden');
  setTimeout(() => response.end('</body></html>'), 5);
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
// The compression Next.js itself wraps every response in: it patches write, end and on.
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware;
const compressed: Middleware = compression();
function compressedNextLike(request: IncomingMessage, response: ServerResponse): void {
  compressed(request, response, () => nextLike(request, response));
}

let server: http.Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

async function serve(handler = nextLike): Promise<string> {
  server = http.createServer((request, response) => handleWithFullNotFound(request, response, handler));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('a page 404 answered in full', () => {
  it('replaces an empty 404 document with the not-found page, keeping the status', async () => {
    const base = await serve();
    const response = await fetch(`${base}/gone`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<h1>Deze pagina bestaat niet</h1>');
    expect(html).toContain('<a href="/">');
    expect(html).not.toContain('__next_error__');
  });

  it('also when Next compresses the answer (gzip)', async () => {
    const base = await serve(compressedNextLike);
    const response = await fetch(`${base}/gone`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('<h1>Deze pagina bestaat niet</h1>');
  });

  it('also when the 404 comes through writeHead with its headers', async () => {
    const base = await serve();
    const response = await fetch(`${base}/head-only`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Deze pagina bestaat niet');
  });

  it('leaves found pages, API answers and client navigations as they are', async () => {
    const base = await serve();
    expect(await (await fetch(`${base}/auto`)).text()).toContain('gevonden');
    const api = await fetch(`${base}/api/gone`);
    expect(api.status).toBe(404);
    expect(await api.text()).toBe('{"status":404}');
    const navigation = await fetch(`${base}/gone`, { headers: { rsc: '1' } });
    expect(await navigation.text()).toContain('__next_error__');
  });

  it('leaves a found page that Next compresses whole', async () => {
    const base = await serve(compressedNextLike);
    const response = await fetch(`${base}/auto`, { headers: { 'accept-encoding': 'gzip' }, signal: AbortSignal.timeout(3000) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('<html><body>gevonden</body></html>');
  });

  it('answers HEAD with the status and no body', async () => {
    const base = await serve();
    const response = await fetch(`${base}/gone`, { method: 'HEAD' });
    expect(response.status).toBe(404);
  });
});

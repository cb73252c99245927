import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createScriptHold, HELD_TYPE } from './hold-scripts';
import { holdScriptsUntilFirstPhoto, isPageGet } from './response';

const N = 'abc123';
const HEAD = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/f.js" async="" nonce="${N}"></script></head><body>`;
const BODY = `${'<li>Volkswagen Golf · € 12.500</li>'.repeat(200)}<script src="/_next/static/chunks/main.js" nonce="${N}" async=""></script></body></html>`;
const rewritten = (() => {
  const hold = createScriptHold();
  return hold.push(HEAD + BODY) + hold.end();
})();

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that does what the app server does: the hold under whatever Next then writes. */
async function serve(next: Handler): Promise<string> {
  server = http.createServer((request, response) => {
    holdScriptsUntilFirstPhoto(request, response);
    next(request, response);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Each chunk as it arrived, with the time. */
  arrivals: Array<{ at: number; chunk: Buffer }>;
  endAt: number;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (answer) => {
      const arrivals: Answer['arrivals'] = [];
      answer.on('data', (chunk: Buffer) => arrivals.push({ at: Date.now(), chunk }));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(arrivals.map(({ chunk }) => chunk)), arrivals, endAt: Date.now() }),
      );
    }).on('error', reject);
  });
}

describe('a page answered with its scripts held (decision 054)', () => {
  it('asks Next for the page uncompressed and sends it rewritten, as gzip when the browser takes it', async () => {
    let askedEncoding: string | undefined = 'unset';
    const url = await serve((request, response) => {
      askedEncoding = request.headers['accept-encoding'];
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-length', Buffer.byteLength(HEAD + BODY));
      response.write(HEAD);
      response.end(BODY);
    });
    const zipped = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(askedEncoding).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-length']).toBeUndefined();
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.body).toString()).toBe(rewritten);
    expect(rewritten).toContain(`<script type="${HELD_TYPE}" data-src="/_next/static/chunks/main.js">`);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(rewritten);
  });

  it('sends what Next has written before the rest is rendered (a streamed page stays streamed)', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(HEAD);
      setTimeout(() => response.end(BODY), 300);
    });
    const answer = await get(url, { 'accept-encoding': 'gzip' });
    // What had arrived well before the end unpacks to the head, runner and held chunk included.
    const early = Buffer.concat(answer.arrivals.filter(({ at }) => at < answer.endAt - 150).map(({ chunk }) => chunk));
    expect(gunzipSync(early, { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe(rewritten.slice(0, rewritten.indexOf('<body>') + '<body>'.length));
    expect(gunzipSync(answer.body).toString()).toBe(rewritten);
  });

  it('only compresses what is not HTML, and leaves alone what is already encoded or has no body', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, index) => ({ index, title: 'Volkswagen Golf' })) });
    let url = await serve((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(json);
    });
    const answer = await get(url, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(json);
    await new Promise<void>((resolve) => server?.close(() => resolve()));

    url = await serve((_request, response) => {
      response.writeHead(304);
      response.end();
    });
    const notModified = await get(url, { 'accept-encoding': 'gzip' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });

  it('applies to a page GET only: not to the API, files, images or a client navigation', () => {
    const request = (method: string, headers: Record<string, string> = {}) => ({ method, headers }) as unknown as IncomingMessage;
    expect(isPageGet(request('GET'), '/auto/hatchback')).toBe(true);
    expect(isPageGet(request('GET'), '/')).toBe(true);
    expect(isPageGet(request('HEAD'), '/auto')).toBe(false);
    expect(isPageGet(request('GET', { rsc: '1' }), '/auto')).toBe(false);
    for (const path of ['/api/search', '/_next/static/chunks/a.js', '/media/a.webp', '/brands/bmw.svg', '/sitemap.xml', '/robots.txt']) {
      expect(isPageGet(request('GET'), path), path).toBe(false);
    }
  });
});

import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsCoding } from '../accept-encoding';
import { answerPrecompressed, loadPrecompressed } from './answer';
import { precompressStatic } from './precompress';

const SCRIPT = `(globalThis.TURBOPACK||[]).push(${JSON.stringify(Array.from({ length: 400 }, (_, index) => `module ${index} of the chunk`))});`;
const STYLE = `.card{display:grid;gap:8px}\n`.repeat(80);

let directory: string;
let server: http.Server;
let port: number;

/** A stand-in for Next.js behind the answerer: says who answered. */
beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  mkdirSync(path.join(directory, 'chunks'));
  writeFileSync(path.join(directory, 'chunks', 'abc123.js'), SCRIPT);
  writeFileSync(path.join(directory, 'chunks', 'style9.css'), STYLE);
  writeFileSync(path.join(directory, 'chunks', 'tiny.js'), 'x=1');
  writeFileSync(path.join(directory, 'chunks', 'font.woff2'), 'not text '.repeat(300));
  // A copy left by an earlier build of a file that no longer gets one.
  writeFileSync(path.join(directory, 'chunks', 'tiny.js.br'), 'stale');
  expect(precompressStatic(directory)).toBe(2);
  const files = loadPrecompressed(directory);
  server = http.createServer((request, response) => {
    const urlPath = (request.url ?? '/').split('?')[0] ?? '/';
    if (answerPrecompressed(files, request, response, urlPath)) return;
    response.writeHead(200, { 'x-answered-by': 'next' });
    response.end('from next');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(directory, { recursive: true, force: true });
});

function get(urlPath: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // Options, not a URL: a URL would resolve the dot segments before they reach the server.
    const request = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the build’s files sent as compressed at build time', () => {
  it('sends Brotli to a browser that takes it, smaller than gzip, and the same file once decoded', async () => {
    const answer = await get('/_next/static/chunks/abc123.js?dpl=1', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    const gzip = await get('/_next/static/chunks/abc123.js', { 'accept-encoding': 'gzip' });
    expect(answer.body.length).toBeLessThan(gzip.body.length);
  });

  it('sends gzip where Brotli is refused or not offered', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const answer = await get('/_next/static/chunks/style9.css', { 'accept-encoding': acceptEncoding });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['content-type']).toBe('text/css; charset=UTF-8');
      expect(gunzipSync(answer.body).toString()).toBe(STYLE);
    }
  });

  it('leaves to Next.js what it holds no copy for: no compression taken, a range, a tiny file, another path, a POST', async () => {
    const cases: [string, Record<string, string>, string?][] = [
      ['/_next/static/chunks/abc123.js', { 'accept-encoding': 'identity' }],
      ['/_next/static/chunks/abc123.js', {}],
      ['/_next/static/chunks/abc123.js', { 'accept-encoding': 'br', range: 'bytes=0-10' }],
      ['/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/../chunks/abc123.js', { 'accept-encoding': 'br' }],
      ['/auto', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/abc123.js', { 'accept-encoding': 'br' }, 'POST'],
    ];
    for (const [urlPath, headers, method] of cases) {
      const answer = await get(urlPath, headers, method);
      expect(answer.headers['x-answered-by'], `${method ?? 'GET'} ${urlPath} ${JSON.stringify(headers)}`).toBe('next');
    }
  });

  it('answers a HEAD with the headers only and a repeated fetch with 304', async () => {
    const head = await get('/_next/static/chunks/abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    const etag = String(head.headers.etag);
    expect((await get('/_next/static/chunks/abc123.js', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304);
    // The gzip copy is another representation: its tag does not match the Brotli one.
    expect((await get('/_next/static/chunks/abc123.js', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
  });
});

describe('acceptsCoding', () => {
  it('reads names case-insensitively and honours q=0', () => {
    expect(acceptsCoding({ 'accept-encoding': 'GZIP, BR' }, 'br')).toBe(true);
    expect(acceptsCoding({ 'accept-encoding': 'gzip;q=0.5, br;q=0' }, 'br')).toBe(false);
    expect(acceptsCoding({ 'accept-encoding': 'gzip;q=0.5, br;q=0' }, 'gzip')).toBe(true);
    expect(acceptsCoding({}, 'gzip')).toBe(false);
  });
});

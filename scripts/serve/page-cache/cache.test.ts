import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createNonce } from '../../../src/lib/security/csp';
import { PageCache, PAGE_CACHE_HEADER } from './cache';
import { pageCacheKey, type PageCookieNames } from './eligibility';
import { isRefresh, REFRESH_HEADER, refreshHeaders, refreshOver, type Refresh } from './refresh';

const COOKIE = 'viaBOVAG-CorrelationId';
const SECRET = 'a-secret-of-this-process-24';
const NAMES: PageCookieNames = { correlation: COOKIE, consent: 'viaBOVAG-CookieConsent', envBadgeDismissed: 'viaBOVAG-EnvTagDismissed' };

interface Render {
  status?: number;
  type?: string;
  cookie?: string;
  gzip?: boolean;
  body?: (nonce: string) => string;
  /** The render's nonce; by default one of another length than the proxy's, as a foreign render's could be. */
  nonce?: () => string;
}

/** An app server with the page cache in front of a stand-in for Next that renders with a nonce, as the proxy and a page would. */
async function serverWith(render: () => Render, options: { generation?: () => number | undefined; now?: () => number; maxBytes?: number; refresh?: (own: Refresh) => Refresh } = {}) {
  let renders = 0;
  let port = 0;
  const own: Refresh = (request) => refreshOver({ host: '127.0.0.1', port }, SECRET)(request);
  const refresh = options.refresh?.(own);
  const cache = new PageCache({ ttlMs: 60_000, staleMs: 240_000, refresh, maxBytes: options.maxBytes ?? 10_000_000, generation: options.generation ?? (() => 1), correlationCookie: COOKIE, secure: true, now: options.now });
  const server = http.createServer((request, response) => {
    const key = pageCacheKey(request.method, request.url ?? '/', request.headers, NAMES);
    if (key && !isRefresh(request.headers, SECRET) && cache.answer(key, request, response)) return;
    if (key) cache.record(key, request, response);
    renders++;
    const { status = 200, type = 'text/html; charset=utf-8', cookie, gzip = true, body = (nonce: string) => `<html><head><script nonce="${nonce}">1</script></head><body>${'<p>Volkswagen Golf</p>'.repeat(200)}<script nonce="${nonce}">2</script></body></html>`, nonce: makeNonce = () => Math.random().toString(36).slice(2, 12) } = render();
    const nonce = makeNonce();
    response.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    response.setHeader('link', `</a.css>; rel=preload; as="style"; nonce="${nonce}"`);
    response.setHeader('x-content-type-options', 'nosniff');
    response.setHeader('set-cookie', [`${COOKIE}=first-visitor-id; Path=/`, ...(cookie ? [cookie] : [])]);
    response.setHeader('content-type', type);
    const html = Buffer.from(body(nonce));
    if (gzip) response.setHeader('content-encoding', 'gzip');
    response.statusCode = status;
    // Written in two parts, as a streamed render is.
    const bytes = gzip ? gzipSync(html) : html;
    response.write(bytes.subarray(0, 100));
    response.end(bytes.subarray(100));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    cache,
    renders: () => renders,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The page after the cache has had a moment to keep it (it keeps it once the answer has left). */
async function get(base: string, path = '/auto', headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers });
  const text = await response.text();
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { response, text, nonce: /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '' };
}

/** The answer's bytes as sent (fetch would decode them), its coding and its nonce. */
async function rawGet(base: string, headers: Record<string, string>) {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(base + '/auto', { headers }, resolve).on('error', reject));
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy'] ?? ''))?.[1] ?? '';
  return { encoding: response.headers['content-encoding'], body: Buffer.concat(chunks), nonce };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('the app server’s page cache (decision 044)', () => {
  it('answers the second visit from the kept page, with a nonce of its own in the policy and every script', async () => {
    const server = await serverWith(() => ({}));
    close = server.close;
    const first = await get(server.base);
    expect(first.response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    const second = await get(server.base);
    expect(server.renders()).toBe(1);
    expect(second.response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(second.response.headers.get('content-encoding')).toBe('gzip');
    expect(second.nonce).toMatch(/^[A-Za-z0-9+/]{22}$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.text).toBe(first.text.replaceAll(first.nonce, second.nonce));
    expect(second.text).not.toContain(first.nonce);
    expect(second.response.headers.get('link')).toBe(`</a.css>; rel=preload; as="style"; nonce="${second.nonce}"`);
    expect(second.response.headers.get('x-content-type-options')).toBe('nosniff');
    // Each visitor gets a correlation id of their own, never the first visitor's.
    const id = second.response.headers.get('x-correlation-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.response.headers.getSetCookie()).toEqual([`${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Secure`]);
    // A visitor with their correlation cookie keeps it and gets no new one.
    const known = await get(server.base, '/auto', { cookie: `${COOKIE}=abcdef12-3456` });
    expect(known.response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(known.response.headers.get('x-correlation-id')).toBe('abcdef12-3456');
    expect(known.response.headers.getSetCookie()).toEqual([]);
    // Without gzip the same page, uncompressed.
    const plain = await fetch(server.base + '/auto', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainNonce = /'nonce-([^']+)'/.exec(plain.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(await plain.text()).toBe(first.text.replaceAll(first.nonce, plainNonce));
  });

  it('answers as Brotli once the kept page is compressed, with the new nonce in every place (decision 052)', async () => {
    const server = await serverWith(() => ({ nonce: createNonce }));
    close = server.close;
    const first = await get(server.base);
    // The Brotli copy is made after the page is kept; until then gzip.
    for (let wait = 0; wait < 50 && server.cache.size > 0; wait++) {
      const raw = await rawGet(server.base, { 'accept-encoding': 'gzip, br' });
      if (raw.encoding === 'br') {
        const text = brotliDecompressSync(raw.body).toString();
        expect(raw.nonce).toMatch(/^[A-Za-z0-9+/]{22}$/);
        expect(raw.nonce).not.toBe(first.nonce);
        expect(text).toBe(first.text.replaceAll(first.nonce, raw.nonce));
        expect(server.renders()).toBe(1);
        // A client that takes gzip only still gets gzip.
        const gzip = await rawGet(server.base, { 'accept-encoding': 'gzip' });
        expect(gzip.encoding).toBe('gzip');
        return;
      }
      expect(raw.encoding).toBe('gzip');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('never answered as Brotli');
  });

  it('renders again for a request that may see another page: other cookies, the client router, A/B flags, another host or app store', async () => {
    const server = await serverWith(() => ({}));
    close = server.close;
    await get(server.base);
    const variants: Record<string, string>[] = [{ cookie: 'viaBOVAG-Favorites=12' }, { rsc: '1' }, { 'x-ab-test-cards': 'true' }, { 'x-test-feature-flags': 'x' }, { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)' }, { 'x-forwarded-host': 'elders.example' }];
    for (const headers of variants) {
      const { response } = await get(server.base, '/auto', headers);
      expect(response.headers.get(PAGE_CACHE_HEADER), JSON.stringify(headers)).not.toBe('hit');
    }
    expect((await get(server.base, '/auto?pagina=2')).response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    for (const path of ['/api/client/search/results', '/robots.txt', '/sitemaps/auto-1.xml', '/_next/static/chunks/a.js', '/zoekopdracht/bevestigen/abc123', '/nieuwsbrief', '/favorieten', '/verzekering/autoverzekering/aanvraag']) {
      expect((await get(server.base, path)).response.headers.get(PAGE_CACHE_HEADER), path).toBeNull();
    }
  });

  it('keeps no error, no other content, no page that sets a cookie, and none without a nonce', async () => {
    for (const render of [{ status: 404 }, { type: 'application/json' }, { cookie: 'flash=1; Path=/' }, { body: () => '<p>no scripts</p>' }]) {
      const server = await serverWith(() => render);
      await get(server.base);
      const again = await get(server.base);
      expect(again.response.headers.get(PAGE_CACHE_HEADER), JSON.stringify(render)).toBe('miss');
      expect(server.renders()).toBe(2);
      await server.close();
    }
  });

  it('renders again when the listings changed or the page grew old, and keeps within its bytes', async () => {
    let generation = 1;
    let now = 0;
    const server = await serverWith(() => ({}), { generation: () => generation, now: () => now });
    close = server.close;
    await get(server.base);
    expect((await get(server.base)).response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    generation = 2;
    expect((await get(server.base)).response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect((await get(server.base)).response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    now = 60_001;
    expect((await get(server.base)).response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    const small = await serverWith(() => ({}), { maxBytes: 6_000 });
    await get(small.base, '/a');
    await get(small.base, '/b');
    expect(small.cache.size).toBe(1);
    expect((await get(small.base, '/b')).response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect((await get(small.base, '/a')).response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    await small.close();
  });

  it('answers a page past its time once more while it renders it again, then the new render (decision 047)', async () => {
    let now = 0;
    let refreshes = 0;
    let rendered = 0;
    const server = await serverWith(() => ({ body: (nonce) => `<html><script nonce="${nonce}">1</script><p>render ${++rendered}</p>${'<p>Golf</p>'.repeat(200)}</html>` }), {
      now: () => now,
      refresh: (own) => (request) => {
        refreshes++;
        return new Promise((resolve) => setTimeout(resolve, 30)).then(() => own(request));
      },
    });
    close = server.close;
    await get(server.base);
    now = 60_001;
    // Three visitors at once past the minute: all get the old page at once, and one new render is made.
    const stale = await Promise.all([get(server.base), get(server.base), get(server.base)]);
    for (const { response, text } of stale) {
      expect(response.headers.get(PAGE_CACHE_HEADER)).toBe('stale');
      expect(text).toContain('render 1');
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(refreshes).toBe(1);
    expect(server.renders()).toBe(2);
    const fresh = await get(server.base);
    expect(fresh.response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(fresh.text).toContain('render 2');
    // A visitor cannot force a render with the header: without the secret it is any visitor.
    const guessed = await get(server.base, '/auto', { [REFRESH_HEADER]: 'a-guess-of-the-secret-24!' });
    expect(guessed.response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    // Past its time and the stale time after it, the page is rendered for the visitor who asks.
    now = 60_001 + 60_001 + 240_000;
    expect((await get(server.base)).response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(server.renders()).toBe(3);
  });

  it('compresses a new render of a page asked again as Brotli at once, a page asked once not at all (decision 052)', async () => {
    let now = 0;
    let rendered = 0;
    const server = await serverWith(() => ({ nonce: createNonce, body: (nonce) => `<html><script nonce="${nonce}">1</script><p>render ${++rendered}</p>${'<p>Golf</p>'.repeat(200)}</html>` }), { now: () => now, refresh: (own) => own });
    close = server.close;
    await get(server.base);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Kept, never asked again: no Brotli yet, and its first answer from the cache is gzip.
    expect((await rawGet(server.base, { 'accept-encoding': 'br, gzip' })).encoding).toBe('gzip');
    // That answer started the compression; the page is Brotli soon after.
    let encoding: string | undefined;
    for (let attempt = 0; attempt < 40 && encoding !== 'br'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      encoding = (await rawGet(server.base, { 'accept-encoding': 'br, gzip' })).encoding;
    }
    expect(encoding).toBe('br');
    now = 60_001;
    expect((await rawGet(server.base, { 'accept-encoding': 'br, gzip' })).encoding).toBe('br');
    // That answer was stale and renders the page anew; the new render is compressed as it is kept,
    // with no visitor asking for it meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const fresh = await rawGet(server.base, { 'accept-encoding': 'br, gzip' });
    expect(fresh.encoding).toBe('br');
    expect(brotliDecompressSync(fresh.body).toString()).toContain('render 2');
  });

  it('renders a page the listings changed under for the visitor, not from the old one', async () => {
    let generation = 1;
    let now = 0;
    const server = await serverWith(() => ({}), { generation: () => generation, now: () => now, refresh: (own) => own });
    close = server.close;
    await get(server.base);
    now = 60_001;
    generation = 2;
    expect((await get(server.base)).response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
  });

  it('asks for the new render with the visitor’s page headers, gzip and the secret, without their request id', () => {
    const headers = refreshHeaders({ host: 'example.nl', 'user-agent': 'UA', cookie: 'c=1', 'x-request-id': 'abc', 'if-none-match': 'W/"1"', 'accept-encoding': 'br' }, SECRET);
    expect(headers).toEqual({ host: 'example.nl', 'user-agent': 'UA', cookie: 'c=1', 'accept-encoding': 'gzip', [REFRESH_HEADER]: SECRET });
    expect(isRefresh(headers, SECRET)).toBe(true);
    expect(isRefresh({ [REFRESH_HEADER]: SECRET.replace('a', 'b') }, SECRET)).toBe(false);
    expect(isRefresh({}, SECRET)).toBe(false);
  });

  it('keeps nothing while the index is not ready', async () => {
    const server = await serverWith(() => ({}), { generation: () => undefined });
    close = server.close;
    await get(server.base);
    const again = await get(server.base);
    expect(again.response.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(server.renders()).toBe(2);
  });
});

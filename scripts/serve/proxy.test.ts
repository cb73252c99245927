import { once } from 'node:events';
import { rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_CONNECTIONS, createProxy, type ProxyOptions } from './proxy';

/** An app server on a Unix socket and a front door on a TCP port, as scripts/serve.ts wires them. */
async function frontDoorTo(app: http.RequestListener | null, options: ProxyOptions = {}) {
  const socketPath = path.join(os.tmpdir(), `proxy-test-${process.pid}-${Math.random().toString(36).slice(2)}.sock`);
  const upstream = app ? http.createServer(app) : null;
  if (upstream) {
    upstream.listen(socketPath);
    await once(upstream, 'listening');
  }
  const proxy = createProxy(socketPath, (response) => {
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end('{"status":502,"message":"Bad Gateway"}');
  }, options);
  const door = http.createServer((request, response) => proxy.forward(request, response));
  door.listen(0, '127.0.0.1');
  await once(door, 'listening');
  const base = `http://127.0.0.1:${(door.address() as AddressInfo).port}`;
  const close = async () => {
    proxy.close();
    door.closeAllConnections();
    upstream?.closeAllConnections();
    await Promise.all([new Promise((resolve) => door.close(resolve)), upstream && new Promise((resolve) => upstream.close(resolve))]);
    rmSync(socketPath, { force: true });
  };
  return { base, proxy, close, upstream };
}

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('the front door’s proxy to the app server', () => {
  it('passes method, path, headers and body through, and status, every cookie and body back', async () => {
    const door = await frontDoorTo(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      response.writeHead(201, { 'content-type': 'application/json', 'x-app': 'yes' });
      response.end(JSON.stringify({ method: request.method, url: request.url, host: request.headers.host, forwarded: request.headers['x-forwarded-for'], body: Buffer.concat(chunks).toString() }));
    });
    cleanup = door.close;
    const response = await fetch(`${door.base}/api/x?q=1`, { method: 'POST', body: '{"hallo":"wereld"}', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.1' } });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(response.headers.get('x-app')).toBe('yes');
    expect(await response.json()).toEqual({ method: 'POST', url: '/api/x?q=1', host: new URL(door.base).host, forwarded: '10.0.0.1', body: '{"hallo":"wereld"}' });
  });

  it('streams a long answer as the app writes it', async () => {
    let release: () => void = () => undefined;
    const door = await frontDoorTo((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<p>eerst</p>');
      release = () => response.end('<p>later</p>');
    });
    cleanup = door.close;
    const response = await fetch(`${door.base}/auto`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    // The first part arrives before the app has finished: nothing is buffered in between.
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<p>eerst</p>');
    release();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += new TextDecoder().decode(part.value);
    expect(rest).toBe('<p>later</p>');
  });

  it('answers 502 when the app server is not there, and the front door keeps serving', async () => {
    const door = await frontDoorTo(null);
    cleanup = door.close;
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${door.base}/`);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ status: 502, message: 'Bad Gateway' });
    }
  });

  it('queues a burst beyond what the app server takes at once: every request answered, none 502 (issue 50)', async () => {
    // A link checker sends 100 requests at once. Each on a connection of its own, they waited in
    // the app socket's accept queue while a render held the app's event loop, and past its length
    // the kernel refused them (EAGAIN): 502. The front door keeps its connections to the app
    // within APP_CONNECTIONS, far below that queue's 511, and lines the rest up itself.
    let open = 0;
    let most = 0;
    const door = await frontDoorTo((_request, response) => {
      most = Math.max(most, ++open);
      setTimeout(() => {
        open--;
        response.end('ok');
      }, 100);
    });
    cleanup = door.close;
    const statuses = await Promise.all(Array.from({ length: 150 }, (_, index) => fetch(`${door.base}/auto?p=${index}`).then(async (response) => (await response.text(), response.status))));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(most).toBeLessThanOrEqual(APP_CONNECTIONS);
  });

  it('answers 503 with Retry-After once more requests wait than it keeps in line', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const door = await frontDoorTo((_request, response) => void held.then(() => response.end('ok')), { connections: 1, maxQueued: 2 });
    cleanup = door.close;
    const first = Array.from({ length: 3 }, () => fetch(`${door.base}/auto`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const over = await fetch(`${door.base}/auto`);
    expect(over.status).toBe(503);
    expect(over.headers.get('retry-after')).toBe('2');
    expect(await over.json()).toEqual({ status: 503, message: 'Service Unavailable' });
    release();
    expect((await Promise.all(first)).map((response) => response.status)).toEqual([200, 200, 200]);
  });

  it('asks the app server a question of its own (health) with a time limit', async () => {
    const door = await frontDoorTo((request, response) => {
      if (request.url === '/slow') return; // never answers
      response.end('{"status":"ok"}');
    });
    cleanup = door.close;
    await expect(door.proxy.ask('/api/health', 1000)).resolves.toEqual({ status: 200, text: '{"status":"ok"}' });
    await expect(door.proxy.ask('/slow', 50)).rejects.toThrow('timeout');
  });

  it('sends a read again on a new connection when the app server closed the reused one as it left', async () => {
    // The app server closes each connection as its second request arrives: the race with an idle
    // close (keepAliveTimeout), made certain.
    const served = new WeakMap<object, number>();
    const door = await frontDoorTo((request, response) => {
      const count = (served.get(request.socket) ?? 0) + 1;
      served.set(request.socket, count);
      if (count > 1) return void request.socket.destroy();
      response.end(`antwoord op ${request.method} ${request.url}`);
    });
    cleanup = door.close;
    const first = await fetch(`${door.base}/_next/static/chunks/a.js`);
    expect(await first.text()).toBe('antwoord op GET /_next/static/chunks/a.js');
    const again = await fetch(`${door.base}/_next/static/chunks/b.js`);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('antwoord op GET /_next/static/chunks/b.js');
    // A request with a body may have been read: it is not sent twice, the visitor gets the 502.
    const posted = await fetch(`${door.base}/api/lead`, { method: 'POST', body: '{}' });
    expect(posted.status).toBe(502);
  });

  it('closes a connection to the app server that stayed unused, before the app server would', async () => {
    const door = await frontDoorTo((_request, response) => response.end('ok'), { freeSocketMs: 100 });
    cleanup = door.close;
    const upstream = door.upstream as http.Server;
    const open = () => new Promise<number>((resolve, reject) => upstream.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    expect(await (await fetch(`${door.base}/`)).text()).toBe('ok');
    expect(await open()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await open()).toBe(0);
  });

  it('never cuts an answer under way, however long the app is silent (a feed push of 1,000 listings)', async () => {
    const door = await frontDoorTo((_request, response) => void setTimeout(() => response.end('klaar'), 400), { freeSocketMs: 100 });
    cleanup = door.close;
    const response = await fetch(`${door.base}/api/dealer/v1/listings`, { method: 'POST', body: '[]' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('klaar');
  });
});

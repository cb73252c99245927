import { once } from 'node:events';
import { rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createProxy } from './proxy';

/** An app server on a Unix socket and a front door on a TCP port, as scripts/serve.ts wires them. */
async function frontDoorTo(app: http.RequestListener | null) {
  const socketPath = path.join(os.tmpdir(), `proxy-test-${process.pid}-${Math.random().toString(36).slice(2)}.sock`);
  const upstream = app ? http.createServer(app) : null;
  if (upstream) {
    upstream.listen(socketPath);
    await once(upstream, 'listening');
  }
  const proxy = createProxy(socketPath, (response) => {
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end('{"status":502,"message":"Bad Gateway"}');
  });
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
  return { base, proxy, close };
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

  it('asks the app server a question of its own (health) with a time limit', async () => {
    const door = await frontDoorTo((request, response) => {
      if (request.url === '/slow') return; // never answers
      response.end('{"status":"ok"}');
    });
    cleanup = door.close;
    await expect(door.proxy.ask('/api/health', 1000)).resolves.toEqual({ status: 200, text: '{"status":"ok"}' });
    await expect(door.proxy.ask('/slow', 50)).rejects.toThrow('timeout');
  });
});

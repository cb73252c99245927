import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackConnections } from './idle-connections';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** A server whose handler waits for `release` on /slow; the clock is the test's. */
async function trackedServer() {
  let now = 0;
  let release: (() => void) | undefined;
  const server = http.createServer((request, response) => {
    if (request.url === '/slow') release = () => void response.end('slow');
    else response.end('ok');
  });
  const tracker = trackConnections(server, () => now);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string) =>
    new Promise<string>((resolve, reject) => {
      http.get(`${base}${path}`, { agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      }).on('error', reject);
    });
  cleanup = async () => {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { tracker, get, agent, tick: (ms: number) => (now += ms), taken: () => vi.waitFor(() => expect(release).toBeDefined()), release: () => release?.() };
}

describe('trackConnections', () => {
  it('keeps a connection that answered a moment ago and closes it once it has been idle for the grace', async () => {
    const { tracker, get, tick } = await trackedServer();
    expect(await get('/')).toBe('ok');
    tick(999);
    expect(tracker.closeIdleFor(1_000)).toBe(0);
    expect(tracker.size).toBe(1);
    tick(1);
    expect(tracker.closeIdleFor(1_000)).toBe(1);
  });

  it('never closes a connection with a request under way, however long it takes', async () => {
    const { tracker, get, tick, taken, release } = await trackedServer();
    const slow = get('/slow');
    await taken();
    tick(60_000);
    expect(tracker.closeIdleFor(1_000)).toBe(0);
    release();
    expect(await slow).toBe('slow');
    // Answered at the current time: idle from now, not from when the connection opened.
    expect(tracker.closeIdleFor(1_000)).toBe(0);
    tick(1_000);
    expect(tracker.closeIdleFor(1_000)).toBe(1);
  });

  it('forgets a connection the client closed', async () => {
    const { tracker, get, agent } = await trackedServer();
    await get('/');
    agent.destroy();
    await vi.waitFor(() => expect(tracker.size).toBe(0));
  });
});

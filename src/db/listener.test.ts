import net, { type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ReconnectingListener, RETRY_MAX_MS, RETRY_MIN_MS, retryDelay } from './listener';

describe('retryDelay', () => {
  it('doubles from half a second', () => {
    expect([0, 1, 2, 3].map((attempt) => retryDelay(attempt))).toEqual([RETRY_MIN_MS, 1_000, 2_000, 4_000]);
  });

  it('never waits longer than the maximum, however many attempts failed', () => {
    expect(retryDelay(6)).toBe(RETRY_MAX_MS);
    expect(retryDelay(10_000)).toBe(RETRY_MAX_MS);
  });

  it('takes other bounds', () => {
    expect([0, 1, 2, 3].map((attempt) => retryDelay(attempt, 10, 30))).toEqual([10, 20, 30, 30]);
  });
});

describe('ReconnectingListener', () => {
  it('stops at once while it is still connecting to a server that does not answer (a shutdown must not wait)', async () => {
    // Takes the connection and never says a word, like a server behind a dropped route.
    const sockets: Socket[] = [];
    const server = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const silent = { warn: () => undefined, info: () => undefined };
      const listener = new ReconnectingListener({ url: `postgres://nobody@127.0.0.1:${port}/none`, channel: 'c', onMessage: () => undefined, log: silent });
      const starting = listener.start();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const stopAt = Date.now();
      await listener.stop();
      await expect(starting).rejects.toThrow();
      expect(Date.now() - stopAt).toBeLessThan(2_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

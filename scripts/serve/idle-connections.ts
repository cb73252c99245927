import type http from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long each keep-alive connection has been without a request, so the graceful stop closes only
 * those idle for a while (decision 038). Node's own `closeIdleConnections()` — which `server.close()`
 * calls too — also closes a connection that answered a moment ago and whose next request is on the
 * wire: the client then reads a reset instead of an answer. A client that reuses a connection does
 * so at once; one quiet for IDLE_GRACE_MS is not about to.
 */
export const IDLE_GRACE_MS = 1_000;

export interface ConnectionTracker {
  /** Closes every connection with no request under way for at least `graceMs`; returns how many. */
  closeIdleFor(graceMs: number, now?: number): number;
  readonly size: number;
}

export function trackConnections(server: http.Server, clock: () => number = Date.now): ConnectionTracker {
  const idleSince = new Map<Socket, number>();
  // Requests under way per connection: more than one when a client pipelines.
  const underWay = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    idleSince.set(socket, clock());
    socket.once('close', () => {
      idleSince.delete(socket);
      underWay.delete(socket);
    });
  });
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const socket = request.socket;
    underWay.set(socket, (underWay.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (underWay.get(socket) ?? 1) - 1;
      if (left > 0) underWay.set(socket, left);
      else underWay.delete(socket);
      if (idleSince.has(socket)) idleSince.set(socket, clock());
    });
  });
  return {
    closeIdleFor(graceMs, now = clock()) {
      let closed = 0;
      for (const [socket, since] of idleSince) {
        if (underWay.has(socket) || now - since < graceMs) continue;
        socket.destroy();
        closed++;
      }
      return closed;
    },
    get size() {
      return idleSince.size;
    },
  };
}

/**
 * Hands a request to the app server over its Unix socket and streams the answer back. Kept small
 * on purpose: the app server does everything a site does; this only moves bytes and hop headers.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1): never passed on. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/**
 * How long a connection to the app server may wait unused before the front door closes it: well
 * inside the app server's own `keepAliveTimeout` (65 s) and Node's `headersTimeout` (60 s). Left
 * open, an idle connection is closed by the app server, and a burst of requests (a page's script
 * chunks) that picks it up at that moment reads a reset: CI saw it as a 502 for two chunks.
 */
export const FREE_SOCKET_MS = 30_000;

/**
 * Connections to the app server at once. The app renders on one thread, so more at once is not
 * more work done, and each new connection waits in the app socket's accept queue: while a render
 * or a route's first compile holds the app's event loop, a burst (a crawler's 100 requests at
 * once) filled that queue and the kernel refused the rest outright (EAGAIN), which the visitor read
 * as 502 (issue 50). Past this number requests wait here, in order, and lose nothing.
 */
export const APP_CONNECTIONS = 32;
/**
 * Requests that may wait for a connection beyond those under way. Past it the app is overloaded,
 * not busy: an honest 503 with Retry-After lets a crawler or a balancer come back, where a longer
 * line would only make every waiting visitor later.
 */
export const MAX_QUEUED = 2000;
export const RETRY_AFTER_SECONDS = 2;

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_HEADERS.has(name) && value !== undefined) kept[name] = value;
  return kept;
}

/** A GET or HEAD with no body: the same request sent twice asks the same thing. */
function isBodilessRead(request: IncomingMessage): boolean {
  const { method, headers } = request;
  return (method === 'GET' || method === 'HEAD') && !headers['transfer-encoding'] && (headers['content-length'] ?? '0') === '0';
}

export interface ProxyOptions {
  freeSocketMs?: number;
  connections?: number;
  maxQueued?: number;
  /** Headers of the front door's own answers (the security headers every answer carries). */
  answerHeaders?: Record<string, string>;
}

export function createProxy(socketPath: string, onUnreachable: (response: ServerResponse) => void, { freeSocketMs = FREE_SOCKET_MS, connections = APP_CONNECTIONS, maxQueued = MAX_QUEUED, answerHeaders = {} }: ProxyOptions = {}) {
  // Reused connections: a new Unix connection per request would cost more than the hop itself.
  // The agent's timeout closes a connection only while it is free (Node's Agent), never mid-answer;
  // past maxSockets it keeps requests in its own queue until a connection is free.
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections, timeout: freeSocketMs });
  let underWay = 0;

  function overloaded(response: ServerResponse): void {
    response.writeHead(503, { ...answerHeaders, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(RETRY_AFTER_SECONDS) });
    response.end(JSON.stringify({ status: 503, message: 'Service Unavailable' }));
  }

  function forward(request: IncomingMessage, response: ServerResponse): void {
    if (underWay >= connections + maxQueued) {
      request.resume();
      return overloaded(response);
    }
    underWay++;
    response.once('close', () => underWay--);
    const headers = endToEnd(request.headers);
    if (request.headers['transfer-encoding']) headers['transfer-encoding'] = request.headers['transfer-encoding'];
    const retryable = isBodilessRead(request);
    let upstream: http.ClientRequest;
    const send = (retried: boolean): void => {
      upstream = http.request({ socketPath, agent, method: request.method, path: request.url, headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
        answer.pipe(response);
      });
      const sent = upstream;
      sent.on('error', () => {
        // A reused connection that fails before any answer was closed by the app server as the
        // request left: the app never read it, so a read is sent once more on a new connection.
        if (retryable && !retried && sent.reusedSocket && !response.headersSent && !response.destroyed) return send(true);
        if (!response.headersSent) onUnreachable(response);
        else response.destroy();
      });
      if (retryable) sent.end();
      else request.pipe(sent);
    };
    if (retryable) request.resume();
    send(false);
    // A visitor who leaves stops the render they asked for.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
  }

  /** GET a path on the app server: the front door's own questions (health). */
  function ask(path: string, timeoutMs: number): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const call = http.get({ socketPath, agent, path, headers: { host: 'localhost' }, timeout: timeoutMs }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        answer.on('error', reject);
      });
      call.on('timeout', () => call.destroy(new Error('timeout')));
      call.on('error', reject);
    });
  }

  return { forward, ask, close: () => agent.destroy() };
}

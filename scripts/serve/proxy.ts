/**
 * Hands a request to the app server over its Unix socket and streams the answer back. Kept small
 * on purpose: the app server does everything a site does; this only moves bytes and hop headers.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1): never passed on. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_HEADERS.has(name) && value !== undefined) kept[name] = value;
  return kept;
}

export function createProxy(socketPath: string, onUnreachable: (response: ServerResponse) => void) {
  // Reused connections: a new Unix connection per request would cost more than the hop itself.
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 64 });

  function forward(request: IncomingMessage, response: ServerResponse): void {
    const headers = endToEnd(request.headers);
    if (request.headers['transfer-encoding']) headers['transfer-encoding'] = request.headers['transfer-encoding'];
    const upstream = http.request({ socketPath, agent, method: request.method, path: request.url, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) onUnreachable(response);
      else response.destroy();
    });
    // A visitor who leaves stops the render they asked for.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
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

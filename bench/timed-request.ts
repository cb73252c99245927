/**
 * One request timed to its last byte, as the benchmarks that time a server one request at a time
 * need it (bench:http, bench:pages). One connection per origin kept open, as a browser keeps one.
 * Node's own client rather than `fetch`: undici's objects per request, and the unpacking of a
 * gzip-compressed page, made the client collect garbage in the middle of the timings (the trivial
 * route's p99 read 4–6 ms with `fetch`, about 1 ms with this; a kept page's p95 read 25 ms, 5 ms
 * with this). The answer is asked gzip-compressed, as a browser asks, and read whole, not unpacked.
 */
import http from 'node:http';

export interface TimedCall {
  method: 'GET' | 'POST' | 'HEAD';
  /** The whole URL: origin and path. */
  url: string;
  body?: string;
  headers?: Record<string, string>;
}

const agents = new Map<string, http.Agent>();

function agentFor(url: string): http.Agent {
  const origin = new URL(url).origin;
  let agent = agents.get(origin);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.set(origin, agent);
  }
  return agent;
}

/** Milliseconds from the request's start to the answer's last byte; rejects on a status outside 2xx. */
export function timedRequest(call: TimedCall): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...call.headers };
    if (call.body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(call.body)) });
    const request = http.request(call.url, { method: call.method, agent: agentFor(call.url), headers }, (response) => {
      response.on('error', reject);
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) reject(new Error(`${call.method} ${call.url} answered ${status}`));
        else resolve(performance.now() - started);
      });
      response.resume();
    });
    request.on('error', reject);
    request.end(call.body);
  });
}

/** Closes the kept connections, so the process can end. */
export function closeTimedConnections(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

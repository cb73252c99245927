/**
 * The production server: Next.js behind a small front door (decision 017). `next start` hands a
 * route handler no socket address, only an `X-Forwarded-For` that it fills in when the client left
 * it out, so without a proxy a visitor could name any address to the rate limits. Here the server
 * that owns the socket writes the header: with TRUSTED_PROXY_COUNT=0 it is the peer's address and
 * nothing else; with proxies, what they appended stands. Method and encoding refusals and the
 * headers of the files the proxy skips are answered here too (src/lib/security/front-door.ts).
 */
import http from 'node:http';
import next from 'next';
import { parseEnv } from '../src/lib/config/env';
import { securityHeaders } from '../src/lib/security/csp';
import { FILE_CSP, frontDoorRefusal, rawPathOf, skipsProxy } from '../src/lib/security/front-door';
import errors from '../public/locales/nl/errors.json' with { type: 'json' };

const env = parseEnv(process.env);
const production = env.APP_ENV === 'production';
const hostname = process.env.LISTEN_HOST || undefined;
const app = next({ dev: false, dir: process.cwd(), port: env.PORT, hostname: hostname ?? 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const headersForAll = securityHeaders(production);

const server = http.createServer((request, response) => {
  const target = request.url ?? '/';
  const refusal = frontDoorRefusal(request.method ?? 'GET', target, errors.malformedUrl);
  if (refusal) {
    response.writeHead(refusal.status, { ...headersForAll, ...refusal.headers });
    response.end(request.method === 'HEAD' ? undefined : refusal.body);
    return;
  }
  if (env.TRUSTED_PROXY_COUNT === 0) {
    // The peer is the client: whatever the client wrote into this header is discarded.
    request.headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
  }
  if (skipsProxy(rawPathOf(target))) {
    for (const [name, value] of Object.entries(headersForAll)) response.setHeader(name, value);
    response.setHeader('Content-Security-Policy', FILE_CSP);
  }
  void handle(request, response);
});
server.listen(env.PORT, hostname, () => {
  console.log(`› Server op poort ${env.PORT}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}

/**
 * The app server: Next.js in its own process, behind the front door (scripts/serve.ts), which owns
 * the public socket, writes X-Forwarded-For and answers /api/health (decision 017). It listens on a
 * Unix socket only the front door knows, so nobody else can hand it a forged header. Method and
 * encoding refusals and the headers of the files the proxy skips are answered here
 * (src/lib/security/front-door.ts). A page's 404 is answered with the full not-found page
 * (./full-not-found.ts).
 */
import http from 'node:http';
import next from 'next';
import { envOrExit } from '../env-or-exit';
import { handleWithFullNotFound } from './full-not-found';
import { securityHeaders } from '../../src/lib/security/csp';
import { fileCsp, frontDoorRefusal, rawPathOf, skipsProxy } from '../../src/lib/security/front-door';
import errors from '../../public/locales/nl/errors.json' with { type: 'json' };

const socketPath = process.env.APP_SOCKET;
if (!socketPath || !process.send) throw new Error('scripts/serve/app-server.ts is started by scripts/serve.ts');

const env = envOrExit();
const production = env.APP_ENV === 'production';
const app = next({ dev: false, dir: process.cwd(), port: env.PORT, hostname: process.env.LISTEN_HOST || 'localhost' });
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
  const path = rawPathOf(target);
  if (skipsProxy(path)) {
    for (const [name, value] of Object.entries(headersForAll)) response.setHeader(name, value);
    response.setHeader('Content-Security-Policy', fileCsp(path));
  }
  handleWithFullNotFound(request, response, handle);
});
// The front door keeps connections open to reuse them; ours must outlive its idle sockets.
server.keepAliveTimeout = 65_000;
server.listen(socketPath, () => process.send?.('ready'));
process.on('disconnect', () => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}

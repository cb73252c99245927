/**
 * The production server's front door (decision 017). It owns the public socket and does three
 * things before a request reaches Next.js, which runs in its own process (scripts/serve/app-server.ts):
 * - writes X-Forwarded-For: with TRUSTED_PROXY_COUNT=0 it is the peer's address and nothing else
 *   (`next start` would hand the handlers whatever the client wrote); with proxies, theirs stands;
 * - answers `GET /api/health` from the app's last health answer, so a balancer's probe is never
 *   queued behind page renders (src/features/operations/health-relay.ts);
 * - streams everything else to the app server over a private Unix socket.
 */
import { fork } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from '../src/lib/security/csp';
import { HEALTH_POLL_MS, parseHealthAnswer, relayedHealth, type LastAnswer } from '../src/features/operations/health-relay';
import { envOrExit } from './env-or-exit';
import { createProxy } from './serve/proxy';

const env = envOrExit();
const hostname = process.env.LISTEN_HOST || undefined;
const SOCKET_NAME = /^marketplace-app-(\d+)\.sock$/;
const socketPath = path.join(os.tmpdir(), `marketplace-app-${process.pid}.sock`);
// A front door that was killed outright leaves its socket file behind: clear those of dead processes.
for (const name of readdirSync(os.tmpdir())) {
  const pid = Number(SOCKET_NAME.exec(name)?.[1]);
  if (pid && (pid === process.pid || !isAlive(pid))) rmSync(path.join(os.tmpdir(), name), { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Beside this file: serve/app-server.ts under tsx, serve/app-server.mjs in the bundle `npm start` runs.
const ownExtension = path.extname(fileURLToPath(import.meta.url));
const app = fork(fileURLToPath(new URL(`./serve/app-server${ownExtension}`, import.meta.url)), [], {
  env: { ...process.env, APP_SOCKET: socketPath },
  execArgv: process.execArgv,
  stdio: 'inherit',
});
app.on('exit', (code, signal) => {
  rmSync(socketPath, { force: true });
  // Without its app the front door only answers errors: stop, so a supervisor restarts both.
  process.exit(code ?? (signal ? 1 : 0));
});
await new Promise<void>((resolve) => app.once('message', () => resolve()));

const headersForAll = securityHeaders(env.APP_ENV === 'production');
const proxy = createProxy(socketPath, (response) => {
  response.writeHead(502, { ...headersForAll, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ status: 502, message: 'Bad Gateway' }));
});

let lastHealth: LastAnswer | undefined;
async function pollHealth(): Promise<void> {
  try {
    const { status, text } = await proxy.ask('/api/health', HEALTH_POLL_MS * 3);
    lastHealth = parseHealthAnswer(status, text, Date.now()) ?? lastHealth;
  } catch {
    // No answer: the last one ages until relayedHealth reports the app as silent.
  }
}
await pollHealth();
// One question at a time: a slow answer delays the next rather than piling up behind it.
(function schedule() {
  setTimeout(() => void pollHealth().finally(schedule), HEALTH_POLL_MS).unref();
})();

const server = http.createServer((request, response) => {
  if (request.url === '/api/health' && (request.method === 'GET' || request.method === 'HEAD')) {
    const { status, body } = relayedHealth(lastHealth, Date.now());
    response.writeHead(status, { ...headersForAll, 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
    return;
  }
  if (env.TRUSTED_PROXY_COUNT === 0) {
    // The peer is the client: whatever the client wrote into this header is discarded.
    request.headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
  }
  proxy.forward(request, response);
});
server.listen(env.PORT, hostname, () => {
  console.log(`› Server op poort ${env.PORT}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    proxy.close();
    app.kill(signal);
  });
}

/**
 * The production server's front door (decision 017). It owns the public socket and does three
 * things before a request reaches Next.js, which runs in its own process (scripts/serve/app-server.ts):
 * - writes X-Forwarded-For: with TRUSTED_PROXY_COUNT=0 it is the peer's address and nothing else
 *   (`next start` would hand the handlers whatever the client wrote); with proxies, theirs stands;
 * - answers `GET /api/health` from the app's last health answer, so a balancer's probe is never
 *   queued behind page renders (src/features/operations/health-relay.ts);
 * - streams everything else to the app server over a private Unix socket;
 * - gives each request its id (`x-request-id`, kept when the caller sent a usable one), which the
 *   app server puts on every log line of the request (src/lib/telemetry/request-id.ts);
 * - stops gracefully on SIGTERM or SIGINT (decision 038): no new connections, `/api/ready` 503 on
 *   the ones still open, every request already taken answered, then the app server stops its jobs
 *   and closes the database; the process exits 0 within SHUTDOWN_BOUND_MS, or 1 if it had to cut.
 */
import { fork } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import http, { type ServerResponse } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processRunning } from '../src/lib/os/process-running';
import { securityHeaders } from '../src/lib/security/csp';
import { REQUEST_ID_HEADER, requestIdFrom } from '../src/lib/telemetry/request-id';
import { HEALTH_POLL_MS, parseHealthAnswer, relayedHealth, type LastAnswer } from '../src/features/operations/health-relay';
import { envOrExit } from './env-or-exit';
import { appExecArgv } from './serve/app-v8-flags';
import { IDLE_GRACE_MS, trackConnections } from './serve/idle-connections';
import { createProxy } from './serve/proxy';

const env = envOrExit();
const hostname = process.env.LISTEN_HOST || undefined;
const SOCKET_NAME = /^marketplace-app-(\d+)\.sock$/;
const socketPath = path.join(os.tmpdir(), `marketplace-app-${process.pid}.sock`);
// A front door that was killed outright leaves its socket file behind: clear those of dead processes.
for (const name of readdirSync(os.tmpdir())) {
  const pid = Number(SOCKET_NAME.exec(name)?.[1]);
  if (pid && (pid === process.pid || !processRunning(pid))) rmSync(path.join(os.tmpdir(), name), { force: true });
}

// Beside this file: serve/app-server.ts under tsx, serve/app-server.mjs in the bundle `npm start` runs.
const ownExtension = path.extname(fileURLToPath(import.meta.url));
const app = fork(fileURLToPath(new URL(`./serve/app-server${ownExtension}`, import.meta.url)), [], {
  env: { ...process.env, APP_SOCKET: socketPath },
  execArgv: appExecArgv(process.execArgv, process.env.NODE_OPTIONS),
  stdio: 'inherit',
});
app.on('exit', (code, signal) => {
  rmSync(socketPath, { force: true });
  // Without its app the front door only answers errors: stop, so a supervisor restarts both.
  process.exit(code ?? (signal ? 1 : 0));
});
await new Promise<void>((resolve) => app.once('message', () => resolve()));

const headersForAll = securityHeaders(env.APP_ENV === 'production');
// 502 only where the app server cannot be reached at all (it then exits, and so does this
// process); a burst waits in line, and past the line the answer is 503 with Retry-After.
const proxy = createProxy(
  socketPath,
  (response) => {
    response.writeHead(502, { ...headersForAll, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ status: 502, message: 'Bad Gateway' }));
  },
  { answerHeaders: headersForAll },
);

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

/** The whole stop, from the signal to the exit: within what an orchestrator waits before it kills (30 s by default). */
const SHUTDOWN_BOUND_MS = 20_000;
let draining = false;
/** Requests taken and not yet answered: the stop waits for them. */
const open = new Set<ServerResponse>();

const server = http.createServer((request, response) => {
  const requestId = requestIdFrom((name) => request.headers[name]);
  request.headers[REQUEST_ID_HEADER] = requestId;
  response.setHeader(REQUEST_ID_HEADER, requestId);
  open.add(response);
  response.on('close', () => open.delete(response));
  if (draining) {
    // A request on a connection opened before the stop is answered, and the connection closed after it.
    response.setHeader('connection', 'close');
    if (request.url?.split('?')[0] === '/api/ready') {
      response.writeHead(503, { ...headersForAll, 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ ready: false, draining: true }));
      return;
    }
  }
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
const connections = trackConnections(server);
server.listen(env.PORT, hostname, () => {
  console.log(`› Server op poort ${env.PORT}`);
});

/**
 * The graceful stop. The listening socket closes at once (new connections are refused, so a
 * balancer moves on); requests already taken run to the end, their connections closed after the
 * answer; then the app server is told to stop its jobs and close the database, with what is left of
 * the bound. A second signal changes nothing; past the bound the app is killed and the exit is 1.
 */
function shutDown(signal: NodeJS.Signals): void {
  if (draining) return;
  draining = true;
  const deadline = Date.now() + SHUTDOWN_BOUND_MS;
  console.log(`› ${signal}: geen nieuwe verbindingen; ${open.size} lopende verzoeken worden afgemaakt`);
  setTimeout(() => {
    console.error(`› Afsluiten duurde langer dan ${SHUTDOWN_BOUND_MS / 1000} s: de app wordt gestopt`);
    app.kill('SIGKILL');
    process.exit(1);
  }, SHUTDOWN_BOUND_MS).unref();
  for (const response of open) if (!response.headersSent) response.setHeader('connection', 'close');
  // A keep-alive connection is closed once it has been idle for a moment, not at once: its client may
  // be sending the next request, which then gets an answer (with Connection: close), not a reset.
  const idle = setInterval(() => connections.closeIdleFor(IDLE_GRACE_MS), 100);
  // net's close, not http's: http.Server.close() also closes every idle connection at once (Node ≥ 19).
  net.Server.prototype.close.call(server, () => {
    clearInterval(idle);
    proxy.close();
    // The last second of the bound is the front door's, to see the app exit.
    if (app.connected) app.send({ type: 'shutdown', deadline: deadline - 1000 });
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutDown(signal));

/**
 * The app server: Next.js in its own process, behind the front door (scripts/serve.ts), which owns
 * the public socket, writes X-Forwarded-For and answers /api/health (decision 017). It listens on a
 * Unix socket only the front door knows, so nobody else can hand it a forged header. Method and
 * encoding refusals and the headers of the files the proxy skips are answered here
 * (src/lib/security/front-door.ts). A page's 404 is answered with the full not-found page
 * (./full-not-found.ts). Each request runs with its id (the front door's `x-request-id`), so every
 * log line it writes carries it. It stops when the front door says so, after the front door's last
 * request (decision 038): no new requests, the app's jobs stopped and its database closed by the
 * hook src/instrumentation.ts registered, then exit 0. The search box's suggestions take a fast lane
 * past Next's router (./fast-lane.ts, decision 043); a page asked with no cookie of the visitor's
 * own is answered from the page cache when it holds it fresh (./page-cache, decision 044). A page's
 * script chunks wait for its first photo (./page-scripts, decision 054).
 */
import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import next from 'next';
import { envOrExit } from '../env-or-exit';
import { answerFastLane, type FastLaneContext } from './fast-lane';
import { answerCheckedMultipart, needsMultipartCheck } from './multipart-check';
import { handleWithFullNotFound } from './full-not-found';
import { holdScriptsUntilFirstPhoto, isPageGet } from './page-scripts/response';
import { answerPrecompressed, loadPrecompressed } from './static-files/answer';
import { fastLaneFor } from '../../src/lib/fast-lane';
import { pageGeneration } from '../../src/lib/page-cache';
import { PageCache } from './page-cache/cache';
import { pageCacheKey, type PageCookieNames } from './page-cache/eligibility';
import { isRefresh, refreshOver, refreshSecret } from './page-cache/refresh';
import { cookieNames } from '../../src/lib/config/site';
import { correlationCookieName } from '../../src/lib/telemetry/correlation';
import { securityHeaders } from '../../src/lib/security/csp';
import { fileCsp, frontDoorRefusal, rawPathOf, serverActionRefusal, skipsProxy, staticFilePaths, usableRange } from '../../src/lib/security/front-door';
import errors from '../../public/locales/nl/errors.json' with { type: 'json' };
import { shutDown } from '../../src/features/operations/shutdown';
import { REQUEST_ID_HEADER, requestIdFrom, runWithRequestId } from '../../src/lib/telemetry/request-id';

/** What the kept pages may take together: some 350 search pages at about 180 KB each (text and its compressed parts). */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
const socketPath = process.env.APP_SOCKET;
if (!socketPath || !process.send) throw new Error('scripts/serve/app-server.ts is started by scripts/serve.ts');

const env = envOrExit();
const production = env.APP_ENV === 'production';
const nextHostname = process.env.LISTEN_HOST || 'localhost';
const app = next({ dev: false, dir: process.cwd(), port: env.PORT, hostname: nextHostname });
const handle = app.getRequestHandler();
await app.prepare();
/** The build's scripts and styles, compressed at build time (decision 046). */
const precompressed = loadPrecompressed(join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'static'));

const headersForAll = securityHeaders(production);
/** The paths Next answers from files, where a POST is refused here (Next answered it with a 500). */
const isStaticFile = staticFilePaths(readdirSync(join(process.cwd(), 'public'), { withFileTypes: true }).map((entry) => ({ name: entry.name, folder: entry.isDirectory() })));
const staticRoot = resolve(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'static');
const publicRoot = resolve(process.cwd(), 'public');
/** The size of the file a static path names, or 0 when there is none (Next then answers 404 anyway). */
function staticFileSize(urlPath: string): number {
  const [root, rest] = urlPath.startsWith('/_next/static/') ? [staticRoot, urlPath.slice('/_next/static/'.length)] : [publicRoot, urlPath.slice(1)];
  const file = resolve(root, decodeURIComponent(rest));
  if (!file.startsWith(`${root}/`)) return 0;
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const correlationCookie = correlationCookieName(env.PRODUCT_NAME);
const fastLaneContext: FastLaneContext = {
  headersForAll,
  correlationCookie,
  secure: production,
  onError: (error) => console.error('app server: a fast-lane call failed', error),
};
const names = cookieNames(env.PRODUCT_NAME);
const pageCookies: PageCookieNames = { correlation: correlationCookie, consent: names.consent, envBadgeDismissed: names.envBadgeDismissed };
/**
 * Pages rendered for visitors with no cookie of their own, kept a short while (decision 044); an
 * old one is answered for up to PAGE_STALE_FACTOR times as long again while this server renders it
 * anew by asking itself (decision 047).
 */
const PAGE_STALE_FACTOR = 4;
const secret = refreshSecret();
const pageCache =
  env.PAGE_CACHE_SECONDS > 0
    ? new PageCache({
        ttlMs: env.PAGE_CACHE_SECONDS * 1000,
        staleMs: env.PAGE_CACHE_SECONDS * 1000 * PAGE_STALE_FACTOR,
        refresh: refreshOver({ socketPath }, secret),
        maxBytes: PAGE_CACHE_BYTES,
        generation: pageGeneration,
        correlationCookie,
        secure: production,
      })
    : null;

const server = http.createServer((request, response) => {
  const target = request.url ?? '/';
  const refusal = frontDoorRefusal(request.method ?? 'GET', target, errors.malformedUrl, isStaticFile);
  if (refusal) {
    response.writeHead(refusal.status, { ...headersForAll, ...refusal.headers });
    response.end(request.method === 'HEAD' ? undefined : refusal.body);
    return;
  }
  const path = rawPathOf(target);
  const actionRefusal = serverActionRefusal({
    method: request.method ?? 'GET',
    path,
    nextAction: header(request.headers['next-action']),
    origin: header(request.headers.origin),
    host: request.headers.host,
    forwardedHost: header(request.headers['x-forwarded-host']),
    ownHost: nextHostname,
  });
  if (actionRefusal) {
    response.writeHead(actionRefusal.status, { ...headersForAll, ...actionRefusal.headers });
    response.end(actionRefusal.body);
    return;
  }
  if (request.headers.range && isStaticFile(path) && !usableRange(request.headers.range, staticFileSize(path))) delete request.headers.range;
  if (needsMultipartCheck(request.method, path, request.headers, secret)) {
    void answerCheckedMultipart(request, response, { socketPath, secret, headersForAll });
    return;
  }
  if (skipsProxy(path)) {
    for (const [name, value] of Object.entries(headersForAll)) response.setHeader(name, value);
    response.setHeader('Content-Security-Policy', fileCsp(path));
  }
  // The front door gave the request its id; only it reaches this socket, so the header is trusted.
  const requestId = requestIdFrom((name) => request.headers[name]);
  response.setHeader(REQUEST_ID_HEADER, requestId);
  if (answerPrecompressed(precompressed, request, response, path)) return;
  const fast = fastLaneFor(request.method, path);
  if (fast) {
    runWithRequestId(requestId, () => void answerFastLane(request, response, fast, fastLaneContext));
    return;
  }
  const cacheKey = pageCache ? pageCacheKey(request.method, target, request.headers, pageCookies) : null;
  // The server's own new render of an old page is rendered and kept, not answered from the cache.
  if (cacheKey && !isRefresh(request.headers, secret) && pageCache?.answer(cacheKey, request, response)) return;
  if (cacheKey) pageCache?.record(cacheKey, request, response);
  // Under the recorder: a kept page is kept with its scripts held (decision 054).
  if (isPageGet(request, path)) holdScriptsUntilFirstPhoto(request, response);
  runWithRequestId(requestId, () => handleWithFullNotFound(request, response, handle));
});
// The front door keeps connections open to reuse them; ours must outlive its idle sockets.
server.keepAliveTimeout = 65_000;
server.listen(socketPath, () => process.send?.('ready'));

/** Bound of a stop the app server starts by itself (its front door gone): the front door's 20 s, less its last second. */
const OWN_SHUTDOWN_MS = 19_000;
let stopping = false;
async function stop(deadline: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await closed;
  try {
    await shutDown(deadline);
    await app.close();
  } catch (error) {
    console.error('app server: the stop failed', error);
    process.exit(1);
  }
  process.exit(0);
}
process.on('message', (message: unknown) => {
  if (message && typeof message === 'object' && 'type' in message && message.type === 'shutdown') {
    const deadline = 'deadline' in message && typeof message.deadline === 'number' ? message.deadline : Date.now() + OWN_SHUTDOWN_MS;
    void stop(deadline);
  }
});
// A front door that is gone cannot send the word: stop alone, the same way.
process.on('disconnect', () => void stop(Date.now() + OWN_SHUTDOWN_MS));
// A signal to the whole process group (Ctrl-C, systemd) reaches this process too: the front door
// decides when the app stops, after its last request; only without one does the app stop itself.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!process.connected) void stop(Date.now() + OWN_SHUTDOWN_MS);
  });
}

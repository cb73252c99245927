import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request id (issue 19, decision 038): one id per HTTP request, unlike the correlation id of
 * ./correlation.ts, which spans a visitor's session. The app server (scripts/serve/app-server.ts)
 * runs each request inside `runWithRequestId`, so every log line written while it is handled
 * carries `request_id` (src/lib/log.ts), and the answer carries it as `x-request-id`. A caller's
 * own `x-request-id` is kept, so a dealer's system or a balancer can follow its call through our
 * logs; without one, the trace id of a W3C `traceparent` (the header the OpenTelemetry SDK continues
 * a trace from) is used, so log lines and the upstream trace join on one value.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
export const TRACEPARENT_HEADER = 'traceparent';

/** What a caller may send: a UUID, a trace id, a balancer's id. Anything else is replaced, never logged. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** version-traceid-parentid-flags; an all-zero trace id is invalid by the W3C spec. */
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

type HeaderValue = string | readonly string[] | null | undefined;

function single(value: HeaderValue): string | undefined {
  if (typeof value === 'string') return value.trim();
  return undefined;
}

/** The request's id from its headers (a caller's id, else its trace id), or a new one. */
export function requestIdFrom(header: (name: string) => HeaderValue): string {
  const given = single(header(REQUEST_ID_HEADER));
  if (given && VALID_REQUEST_ID.test(given)) return given;
  const traceId = TRACEPARENT.exec(single(header(TRACEPARENT_HEADER)) ?? '')?.[1];
  if (traceId && !/^0+$/.test(traceId)) return traceId;
  return crypto.randomUUID();
}

interface RequestContext {
  requestId: string;
}

// On globalThis: the app server's bundle and Next's server bundles each load this module, and they
// must share one store for the id set by the first to reach the log lines of the second.
const KEY = Symbol.for('marketplace.request-context.v1');
type Holder = { [KEY]?: AsyncLocalStorage<RequestContext> };

function storage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new AsyncLocalStorage<RequestContext>();
  return holder[KEY];
}

export function runWithRequestId<T>(requestId: string, run: () => T): T {
  return storage().run({ requestId }, run);
}

/** The id of the request being handled, or undefined outside one (a job, the start). */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.requestId;
}

/** The field a log line gets: empty outside a request. */
export function requestIdLogField(): { request_id?: string } {
  const requestId = currentRequestId();
  return requestId ? { request_id: requestId } : {};
}

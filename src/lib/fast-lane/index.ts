/**
 * Calls the app server answers before Next.js (decision 043). The search box asks for suggestions
 * at every keystroke, and through Next's router and proxy each answer cost 4–7 ms more than its
 * handler's 0.3 ms. A route listed here is registered at start (src/instrumentation.ts) with the
 * very function behind its route file's handler, and the app server (scripts/serve/fast-lane.ts)
 * calls it directly for GET and HEAD. `next dev` has no app server: there the route answers as usual.
 *
 * The function takes the query and gives a plain answer, not a Web Request and Response: building
 * those (the request's headers copied, the body's stream read back) cost about 0.12 ms a call.
 */

/** What a fast-lane call answers: its status, the body as a value to write as JSON, and headers of its own. */
export interface FastLaneAnswer {
  status: number;
  json: unknown;
  headers: Readonly<Record<string, string>>;
}

/** A call that depends on its query alone. */
export type FastLaneHandler = (query: URLSearchParams) => FastLaneAnswer | Promise<FastLaneAnswer>;

/** The same answer as the route file gives it to Next. */
export function responseOf({ status, json, headers }: FastLaneAnswer): Response {
  return Response.json(json, { status, headers });
}

/** Only idempotent reads that depend on nothing but their URL belong here: no cookies, no flags, no body. */
export const FAST_LANE_PATHS = ['/api/client/search/suggest'] as const;
export type FastLanePath = (typeof FAST_LANE_PATHS)[number];

// On globalThis: Next's instrumentation bundle registers, the app server's own bundle reads.
const KEY = Symbol.for('marketplace.fast-lane.v1');
type Holder = { [KEY]?: Map<string, FastLaneHandler> };

function lanes(): Map<string, FastLaneHandler> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

export function registerFastLane(path: FastLanePath, handler: FastLaneHandler): void {
  lanes().set(path, handler);
}

/** The handler for a request's method and path (without its query), if it takes the fast lane. */
export function fastLaneFor(method: string | undefined, path: string): FastLaneHandler | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  return lanes().get(path);
}

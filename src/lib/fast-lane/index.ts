/**
 * Calls the app server answers before Next.js (decision 043). The search box asks for suggestions
 * at every keystroke, and through Next's router and proxy each answer cost 4–7 ms more than its
 * handler's 0.3 ms. A route listed here is registered at start (src/instrumentation.ts) with the
 * very handler its route file exports, and the app server (scripts/serve/fast-lane.ts) calls that
 * handler directly for GET and HEAD. `next dev` has no app server: there the route answers as usual.
 */

/** A route handler as Next calls it: a Web request in, a Web response out. */
export type FastLaneHandler = (request: Request) => Response | Promise<Response>;

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

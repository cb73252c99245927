import 'server-only';
import { database, type Db } from '@/db';
import { ApiError, readJsonBody, toErrorResponse } from '@/lib/api/errors';
import { env } from '@/lib/config/env';
import { publicConfig } from '@/lib/config/site';
import { log } from '@/lib/log';
import { requestClient, type RateLimit } from '@/lib/rate-limit/rate-limit';
import { hitRateLimit, purgeRateLimitHits } from '@/lib/rate-limit/rate-limit.server';
import { readDecodedCookie } from '@/lib/cookies/read-cookie';
import { isWebEventName, VEHICLE_FREE_EVENTS } from './web-event';
import { MAX_WEB_EVENT_BODY_BYTES, parseWebEventBody } from './web-event-body';
import { WEB_EVENT_KEY_PREFIX, webEventClientKey, webEventLimit, webEventPurgeDue } from './web-event-limit.server';
import { insertWebEvent } from './web-event-repository';

const NO_STORE = { 'cache-control': 'no-store' };
const MAX_CORRELATION_ID = 100;

export interface WebEventRouteDeps {
  db: Db;
  /** WEB_EVENT_RATE_LIMIT: events per client address; null for none. */
  limit: RateLimit | null;
  trustedProxies: number;
  /** ENABLE_TEST_ROUTES: the limit applies only to requests naming a test client (requestClient). */
  testRoutes: boolean;
  correlationCookie: string;
  now?: () => Date;
}

/**
 * The web-event call with its dependencies given. Every request from a client with a known event
 * name counts against its limit, valid or not: a browser of ours only sends valid events, so the
 * count costs visitors nothing, and a flood of junk is refused as cheaply as one of events.
 */
export async function webEventResponse(request: Request, event: string, deps: WebEventRouteDeps): Promise<Response> {
  try {
    return await storeWebEvent(request, event, deps);
  } catch (error) {
    if (error instanceof ApiError) return toErrorResponse(error);
    throw error;
  }
}

async function storeWebEvent(request: Request, event: string, deps: WebEventRouteDeps): Promise<Response> {
  const now = (deps.now ?? (() => new Date()))();
  if (!isWebEventName(event)) throw new ApiError('badRequest', `unknown web event ${event}`);

  const client = requestClient(request.headers, { trustedProxies: deps.trustedProxies, testRoutes: deps.testRoutes });
  if (client) {
    const decision = await hitRateLimit(deps.db, webEventClientKey(client), deps.limit, now);
    if (!decision.allowed) {
      return toErrorResponse(new ApiError('tooManyRequests', undefined, { headers: { 'retry-after': String(decision.retryAfterSeconds) } }));
    }
  }

  const body = parseWebEventBody(await readJsonBody(request, 'badRequest', MAX_WEB_EVENT_BODY_BYTES), VEHICLE_FREE_EVENTS[event]);
  if (!body) throw new ApiError('badRequest', 'web event body');
  const correlationId = readDecodedCookie(request.headers.get('cookie'), deps.correlationCookie)?.slice(0, MAX_CORRELATION_ID) ?? null;
  const id = await insertWebEvent(deps.db, { event, vehicleId: body.vehicleId, customFields: body.customFields, correlationId });
  if (id === null) throw new ApiError('notFound', `no listing ${body.vehicleId}`);

  if (deps.limit && webEventPurgeDue(now.getTime(), deps.limit.windowMs)) {
    void purgeRateLimitHits(deps.db, WEB_EVENT_KEY_PREFIX, deps.limit.windowMs, now).catch((error: unknown) => log.error({ err: error }, 'web event counters not purged'));
  }
  return new Response(null, { status: 204, headers: NO_STORE });
}

/**
 * POST /api/client/web-event/{event} (product §7): one of the spec's twelve names, a body
 * `{ vehicleId, …custom fields }` of at most 2 KB about an existing listing; stored, then 204.
 * `findie-link-clicked` may leave the vehicle out and name its `partner` instead (issue 17).
 * Otherwise `{ status, message }`: 400 for a name or body of another shape, 404 for a vehicle id
 * that is no listing, 429 (with Retry-After) past WEB_EVENT_RATE_LIMIT.
 */
export async function handleWebEvent(request: Request, event: string): Promise<Response> {
  try {
    const e = env();
    const { db } = await database();
    return await webEventResponse(request, event, {
      db,
      limit: webEventLimit(e),
      trustedProxies: e.TRUSTED_PROXY_COUNT,
      testRoutes: e.ENABLE_TEST_ROUTES,
      correlationCookie: publicConfig().cookies.correlationId,
    });
  } catch (error) {
    log.error({ err: error, event }, 'web event not stored');
    return toErrorResponse(error);
  }
}

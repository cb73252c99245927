import 'server-only';
import { database } from '@/db';
import { ApiError, toErrorResponse } from '@/lib/api/errors';
import { env, type Env } from '@/lib/config/env';
import { siteUrlFor } from '@/lib/config/site-url.server';
import { getT } from '@/lib/i18n/server';
import { log } from '@/lib/log';
import { mailer } from '@/lib/mail';
import { trackedNumber } from './call-tracking.server';
import type { LeadSubject } from './lead-repository';
import { addressKey, clientAddress } from './lead-rate-limit';
import { hitRateLimit, listingKey, visitorKey } from './lead-rate-limit.server';
import { readLeadRequest } from './lead-request.server';
import { leadSettings } from './lead-settings.server';
import { submitLead } from './submit-lead';

const NO_STORE = { 'cache-control': 'no-store' };
/** With ENABLE_TEST_ROUTES: the client address an end-to-end test poses as (see leadClient). */
const TEST_CLIENT_HEADER = 'x-test-client-ip';

/**
 * Whom the limits count this request under. The end-to-end suite sends many leads from one
 * address: with ENABLE_TEST_ROUTES the limits apply only to requests that name a client in
 * TEST_CLIENT_HEADER, so a test can reach a limit without the others running into it.
 */
function leadClient(request: Request, e: Env, trustedProxies: number): string | null {
  if (e.ENABLE_TEST_ROUTES) {
    const test = request.headers.get(TEST_CLIENT_HEADER);
    return test ? addressKey(test.trim().slice(0, 64)) : null;
  }
  return addressKey(clientAddress(request.headers.get('x-forwarded-for'), trustedProxies) ?? 'unknown');
}

function answer(status: number, errors: Record<string, string>, headers: Record<string, string> = {}): Response {
  const message = status === 404 ? 'Not Found' : status === 429 ? 'Too Many Requests' : 'Bad Request';
  return Response.json({ status, message, errors }, { status, headers: { ...NO_STORE, ...headers } });
}

/**
 * POST /api/client/leads, JSON or multipart (a trade-in with photos): 201 { id }, or
 * 400/404/429 { status, message, errors: { field: Dutch text } }.
 */
export async function handleLeadRequest(request: Request, listingPath: (listing: LeadSubject['listing']) => string): Promise<Response> {
  try {
    const e = env();
    const settings = leadSettings(e);
    const { db } = await database();
    const t = await getT('contact');
    const now = new Date();
    const tooMany = (retryAfterSeconds: number) => answer(429, { form: t('errors.form.tooManyRequests') }, { 'retry-after': String(retryAfterSeconds) });

    // Before the body is read: a flood costs one upsert per request, not an upload or a decode.
    const client = leadClient(request, e, settings.trustedProxies);
    if (client) {
      const decision = await hitRateLimit(db, visitorKey(client), settings.perIp, now);
      if (!decision.allowed) return tooMany(decision.retryAfterSeconds);
    }

    const body = await readLeadRequest(request);
    if (!body.ok) return answer(400, { [body.code === 'form.invalid' ? 'form' : 'photos']: t(`errors.${body.code}`) });

    const result = await submitLead(
      {
        db,
        mailer: mailer(),
        t: (key, values) => t(key, values),
        productName: e.PRODUCT_NAME,
        retrySchedule: settings.retrySchedule,
        listingUrl: (listing) => new URL(listingPath(listing), siteUrlFor(request.headers)).toString(),
        logError: (fields, message) => log.error(fields, message),
        admitLead: client ? (listingId) => hitRateLimit(db, listingKey(listingId), settings.perListing, now) : undefined,
      },
      body.lead,
      body.photos,
    );
    if (result.ok) return Response.json({ id: result.id }, { status: 201, headers: NO_STORE });
    if (result.status === 429) return tooMany(result.retryAfterSeconds);
    return answer(result.status, result.errors);
  } catch (error) {
    log.error({ err: error }, 'lead call failed');
    return toErrorResponse(error);
  }
}

/** GET /api/client/call-tracking/{code}: the tracked number, or 404 when unknown or tracking is off. */
export async function handleTrackedNumber(code: string): Promise<Response> {
  try {
    if (env().CALL_TRACKING !== 'on') throw new ApiError('notFound');
    const { db } = await database();
    const number = await trackedNumber(db, code);
    if (!number) throw new ApiError('notFound');
    return Response.json(number, { headers: { 'cache-control': 'public, max-age=300' } });
  } catch (error) {
    if (!(error instanceof ApiError)) log.error({ err: error }, 'call tracking lookup failed');
    return toErrorResponse(error);
  }
}

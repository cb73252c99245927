import 'server-only';
import { database } from '@/db';
import { ApiError, toErrorResponse } from '@/lib/api/errors';
import { env } from '@/lib/config/env';
import { getT } from '@/lib/i18n/server';
import { log } from '@/lib/log';
import { wakeOutbox } from '@/lib/mail/outbox/outbox-job.server';
import { parseRateLimit, requestClient, type RateLimit } from '@/lib/rate-limit/rate-limit';
import { hashedKey, peekRateLimit } from '@/lib/rate-limit/rate-limit.server';
import { readLeadRequest } from '@/features/dealer-contact/server';
import { liveValuationSources } from '@/features/trade-in/server';
import { MAX_SELL_PHOTOS } from './sell-vehicles';
import { submitOffer, type OfferDeps } from './submit-offer.server';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The counter of one sender's requests to dealers. Under the lead prefix ("lead:"), so the lead
 * jobs purge it with the other lead counters; counted with LEAD_RATE_LIMIT_PER_IP's allowance,
 * apart from the detail page's leads, so selling a car does not block a question about one.
 */
export function offerKey(client: string): string {
  return hashedKey('lead:offer', client);
}

export interface OfferRouteDeps extends Omit<OfferDeps, 'limits'> {
  perSender: RateLimit | null;
  trustedProxies: number;
  /** ENABLE_TEST_ROUTES: limits apply only to requests naming a test client. */
  testRoutes: boolean;
}

function refusal(code: 'badRequest' | 'notFound' | 'tooManyRequests', errors: Record<string, string>, headers: Record<string, string> = {}): Response {
  return toErrorResponse(new ApiError(code, undefined, { fields: errors, headers }));
}

/**
 * The call with its dependencies given: 201 `{ dealers, estimate }` once the leads and their
 * mail are stored; 400 with Dutch field errors, 404 when no dealer sells the vehicle's type, 429
 * past the sender's limit. The answer never waits for a mail server (the outbox sends).
 */
export async function offerResponse(request: Request, deps: OfferRouteDeps): Promise<Response> {
  const now = deps.now ?? (() => new Date());
  const tooMany = (seconds: number) => refusal('tooManyRequests', { form: deps.t('errors.form.tooManyRequests') }, { 'retry-after': String(seconds) });
  const client = requestClient(request.headers, { trustedProxies: deps.trustedProxies, testRoutes: deps.testRoutes });
  const limits = client ? [{ key: offerKey(client), limit: deps.perSender }] : [];
  // Before the body is read: a sender over the limit costs one select, not an upload.
  for (const limit of limits) {
    const decision = await peekRateLimit(deps.db, limit.key, limit.limit, now());
    if (!decision.allowed) return tooMany(decision.retryAfterSeconds);
  }
  // Like a lead with trade-in photos (decision 012), the request as JSON in "offer".
  const body = await readLeadRequest(request, { field: 'offer', maxPhotos: MAX_SELL_PHOTOS });
  if (!body.ok) return refusal('badRequest', { [body.code === 'form.invalid' ? 'form' : 'photos']: deps.t(`errors.${body.code}`) });
  const result = await submitOffer({ ...deps, limits }, body.lead, body.photos);
  if (result.ok) return Response.json({ dealers: result.dealers, estimate: result.estimate }, { status: 201, headers: NO_STORE });
  if (result.status === 429) return tooMany(result.retryAfterSeconds);
  return refusal(result.status === 404 ? 'notFound' : 'badRequest', result.errors);
}

/** POST /api/client/sell (a sell request) and /api/client/valuation/proposal (a trade-in proposal request). */
export async function handleOfferRequest(request: Request): Promise<Response> {
  try {
    const e = env();
    const [{ db }, t] = await Promise.all([database(), getT('sell')]);
    return await offerResponse(request, {
      db,
      t: (key, values) => t(key, values),
      valuation: liveValuationSources(),
      perSender: parseRateLimit(e.LEAD_RATE_LIMIT_PER_IP),
      trustedProxies: e.TRUSTED_PROXY_COUNT,
      testRoutes: e.ENABLE_TEST_ROUTES,
      wake: wakeOutbox,
    });
  } catch (error) {
    log.error({ err: error }, 'sell call failed');
    return toErrorResponse(error);
  }
}

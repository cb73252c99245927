import 'server-only';
import { database } from '@/db';
import { ApiError, readJsonBody, toErrorResponse } from '@/lib/api/errors';
import { env } from '@/lib/config/env';
import { getT } from '@/lib/i18n/server';
import { log } from '@/lib/log';
import { wakeOutbox } from '@/lib/mail/outbox/outbox-job.server';
import { parseRateLimit, requestClient } from '@/lib/rate-limit/rate-limit';
import { hashedKey, hitRateLimits, peekRateLimit } from '@/lib/rate-limit/rate-limit.server';
import { botCheckChallenge, verifyBotCheck } from '@/lib/security/bot-check.server';
import { mailboxHit, SUBSCRIBE_KEY_PREFIX } from './mailbox-limit.server';
import { searchWording } from './search-wording.server';
import { subscribePending } from './subscribe-pending.server';
import { NEWSLETTER_PATH, parseSubscribeRequest, type SubscribeRequest } from './subscription-rules';

export { SUBSCRIBE_KEY_PREFIX };
const NO_STORE = { 'cache-control': 'no-store' };

function refusal(code: 'badRequest' | 'forbidden' | 'tooManyRequests', field: string, message: string, headers: Record<string, string> = {}): Response {
  return toErrorResponse(new ApiError(code, undefined, { fields: { [field]: message }, headers }));
}

async function draftOf(body: SubscribeRequest) {
  if (body.kind === 'search') {
    const { url, label, filters } = await searchWording(body.request, body.url);
    return { kind: body.kind, frequency: body.frequency, url, label, filters, request: body.request as unknown as Record<string, unknown>, listingIds: [] };
  }
  if (body.kind === 'newsletter') return { kind: body.kind, frequency: body.frequency, url: NEWSLETTER_PATH, label: '', filters: '', request: null, listingIds: [] };
  return { kind: body.kind, frequency: body.frequency, url: '/favorieten', label: '', filters: '', request: null, listingIds: body.listingIds };
}

/**
 * POST /api/client/search/subscribe: a saved search, the favourites' price watch or the newsletter, to be mailed
 * to an address once its owner confirms (double opt-in). Checks in order of cost: the sender's
 * limit (a read), the body (400 'The search request is malformed'), the bot check (403), then the
 * limits per sender and per mailbox with the writes and the confirmation mail in one transaction.
 */
export async function handleSubscribe(request: Request): Promise<Response> {
  try {
    const e = env();
    const { db } = await database();
    const t = await getT('subscriptions');
    const now = new Date();
    const perIp = parseRateLimit(e.SUBSCRIBE_RATE_LIMIT_PER_IP);
    const perAddress = parseRateLimit(e.SUBSCRIBE_RATE_LIMIT_PER_ADDRESS);
    const client = requestClient(request.headers, { trustedProxies: e.TRUSTED_PROXY_COUNT, testRoutes: e.ENABLE_TEST_ROUTES });
    const ipKey = client ? hashedKey(`${SUBSCRIBE_KEY_PREFIX}ip`, client) : null;
    if (ipKey) {
      const decision = await peekRateLimit(db, ipKey, perIp, now);
      if (!decision.allowed) return refusal('tooManyRequests', 'form', t('errors.tooMany'), { 'retry-after': String(decision.retryAfterSeconds) });
    }
    const parsed = parseSubscribeRequest(await readJsonBody(request, 'malformedSearchRequest'));
    if (!parsed.ok) {
      if (parsed.field === 'email') return refusal('badRequest', 'email', t('errors.email'));
      throw new ApiError('malformedSearchRequest');
    }
    const check = await verifyBotCheck(db, request.headers);
    if (!check.ok) return refusal('forbidden', 'botCheck', t(`errors.botCheck.${check.reason}`));

    const body = parsed.value;
    const draft = await draftOf(body);
    const hits = [...(ipKey ? [{ key: ipKey, limit: perIp }] : []), mailboxHit(body.email, perAddress)];
    const result = await hitRateLimits(db, hits, now, (tx) => subscribePending(tx, body.email, draft, now));
    if (!result.allowed) return refusal('tooManyRequests', 'form', t('errors.tooMany'), { 'retry-after': String(result.retryAfterSeconds) });
    if (result.value.needsConfirmation) wakeOutbox();
    // Pending: "check your mail". Already confirmed: nothing changes and no mail goes out, but the answer
    // is the same, so the call tells nobody whether an address is subscribed (issue 49).
    return Response.json({ status: 'Unknown' }, { status: 202, headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof ApiError)) log.error({ err: error }, 'subscribe failed');
    return toErrorResponse(error);
  }
}

/** GET /api/client/search/subscribe/challenge: the bot check's challenge for the subscribe dialog. */
export async function handleBotCheckChallenge(request: Request): Promise<Response> {
  try {
    const { db } = await database();
    return await botCheckChallenge(db, request);
  } catch (error) {
    log.error({ err: error }, 'bot-check challenge failed');
    return toErrorResponse(error);
  }
}

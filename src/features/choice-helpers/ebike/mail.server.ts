import 'server-only';
import { database, type Db } from '@/db';
import { chipLabels, requestChips } from '@/features/search-filters/server';
import { mailboxHit, SUBSCRIBE_KEY_PREFIX, subscribeToSearch } from '@/features/saved-searches/server';
import { ApiError, readJsonBody, toErrorResponse } from '@/lib/api/errors';
import { env } from '@/lib/config/env';
import { formatInteger } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import type { Translate } from '@/lib/i18n/translate';
import { log } from '@/lib/log';
import { enqueueMail } from '@/lib/mail/outbox/outbox.server';
import { wakeOutbox } from '@/lib/mail/outbox/outbox-job.server';
import { parseRateLimit, requestClient, type RateLimit } from '@/lib/rate-limit/rate-limit';
import { hashedKey, hitRateLimits, hitWithin, peekRateLimit } from '@/lib/rate-limit/rate-limit.server';
import type { SearchRequest } from '@/lib/search-request/schema';
import { verifyBotCheck, type BotCheckResult } from '@/lib/security/bot-check.server';
import { findEbikeMatches } from './matches.server';
import { parseAdviceMailRequest } from './mail-request';
import type { EbikeAnswers } from './questions';
import { archetypeOf } from './rules';

/** The outbox kind of the advice mail; its renderer is in advice-outbox.server.ts. */
export const ADVICE_MAIL = 'choiceHelper.ebikeAdvice';
const NO_STORE = { 'cache-control': 'no-store' };
const FILTERS_MAX_LENGTH = 500;

/**
 * What the advice mail is made from when it is sent: the answers and the search, as paths (the
 * links are made from SITE_URL then). No name and no other words of the visitor: the mail goes to
 * an address nobody confirmed (issue 49 item 11).
 */
export interface AdvicePayload {
  query: string;
  searchPath: string;
  total: number;
}

export interface AdviceMailDeps {
  db: Db;
  /** The `choice-helper` namespace, and `subscriptions` for the bot check's words. */
  t: Translate;
  tSubscriptions: Translate;
  perIp: RateLimit | null;
  perAddress: RateLimit | null;
  trustedProxies: number;
  /** ENABLE_TEST_ROUTES: limits apply only to requests naming a test client (requestClient). */
  testRoutes: boolean;
  verifyBotCheck: (db: Db, headers: Headers) => Promise<BotCheckResult>;
  findMatches: (answers: EbikeAnswers) => Promise<{ request: SearchRequest; url: string; total: number }>;
  /** The search's filters in words, for the subscription's list entry and mails. */
  filterWords: (request: SearchRequest) => Promise<string>;
  wake: () => void;
  now?: () => Date;
}

function refusal(code: 'badRequest' | 'forbidden' | 'tooManyRequests', fields: Record<string, string>, headers: Record<string, string> = {}): Response {
  return toErrorResponse(new ApiError(code, undefined, { fields, headers }));
}

/**
 * POST /api/client/choice-helper/mail: mails the e-bike advice, and with `keepPosted` starts a
 * saved-search subscription of the result's search (pending until confirmed, decision 021).
 * Guarded like the subscribe call: the sender's limit (a counter of its own), the body (400 with
 * Dutch field errors), the bot check (403), then the sender's and the mailbox's limits with every
 * write in one transaction, so a refusal stores nothing. The mailbox's counter is the one every mail
 * to an unconfirmed address shares (mailboxHit): the advice is one mail, a confirmation another.
 */
export async function adviceMailResponse(request: Request, deps: AdviceMailDeps): Promise<Response> {
  const { db, t } = deps;
  const now = deps.now?.() ?? new Date();
  const tooMany = (seconds: number) => refusal('tooManyRequests', { form: t('mailer.errors.tooMany') }, { 'retry-after': String(seconds) });
  const client = requestClient(request.headers, { trustedProxies: deps.trustedProxies, testRoutes: deps.testRoutes });
  const ipKey = client ? hashedKey(`${SUBSCRIBE_KEY_PREFIX}advice-ip`, client) : null;
  if (ipKey) {
    const decision = await peekRateLimit(db, ipKey, deps.perIp, now);
    if (!decision.allowed) return tooMany(decision.retryAfterSeconds);
  }
  const parsed = parseAdviceMailRequest(await readJsonBody(request, 'badRequest'));
  if (!parsed.ok) return refusal('badRequest', Object.fromEntries(parsed.fields.map((field) => [field, t(`mailer.errors.${field}`)])));
  const check = await deps.verifyBotCheck(db, request.headers);
  if (!check.ok) return refusal('forbidden', { botCheck: deps.tSubscriptions(`errors.botCheck.${check.reason}`) });

  const body = parsed.value;
  const matches = await deps.findMatches(body.answers);
  const subscription = body.keepPosted
    ? {
        email: body.email,
        frequency: 'daily' as const,
        url: matches.url,
        label: t('subscription.label', { archetype: t(`archetypes.${archetypeOf(body.answers)}.name`) }),
        filters: (await deps.filterWords(matches.request)).slice(0, FILTERS_MAX_LENGTH),
        request: matches.request,
      }
    : null;
  const payload: AdvicePayload = { query: body.query, searchPath: matches.url, total: matches.total };
  const mailbox = mailboxHit(body.email, deps.perAddress);
  const hits = [...(ipKey ? [{ key: ipKey, limit: deps.perIp }] : []), mailbox];
  const result = await hitRateLimits(db, hits, now, async (tx) => {
    await enqueueMail(tx, [{ kind: ADVICE_MAIL, recipient: body.email, payload: { ...payload }, dedupeKey: `ebike-advice:${body.email}:${now.getTime()}` }], now);
    if (!subscription) return null;
    const subscribed = await subscribeToSearch(tx, subscription, now);
    // Its confirmation is a second mail to the same mailbox.
    if (subscribed.needsConfirmation) await hitWithin(tx, mailbox, now);
    return subscribed;
  });
  if (!result.allowed) return tooMany(result.retryAfterSeconds);
  deps.wake();
  const state = result.value === null ? 'none' : result.value.needsConfirmation ? 'pending' : 'confirmed';
  return Response.json({ status: 'sent', subscription: state, total: formatInteger(matches.total) }, { status: 202, headers: NO_STORE });
}

/** The route's entry: the endpoint with the process's database, settings and search. */
export async function handleAdviceMail(request: Request): Promise<Response> {
  try {
    const e = env();
    const [{ db }, t, tSubscriptions] = await Promise.all([database(), getT('choice-helper'), getT('subscriptions')]);
    return await adviceMailResponse(request, {
      db,
      t: (key, values) => t(key, values),
      tSubscriptions: (key, values) => tSubscriptions(key, values),
      perIp: parseRateLimit(e.SUBSCRIBE_RATE_LIMIT_PER_IP),
      perAddress: parseRateLimit(e.SUBSCRIBE_RATE_LIMIT_PER_ADDRESS),
      trustedProxies: e.TRUSTED_PROXY_COUNT,
      testRoutes: e.ENABLE_TEST_ROUTES,
      verifyBotCheck,
      findMatches: (answers) => findEbikeMatches(answers, 0),
      filterWords: async (search) => {
        const labels = await chipLabels(search);
        return requestChips(search, labels)
          .map((chip) => chip.label)
          .join(', ');
      },
      wake: wakeOutbox,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) log.error({ err: error }, 'choice-helper advice mail failed');
    return toErrorResponse(error);
  }
}

import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { database, type Db } from '@/db';
import { mailSubscriptions, subscriberAddresses } from '@/db/schema';
import { readBodyBytes } from '@/lib/api/read-body';
import { env } from '@/lib/config/env';
import { log } from '@/lib/log';
import { isPlainAddress, normaliseAddress } from '@/lib/mail/address';
import { enqueueMail } from '@/lib/mail/outbox/outbox.server';
import { wakeOutbox } from '@/lib/mail/outbox/outbox-job.server';
import { parseRateLimit, requestClient } from '@/lib/rate-limit/rate-limit';
import { hashedKey, hitRateLimits, peekRateLimit } from '@/lib/rate-limit/rate-limit.server';
import { MANAGE_PAGE } from './links.server';
import { mailboxHit, SUBSCRIBE_KEY_PREFIX } from './mailbox-limit.server';
import { MANAGE_LINK_MAIL, type ManageLinkPayload } from './mail-kinds';

/** The keyless manage page's form posts here (it works without JavaScript). */
export const MANAGE_LINK_CALL = '/api/client/search/subscriptions/manage-link';
/** The page's answer, in its query: `?link=verstuurd|ongeldig|te-vaak`. */
export const MANAGE_LINK_PARAM = 'link';
export const MANAGE_LINK_OUTCOMES = ['verstuurd', 'ongeldig', 'te-vaak'] as const;
export type ManageLinkOutcome = (typeof MANAGE_LINK_OUTCOMES)[number];

/** The address's id when it has a subscription that mails (confirmed or paused); a pending request proves no mailbox. */
async function confirmedAddressId(db: Db, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: subscriberAddresses.id })
    .from(subscriberAddresses)
    .innerJoin(mailSubscriptions, eq(mailSubscriptions.addressId, subscriberAddresses.id))
    .where(and(eq(subscriberAddresses.email, email), inArray(mailSubscriptions.status, ['confirmed', 'paused'])))
    .limit(1);
  return row?.id ?? null;
}

/**
 * POST /api/client/search/subscriptions/manage-link `email=…` (issue 49 item 5): mails a new manage
 * link to an address that confirmed a subscription, and answers the same whether or not it did, so
 * the form tells nobody which addresses we mail. Every request counts against the sender's limit
 * and the mailbox's shared one (mailboxHit), known address or not: a refusal says nothing either.
 * Answers with the page again (303), which says what it may.
 */
export async function handleManageLinkRequest(request: Request): Promise<Response> {
  const back = (outcome: ManageLinkOutcome) => new Response(null, { status: 303, headers: { location: `${MANAGE_PAGE}?${MANAGE_LINK_PARAM}=${outcome}`, 'cache-control': 'no-store' } });
  try {
    const e = env();
    const { db } = await database();
    const now = new Date();
    const perIp = parseRateLimit(e.SUBSCRIBE_RATE_LIMIT_PER_IP);
    const client = requestClient(request.headers, { trustedProxies: e.TRUSTED_PROXY_COUNT, testRoutes: e.ENABLE_TEST_ROUTES });
    const ipKey = client ? hashedKey(`${SUBSCRIBE_KEY_PREFIX}manage-ip`, client) : null;
    if (ipKey && !(await peekRateLimit(db, ipKey, perIp, now)).allowed) return back('te-vaak');
    const bytes = await readBodyBytes(request, 2048).catch(() => null);
    const email = normaliseAddress(new URLSearchParams(bytes ? new TextDecoder().decode(bytes) : '').get('email') ?? '');
    if (!isPlainAddress(email)) return back('ongeldig');
    const hits = [...(ipKey ? [{ key: ipKey, limit: perIp }] : []), mailboxHit(email, parseRateLimit(e.SUBSCRIBE_RATE_LIMIT_PER_ADDRESS))];
    const result = await hitRateLimits(db, hits, now, async (tx) => {
      const addressId = await confirmedAddressId(tx, email);
      if (addressId === null) return false;
      const payload: ManageLinkPayload = { addressId };
      await enqueueMail(tx, [{ kind: MANAGE_LINK_MAIL, recipient: email, payload: { ...payload }, dedupeKey: `manageLink:${addressId}:${now.getTime()}` }], now);
      return true;
    });
    if (!result.allowed) return back('te-vaak');
    if (result.value) wakeOutbox();
    return back('verstuurd');
  } catch (error) {
    log.error({ err: error }, 'manage link request failed');
    return new Response(null, { status: 303, headers: { location: MANAGE_PAGE, 'cache-control': 'no-store' } });
  }
}

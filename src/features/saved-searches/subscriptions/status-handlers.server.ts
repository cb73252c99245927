import 'server-only';
import { database } from '@/db';
import { ApiError, toErrorResponse } from '@/lib/api/errors';
import { readBodyBytes } from '@/lib/api/read-body';
import { log } from '@/lib/log';
import { wakeOutbox } from '@/lib/mail/outbox/outbox-job.server';
import { confirmSubscription, findSubscription, unsubscribe } from './subscription-repository';
import { isConfirmationId, pageStatus, type StoredStatus } from './subscription-rules';

/** How long after an unsubscribe the confirm call may undo it (the unsubscribe page's "Toch weer aanmelden"). */
export const UNDO_UNSUBSCRIBE_MS = 30 * 60_000;

/** The hidden field of the pages' no-JavaScript buttons: answer with the page again, not JSON. */
export const BACK_TO_PAGE_FIELD = 'terug';
const NO_STORE = { 'cache-control': 'no-store' };

async function wantsPage(request: Request): Promise<boolean> {
  if (!(request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return false;
  const bytes = await readBodyBytes(request, 1024).catch(() => null);
  return bytes !== null && new URLSearchParams(new TextDecoder().decode(bytes)).has(BACK_TO_PAGE_FIELD);
}

/** What a change answers when it was refused while the subscription exists: its status as it stays. */
type Refused = { refused: StoredStatus };

async function answer(request: Request, id: string, change: (id: string) => Promise<StoredStatus | null | Refused>, page: string): Promise<Response> {
  try {
    if (!isConfirmationId(id)) throw new ApiError('invalidConfirmationId');
    const backToPage = await wantsPage(request);
    const outcome = await change(id);
    // The page reads the new state itself; a redirect keeps a reload from posting twice.
    if (backToPage) return new Response(null, { status: 303, headers: { location: `${page}/${id}`, ...NO_STORE } });
    if (outcome !== null && typeof outcome === 'object') return Response.json({ result: 'error', status: pageStatus(outcome.refused) }, { status: 409, headers: NO_STORE });
    const stored = outcome;
    const status = pageStatus(stored);
    return Response.json({ result: stored === null ? 'error' : 'success', status }, { status: stored === null ? 404 : 200, headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof ApiError)) log.error({ err: error }, 'subscription status change failed');
    return toErrorResponse(error);
  }
}

/**
 * POST /api/client/search/subscribe/confirm/{confirmationId}: confirms, or subscribes again after an
 * unsubscribe; the "confirmed" mail it queued goes out at once.
 */
export async function handleConfirm(request: Request, id: string): Promise<Response> {
  const { db } = await database();
  const confirm = async (valid: string): Promise<StoredStatus | null | Refused> => {
    const now = new Date();
    // An unsubscribe is undone only soon after it ("Toch weer aanmelden" on the unsubscribe page);
    // later, the old confirmation link must not subscribe again without a new opt-in (issue 49).
    const current = await findSubscription(db, valid);
    if (current?.status === 'unsubscribed' && !(current.endedAt && now.getTime() - current.endedAt.getTime() <= UNDO_UNSUBSCRIBE_MS)) return { refused: 'unsubscribed' };
    const status = await confirmSubscription(db, valid, now);
    if (status === 'confirmed') wakeOutbox();
    return status;
  };
  return answer(request, id, confirm, '/zoekopdracht/bevestigen');
}

/**
 * POST /api/client/search/unsubscribe/{confirmationId}: the unsubscribe page's call and the mail
 * providers' one-click unsubscribe (RFC 8058) alike. Unsubscribing twice is fine.
 */
export async function handleUnsubscribe(request: Request, id: string): Promise<Response> {
  const { db } = await database();
  return answer(request, id, (valid) => unsubscribe(db, { id: valid }, new Date()), '/zoekopdracht/afmelden');
}

import 'server-only';
import { database } from '@/db';
import { ApiError, toErrorResponse } from '@/lib/api/errors';
import { readBodyBytes } from '@/lib/api/read-body';
import { log } from '@/lib/log';
import { wakeOutbox } from '@/lib/mail/outbox/outbox-job.server';
import { confirmSubscription, unsubscribe } from './subscription-repository';
import { isConfirmationId, pageStatus, type StoredStatus } from './subscription-rules';

/** The hidden field of the pages' no-JavaScript buttons: answer with the page again, not JSON. */
export const BACK_TO_PAGE_FIELD = 'terug';
const NO_STORE = { 'cache-control': 'no-store' };

async function wantsPage(request: Request): Promise<boolean> {
  if (!(request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return false;
  const bytes = await readBodyBytes(request, 1024).catch(() => null);
  return bytes !== null && new URLSearchParams(new TextDecoder().decode(bytes)).has(BACK_TO_PAGE_FIELD);
}

async function answer(request: Request, id: string, change: (id: string) => Promise<StoredStatus | null>, page: string): Promise<Response> {
  try {
    if (!isConfirmationId(id)) throw new ApiError('invalidConfirmationId');
    const backToPage = await wantsPage(request);
    const stored = await change(id);
    // The page reads the new state itself; a redirect keeps a reload from posting twice.
    if (backToPage) return new Response(null, { status: 303, headers: { location: `${page}/${id}`, ...NO_STORE } });
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
  const confirm = async (valid: string) => {
    const status = await confirmSubscription(db, valid, new Date());
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

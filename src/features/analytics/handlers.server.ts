import 'server-only';
import { database } from '@/db';
import { ApiError, readJsonBody, toErrorResponse } from '@/lib/api/errors';
import { publicConfig } from '@/lib/config/site';
import { log } from '@/lib/log';
import { readCookie } from './cookie-header';
import { isWebEventName } from './web-event';
import { parseWebEventBody } from './web-event-body';
import { insertWebEvent } from './web-event-repository';

const NO_STORE = { 'cache-control': 'no-store' };
const MAX_CORRELATION_ID = 100;

/**
 * POST /api/client/web-event/{event} (spec §7): one of the spec's twelve names, a body
 * `{ vehicleId, …custom fields }`; stored, then 204. Anything else is a 400 `{ status, message }`.
 */
export async function handleWebEvent(request: Request, event: string): Promise<Response> {
  try {
    if (!isWebEventName(event)) throw new ApiError('badRequest', `unknown web event ${event}`);
    const body = parseWebEventBody(await readJsonBody(request, 'badRequest'));
    if (!body) throw new ApiError('badRequest', 'web event body');
    const correlationId = readCookie(request.headers.get('cookie'), publicConfig().cookies.correlationId)?.slice(0, MAX_CORRELATION_ID) ?? null;
    const { db } = await database();
    await insertWebEvent(db, { event, vehicleId: body.vehicleId, customFields: body.customFields, correlationId });
    return new Response(null, { status: 204, headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof ApiError)) log.error({ err: error, event }, 'web event not stored');
    return toErrorResponse(error);
  }
}

import 'server-only';
import { database } from '@/db';
import { ApiError, readJsonBody, toErrorResponse } from '@/lib/api/errors';
import { env } from '@/lib/config/env';
import { getT } from '@/lib/i18n/server';
import { log } from '@/lib/log';
import { mailer } from '@/lib/mail';
import { trackedNumber } from './call-tracking.server';
import type { LeadSubject } from './lead-repository';
import { submitLead } from './submit-lead';

const NO_STORE = { 'cache-control': 'no-store' };

/** POST /api/client/leads: 201 { id }, or 400/404 { status, message, errors: { field: Dutch text } }. */
export async function handleLeadRequest(request: Request, listingPath: (listing: LeadSubject['listing']) => string): Promise<Response> {
  try {
    const body = await readJsonBody(request, 'badRequest');
    const { db } = await database();
    const e = env();
    const t = await getT('contact');
    const result = await submitLead(
      {
        db,
        mailer: mailer(),
        t: (key, values) => t(key, values),
        productName: e.PRODUCT_NAME,
        listingUrl: (listing) => new URL(listingPath(listing), e.SITE_URL).toString(),
        logError: (fields, message) => log.error(fields, message),
      },
      body,
    );
    if (result.ok) return Response.json({ id: result.id }, { status: 201, headers: NO_STORE });
    const message = result.status === 404 ? 'Not Found' : 'Bad Request';
    return Response.json({ status: result.status, message, errors: result.errors }, { status: result.status, headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof ApiError)) log.error({ err: error }, 'lead call failed');
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

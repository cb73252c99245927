import 'server-only';
import { eq } from 'drizzle-orm';
import { database, type Db } from '@/db';
import { dealers } from '@/db/schema';
import { ApiError, toErrorResponse } from '@/lib/api/errors';
import { env } from '@/lib/config/env';
import { log } from '@/lib/log';
import { telHref } from '@/lib/format/phone';
import { trackedNumberFor } from './phone-number';

export interface TrackedNumber {
  display: string;
  href: string;
}

/** The tracked number of a dealer's call-tracking code; null for a code no dealer has. */
export async function trackedNumber(db: Db, code: string): Promise<TrackedNumber | null> {
  if (code.length === 0 || code.length > 40) return null;
  const rows = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.callTrackingCode, code)).limit(1);
  if (rows.length === 0) return null;
  const display = trackedNumberFor(code);
  return { display, href: telHref(display) };
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

import 'server-only';
import { eq } from 'drizzle-orm';
import { database, type Db } from '@/db';
import { dealers } from '@/db/schema';
import { ApiError, toErrorResponse } from '@/lib/api/errors';
import { env, type Env } from '@/lib/config/env';
import { log } from '@/lib/log';
import { createProviderLookup, type ProviderAnswer } from './provider';
import { resolveTrackedNumber, tracksCalls, type TrackedNumber } from './tracked-number';

export type { TrackedNumber };

const globalForProvider = globalThis as unknown as { __callTrackingProvider?: { url: string; lookup: (code: string) => Promise<ProviderAnswer> } };

/** The configured provider's lookup (one per process, so its answers are shared); undefined without CALL_TRACKING_API_URL. */
export function configuredProvider(e: Pick<Env, 'CALL_TRACKING_API_URL' | 'CALL_TRACKING_API_KEY' | 'CALL_TRACKING_TIMEOUT_MS'>): ((code: string) => Promise<ProviderAnswer>) | undefined {
  const url = e.CALL_TRACKING_API_URL;
  if (!url) return undefined;
  if (globalForProvider.__callTrackingProvider?.url !== url) {
    globalForProvider.__callTrackingProvider = { url, lookup: createProviderLookup({ url, apiKey: e.CALL_TRACKING_API_KEY, timeoutMs: e.CALL_TRACKING_TIMEOUT_MS }) };
  }
  return globalForProvider.__callTrackingProvider.lookup;
}

/** The tracked number of a dealer's call-tracking code; null when no dealer has the code or nothing gives it a number. */
export async function trackedNumber(db: Db, code: string, provider?: (code: string) => Promise<ProviderAnswer>): Promise<TrackedNumber | null> {
  return resolveTrackedNumber(
    {
      dealerByCode: async (wanted) => (await db.select({ trackedPhone: dealers.trackedPhone }).from(dealers).where(eq(dealers.callTrackingCode, wanted)).limit(1))[0] ?? null,
      provider,
      // No code in the log: the provider's trouble is the same for every dealer.
      onProviderFailure: (reason) => log.warn({ reason }, 'call-tracking provider gave no number; the dealer data or own number is shown'),
    },
    code,
  );
}

/** Whether this dealer's call buttons load the call-tracking script (decision 056). */
export function dealerTracksCalls(dealer: { callTrackingCode: string | null; trackedPhone: string | null }, e: Pick<Env, 'CALL_TRACKING' | 'CALL_TRACKING_API_URL'> = env()): boolean {
  return tracksCalls({ enabled: e.CALL_TRACKING === 'on', provider: e.CALL_TRACKING_API_URL !== undefined }, dealer);
}

/** GET /api/client/call-tracking/{code}: the tracked number, or 404 when there is none or tracking is off. */
export async function handleTrackedNumber(code: string): Promise<Response> {
  try {
    const e = env();
    if (e.CALL_TRACKING !== 'on') throw new ApiError('notFound');
    const { db } = await database();
    const number = await trackedNumber(db, code, configuredProvider(e));
    if (!number) throw new ApiError('notFound');
    return Response.json(number, { headers: { 'cache-control': 'public, max-age=300' } });
  } catch (error) {
    if (!(error instanceof ApiError)) log.error({ err: error }, 'call tracking lookup failed');
    return toErrorResponse(error);
  }
}

import 'server-only';
import { database } from '@/db';
import { ApiError, MAX_JSON_BODY_BYTES, toErrorResponse } from '@/lib/api/errors';
import { readBodyBytes } from '@/lib/api/read-body';
import { env } from '@/lib/config/env';
import { getT } from '@/lib/i18n/server';
import { log } from '@/lib/log';
import { wakeOutbox } from '@/lib/mail/outbox/outbox-job.server';
import { parseRateLimit, requestClient, type RateLimit } from '@/lib/rate-limit/rate-limit';
import { hashedKey, peekRateLimit } from '@/lib/rate-limit/rate-limit.server';
import { MAX_LEAD_UPLOAD_BYTES, type PhotoUpload } from '@/features/dealer-contact/server';
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

type Body = { ok: true; body: unknown; photos: PhotoUpload[] } | { ok: false; code: 'form.invalid' | 'photos.totalTooBig' | 'photos.tooMany' };

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** JSON, or multipart/form-data with the request as JSON in "offer" and the photos in "photos" (like a lead, decision 012). */
export async function readOfferRequest(request: Request): Promise<Body> {
  const contentType = request.headers.get('content-type') ?? '';
  const multipart = /^multipart\/form-data\s*;/i.test(contentType);
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readBodyBytes(request, multipart ? MAX_LEAD_UPLOAD_BYTES : MAX_JSON_BODY_BYTES);
  } catch {
    return { ok: false, code: 'form.invalid' };
  }
  if (!bytes) return { ok: false, code: multipart ? 'photos.totalTooBig' : 'form.invalid' };
  if (!multipart) {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, code: 'form.invalid' };
    }
    const json = parseJson(text);
    return json.ok ? { ok: true, body: json.value, photos: [] } : { ok: false, code: 'form.invalid' };
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { ok: false, code: 'form.invalid' };
  }
  const offer = form.get('offer');
  const json = typeof offer === 'string' ? parseJson(offer) : { ok: false as const };
  if (!json.ok) return { ok: false, code: 'form.invalid' };
  const files = form.getAll('photos');
  if (files.length > MAX_SELL_PHOTOS) return { ok: false, code: 'photos.tooMany' };
  const photos: PhotoUpload[] = [];
  for (const file of files) {
    if (typeof file === 'string') return { ok: false, code: 'form.invalid' };
    photos.push({ name: file.name, type: file.type, size: file.size, bytes: new Uint8Array(await file.arrayBuffer()) });
  }
  return { ok: true, body: json.value, photos };
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
  const body = await readOfferRequest(request);
  if (!body.ok) return refusal('badRequest', { [body.code === 'form.invalid' ? 'form' : 'photos']: deps.t(`errors.${body.code}`) });
  const result = await submitOffer({ ...deps, limits }, body.body, body.photos);
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

import 'server-only';
import { database } from '@/db';
import { ApiError, toErrorResponse } from '@/lib/api/errors';
import { env } from '@/lib/config/env';
import { mailSiteUrl } from '@/lib/config/site-url.server';
import { getT } from '@/lib/i18n/server';
import { log } from '@/lib/log';
import { wakeOutbox } from '@/lib/mail/outbox/outbox-job.server';
import { requestClient } from '@/lib/rate-limit/rate-limit';
import { peekRateLimit } from '@/lib/rate-limit/rate-limit.server';
import type { LeadSubject } from './lead-repository';
import { listingKey, visitorKey } from './lead-rate-limit.server';
import { readLeadRequest, type LeadRequestBody } from './lead-request.server';
import { leadSettings, type LeadSettings } from './lead-settings.server';
import { submitLead, type SubmitDeps, type SubmitResult } from './submit-lead';

const NO_STORE = { 'cache-control': 'no-store' };

const FIELD_ERROR_CODES = { 400: 'badRequest', 404: 'notFound', 429: 'tooManyRequests' } as const;

/** A refusal with the form's field errors, in the API's one error shape (lib/api/errors.ts). */
function answer(status: keyof typeof FIELD_ERROR_CODES, errors: Record<string, string>, headers: Record<string, string> = {}): Response {
  return toErrorResponse(new ApiError(FIELD_ERROR_CODES[status], undefined, { fields: errors, headers }));
}

export interface LeadRouteDeps extends Omit<SubmitDeps, 'leadLimits'> {
  settings: LeadSettings;
  /** ENABLE_TEST_ROUTES: limits apply only to requests naming a test client (requestClient). */
  testRoutes: boolean;
}

/**
 * A sender's lead: their allowance first, read-only and before the body is read (a sender over the
 * limit costs one select, not an upload or a decode), then submitLead, which counts only a valid,
 * stored lead. Shared by the API call and the form posted without JavaScript (lead-form-action.ts).
 */
export async function decideLead(client: string | null, read: () => Promise<LeadRequestBody>, deps: LeadRouteDeps): Promise<SubmitResult> {
  const { settings } = deps;
  const now = deps.now ?? (() => new Date());
  if (client) {
    const decision = await peekRateLimit(deps.db, visitorKey(client), settings.perIp, now());
    if (!decision.allowed) return { ok: false, status: 429, errors: { form: deps.t('errors.form.tooManyRequests') }, retryAfterSeconds: decision.retryAfterSeconds };
  }
  const body = await read();
  if (!body.ok) return { ok: false, status: 400, errors: { [body.code === 'form.invalid' ? 'form' : 'photos']: deps.t(`errors.${body.code}`) } };
  return submitLead(
    {
      ...deps,
      leadLimits: client
        ? (listingId) => [
            { key: visitorKey(client), limit: settings.perIp },
            { key: listingKey(listingId, client), limit: settings.perListing },
          ]
        : undefined,
    },
    body.lead,
    body.photos,
  );
}

/** The lead call with its dependencies given. The dealer's mail is the outbox's: the answer never waits for it. */
export async function leadResponse(request: Request, deps: LeadRouteDeps): Promise<Response> {
  const client = requestClient(request.headers, { trustedProxies: deps.settings.trustedProxies, testRoutes: deps.testRoutes });
  const result = await decideLead(client, () => readLeadRequest(request), deps);
  if (result.ok) return Response.json({ id: result.id }, { status: 201, headers: NO_STORE });
  if (result.status === 429) return answer(429, result.errors, { 'retry-after': String(result.retryAfterSeconds) });
  return answer(result.status, result.errors);
}

/** The lead route's dependencies; the mail's link to the listing is on SITE_URL, never the request's host. */
export async function leadRouteDeps(listingPath: (listing: LeadSubject['listing']) => string): Promise<LeadRouteDeps> {
  const e = env();
  const { db } = await database();
  const t = await getT('contact');
  return {
    db,
    t: (key, values) => t(key, values),
    settings: leadSettings(e),
    testRoutes: e.ENABLE_TEST_ROUTES,
    listingUrl: (listing) => new URL(listingPath(listing), mailSiteUrl()).toString(),
    wake: wakeOutbox,
  };
}

/**
 * POST /api/client/leads, JSON or multipart (a trade-in with photos): 201 { id }, or 400/404/429
 * in the API's one error answer (lib/api/errors.ts) with the form's Dutch field errors as
 * `errors`. Answers once the lead is stored with its mail queued; the outbox sends the mail.
 */
export async function handleLeadRequest(request: Request, listingPath: (listing: LeadSubject['listing']) => string): Promise<Response> {
  try {
    return await leadResponse(request, await leadRouteDeps(listingPath));
  } catch (error) {
    log.error({ err: error }, 'lead call failed');
    return toErrorResponse(error);
  }
}

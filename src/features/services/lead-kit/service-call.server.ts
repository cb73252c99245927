import 'server-only';
import type { Db } from '@/db';
import { ApiError, toErrorResponse } from '@/lib/api/errors';
import { readBodyBytes } from '@/lib/api/read-body';
import { requestClient } from '@/lib/rate-limit/rate-limit';
import { peekRateLimit, type RateHit } from '@/lib/rate-limit/rate-limit.server';
import { listingKey, readLeadRequest, serviceLeadKey, type LeadSettings } from '@/features/dealer-contact/server';
import type { FieldErrors } from './contact';
import { env } from '@/lib/config/env';
import { FLASH_PARAM, flashCookie, type FormFlash } from './form-flash';
import { flashSecret, sealFlash } from './form-flash-seal.server';

export type ServiceOutcome = Record<string, unknown>;

export type ServiceResult =
  | { ok: true; outcome: ServiceOutcome }
  | { ok: false; status: 400 | 404; errors: FieldErrors }
  | { ok: false; status: 429; errors: FieldErrors; retryAfterSeconds: number };

/** The sender's limits for one request, given the listing it is about (null for none). */
export type LimitsFor = (listingId: number | null) => RateHit[];

/** Validates, checks and stores one request; counts `limits` in the transaction that stores it. */
export type SubmitService = (body: unknown, limits: LimitsFor) => Promise<ServiceResult>;

export interface ServiceCallDeps {
  db: Db;
  /** 'financing' or 'insurance': the sender's own counter of these requests (serviceLeadKey). */
  service: string;
  settings: LeadSettings;
  /** ENABLE_TEST_ROUTES: limits apply only to requests naming a test client. */
  testRoutes: boolean;
  copy: { tooMany: string; formInvalid: string };
  now?: () => Date;
  /** The secret the no-JavaScript flash cookie is sealed with (form-flash-seal.server.ts); default MAIL_LINK_KEY's. */
  flashSecret?: () => Promise<string>;
  /** The public address (SITE_URL): an https one makes the flash cookie Secure; default from the environment. */
  siteUrl?: string;
}

const NO_STORE = { 'cache-control': 'no-store' };
const MAX_FORM_BYTES = 16 * 1024;

type Early = { ok: false; status: 400 | 429; errors: FieldErrors; retryAfterSeconds?: number };

/**
 * The same steps for a JSON call and a form post: the sender's limit peeked before the body is
 * read (a sender over it costs one select), then the request submitted with the limits the lead
 * calls have — LEAD_RATE_LIMIT_PER_IP on this service's counter, and per listing and sender when
 * the request names a vehicle — counted only when it is stored.
 */
async function run(request: Request, deps: ServiceCallDeps, read: () => Promise<unknown>, submit: SubmitService): Promise<ServiceResult | Early> {
  const now = deps.now ?? (() => new Date());
  const client = requestClient(request.headers, { trustedProxies: deps.settings.trustedProxies, testRoutes: deps.testRoutes });
  const visitor = client ? { key: serviceLeadKey(deps.service, client), limit: deps.settings.perIp } : null;
  if (visitor) {
    const decision = await peekRateLimit(deps.db, visitor.key, visitor.limit, now());
    if (!decision.allowed) return { ok: false, status: 429, errors: { form: deps.copy.tooMany }, retryAfterSeconds: decision.retryAfterSeconds };
  }
  const body = await read();
  if (body === undefined) return { ok: false, status: 400, errors: { form: deps.copy.formInvalid } };
  const limits: LimitsFor = (listingId) =>
    client && visitor ? [visitor, ...(listingId !== null ? [{ key: listingKey(listingId, client), limit: deps.settings.perListing }] : [])] : [];
  return submit(body, limits);
}

const CODES = { 400: 'badRequest', 404: 'notFound', 429: 'tooManyRequests' } as const;

/** A service's JSON call: 201 with the outcome, or 400/404/429 in the API's one error answer with Dutch field errors. */
export async function serviceJsonResponse(request: Request, deps: ServiceCallDeps, submit: SubmitService): Promise<Response> {
  const result = await run(
    request,
    deps,
    async () => {
      const body = await readLeadRequest(request, { field: 'lead', maxPhotos: 0 });
      return body.ok && body.photos.length === 0 ? body.lead : undefined;
    },
    submit,
  );
  if (result.ok) return Response.json(result.outcome, { status: 201, headers: NO_STORE });
  const headers: Record<string, string> = result.status === 429 && result.retryAfterSeconds !== undefined ? { 'retry-after': String(result.retryAfterSeconds) } : {};
  return toErrorResponse(new ApiError(CODES[result.status], undefined, { fields: result.errors, headers }));
}

async function readForm(request: Request): Promise<Record<string, string> | undefined> {
  try {
    const bytes = await readBodyBytes(request, MAX_FORM_BYTES);
    if (!bytes) return undefined;
    const params = new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return Object.fromEntries([...params.keys()].map((key) => [key, params.get(key) ?? '']));
  } catch {
    return undefined;
  }
}

export interface FormPage {
  /** The page the form is on: the redirect's target and the cookie's path. */
  path: string;
  cookie: string;
  /** The fields given back to the form after a refusal (never the bot trap). */
  fields: readonly string[];
  /** Query parameters the page keeps (the financing page's `voertuig`). */
  keep?(values: Record<string, string>): Record<string, string>;
}

/**
 * A service's form post without JavaScript: the same request, then 303 back to the page with the
 * outcome or the refusal in a flash cookie (form-flash.ts), named in the redirect's query.
 */
export async function serviceFormResponse(request: Request, deps: ServiceCallDeps, submit: SubmitService, page: FormPage): Promise<Response> {
  let values: Record<string, string> = {};
  const result = await run(
    request,
    deps,
    async () => {
      const form = await readForm(request);
      values = form ?? {};
      return form;
    },
    submit,
  );
  const id = crypto.randomUUID().replace(/-/g, '').slice(0, 16);
  const flash: FormFlash = result.ok
    ? { id, values: {}, errors: {}, outcome: result.outcome }
    : { id, values: Object.fromEntries(page.fields.flatMap((field) => (values[field] !== undefined ? [[field, values[field].slice(0, 300)]] : []))), errors: result.errors };
  const query = new URLSearchParams({ ...(page.keep?.(values) ?? {}), [FLASH_PARAM]: id });
  // Behind the front door the request itself is plain http: the public address says whether the site is https.
  const siteUrl = deps.siteUrl ?? env().SITE_URL ?? '';
  const secure = siteUrl.startsWith('https:') || new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const sealed = sealFlash(flash, await (deps.flashSecret ?? flashSecret)());
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${page.path}?${query.toString()}#${result.ok ? 'aanvraag-verstuurd' : 'aanvraag'}`,
      'Set-Cookie': flashCookie(page.cookie, sealed, { path: page.path, secure }),
      'Cache-Control': 'no-store',
    },
  });
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { database as openDatabase } from '@/db';
import type { Database } from '@/db/connect';
import { dealerApiCalls, dealers } from '@/db/schema';
import { ApiError, errorBody } from '@/lib/api/errors';
import { env } from '@/lib/config/env';
import { log } from '@/lib/log';
import { clientAddress, parseRateLimit, requestClient, type RateLimit } from '@/lib/rate-limit/rate-limit';
import { hashedKey, hitRateLimit, peekRateLimit } from '@/lib/rate-limit/rate-limit.server';
import { currentRequestId, REQUEST_ID_HEADER, requestIdFrom, runWithRequestId } from '@/lib/telemetry/request-id';
import type { PhotoUpload } from '@/features/dealer-contact/server';
import { authorize, parseAuthorization, type DealerCall } from './api-keys';
import { AUTH_FAILURE_LIMIT, AUTH_FAILURE_SCOPE } from './auth-failures';
import { readFeedBody } from './feed-request.server';
import { IDEMPOTENCY_HEADER, readIdempotencyKey, requestFingerprint } from './idempotency';
import { claimIdempotencyKey, completeIdempotencyKey, holdClaim, releaseIdempotencyKey } from './idempotency.server';
import { withPrintableText } from './item-problems';
import { findKey, touchKey, type StoredKey } from './key-store';
import type { FeedDealer } from './push.server';

/**
 * Every feed call runs through here (decision 034): the key (401 for a missing, wrong or revoked
 * one, 403 outside its dealers or calls — the same bare answer whatever the reason), the key's
 * rate limit, the body, the Idempotency-Key, then the call itself; each authenticated call is
 * logged with its key id, counts, duration and request id, in the database and the log, and every
 * answer carries that request id as `x-request-id` (decision 038).
 */
export interface CallInput {
  database: Database;
  key: StoredKey;
  dealer: FeedDealer;
  json: unknown;
  files: PhotoUpload[];
  query: URLSearchParams;
}

export interface CallOutcome {
  status?: number;
  body: unknown;
  counts?: Record<string, number>;
  /** A text answer (the CSV report) instead of JSON. */
  text?: { contentType: string; content: string };
}

const HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

function jsonResponse(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...HEADERS, ...extra } });
}

function errorResponse(error: unknown): Response {
  const body = errorBody(error);
  const extra = error instanceof ApiError ? { ...error.options.headers } : {};
  if (body.status === 401) extra['www-authenticate'] = 'Bearer realm="dealer-api"';
  return jsonResponse(body.status, body, extra);
}

function dealerNamed(json: unknown, query: URLSearchParams): string | null {
  if (json && typeof json === 'object' && 'dealer' in json && typeof json.dealer === 'string') return json.dealer;
  return query.get('dealer');
}

async function findDealer(database: Database, externalId: string): Promise<FeedDealer | null> {
  const [row] = await database.db.select({ id: dealers.id, externalId: dealers.externalId }).from(dealers).where(eq(dealers.externalId, externalId)).limit(1);
  return row ?? null;
}

export interface CallOptions {
  /** The body the call takes: none (GET), JSON, or JSON or multipart. */
  body: 'none' | 'json' | 'multipart';
}

interface Authenticated {
  database: Database;
  key: StoredKey;
}

/** What a call needs from outside; the routes use the process's database, tests their own. */
export interface ApiDependencies {
  database: () => Promise<Database>;
  /** Calls per key; the default is DEALER_API_RATE_LIMIT. */
  rateLimit?: RateLimit | null;
  /** Decoded photo pixels per call; the default is MAX_DECODED_PIXELS_PER_CALL (tests set less). */
  pixelsPerCall?: number;
  /** Failed authentications per client address; the default is AUTH_FAILURE_LIMIT, null for none. */
  authFailureLimit?: RateLimit | null;
}

export const liveDependencies: ApiDependencies = { database: openDatabase };

async function authenticate(request: Request, database: Database): Promise<Authenticated> {
  const header = request.headers.get('authorization');
  const token = parseAuthorization(header);
  if (!token) throw new ApiError('unauthorized', header ? 'malformed key' : 'no key');
  const key = await findKey(database, token);
  if (!key || key.revokedAt) throw new ApiError('unauthorized', key ? `revoked key ${key.keyId}` : `unknown key or wrong secret (key id ${token.keyId})`);
  return { database, key };
}

/** Where the failures of this request count, or null when it names no client (test runs without x-test-client-ip). */
function failureCounter(request: Request): string | null {
  const e = env();
  const client = requestClient(request.headers, { trustedProxies: e.TRUSTED_PROXY_COUNT, testRoutes: e.ENABLE_TEST_ROUTES });
  return client ? hashedKey(AUTH_FAILURE_SCOPE, client) : null;
}

/** Refuses a client past its failures, then authenticates; a failure is counted and logged, never with the key's secret. */
async function authenticateLimited(request: Request, dependencies: ApiDependencies, call: DealerCall): Promise<Authenticated> {
  const database = await dependencies.database();
  const limit = dependencies.authFailureLimit !== undefined ? dependencies.authFailureLimit : AUTH_FAILURE_LIMIT;
  const counter = limit ? failureCounter(request) : null;
  if (counter) {
    const decision = await peekRateLimit(database.db, counter, limit, new Date());
    if (!decision.allowed) throw new ApiError('tooManyRequests', 'too many failed authentications', { headers: { 'Retry-After': String(decision.retryAfterSeconds) } });
  }
  try {
    return await authenticate(request, database);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'unauthorized') throw error;
    const e = env();
    const client = clientAddress(request.headers.get('x-forwarded-for'), e.TRUSTED_PROXY_COUNT);
    log.warn({ call, client, reason: error.detail }, 'dealer api authentication failed');
    if (counter) await hitRateLimit(database.db, counter, limit, new Date()).catch((cause: unknown) => log.error({ err: cause }, 'dealer api failure counter not written'));
    throw error;
  }
}

async function limitCalls(auth: Authenticated, dependencies: ApiDependencies): Promise<void> {
  const limit = dependencies.rateLimit !== undefined ? dependencies.rateLimit : parseRateLimit(env().DEALER_API_RATE_LIMIT);
  const decision = await hitRateLimit(auth.database.db, `dealer-api:${auth.key.keyId}`, limit, new Date());
  if (!decision.allowed) throw new ApiError('tooManyRequests', auth.key.keyId, { headers: { 'Retry-After': String(decision.retryAfterSeconds) } });
}

export async function dealerCall(dependencies: ApiDependencies, request: Request, call: DealerCall, options: CallOptions, run: (input: CallInput) => Promise<CallOutcome>): Promise<Response> {
  // The app server gave the request its id already; `next dev` and tests have none yet, so the call makes it here.
  const given = currentRequestId();
  const requestId = given ?? requestIdFrom((name) => request.headers.get(name));
  const handle = () => handleCall(dependencies, request, call, options, run, requestId);
  const response = await (given ? handle() : runWithRequestId(requestId, handle));
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

async function handleCall(dependencies: ApiDependencies, request: Request, call: DealerCall, options: CallOptions, run: (input: CallInput) => Promise<CallOutcome>, requestId: string): Promise<Response> {
  const started = performance.now();
  let auth: Authenticated | null = null;
  let dealerId: string | null = null;
  let status = 500;
  let counts: Record<string, number> = {};
  let replayed = false;
  try {
    auth = await authenticateLimited(request, dependencies, call);
    await limitCalls(auth, dependencies);
    const query = new URL(request.url).searchParams;
    const body = options.body === 'none' ? { json: undefined, files: [] } : await readFeedBody(request, { multipart: options.body === 'multipart' });
    const granted = authorize(auth.key, call, dealerNamed(body.json, query));
    if (!granted.ok) throw new ApiError(granted.status === 401 ? 'unauthorized' : 'forbidden');
    dealerId = granted.dealer;
    const dealer = await findDealer(auth.database, granted.dealer);
    if (!dealer) throw new ApiError('forbidden', `dealer ${granted.dealer} is gone`);

    const idempotency = options.body === 'none' ? { key: null } : readIdempotencyKey(request.headers.get(IDEMPOTENCY_HEADER));
    if (idempotency === 'invalid') throw new ApiError('badRequest', null, { fields: { 'Idempotency-Key': 'moet 1 tot 200 zichtbare ASCII-tekens zijn' } });
    const idemKey = idempotency.key;
    let owner = '';
    if (idemKey) {
      const fingerprint = requestFingerprint({ call, json: body.json, files: body.files.map((file) => ({ name: file.name, bytes: file.bytes })) });
      const claim = await claimIdempotencyKey(auth.database, auth.key.id, idemKey, fingerprint, new Date());
      const { decision } = claim;
      if (decision.action === 'conflict') throw new ApiError('badRequest', null, { fields: { 'Idempotency-Key': 'is al gebruikt voor een andere aanroep' } });
      if (decision.action === 'inProgress') throw new ApiError('tooManyRequests', 'idempotent call in progress', { headers: { 'Retry-After': String(decision.retryAfterSeconds) } });
      if (decision.action === 'replay') {
        status = decision.status;
        replayed = true;
        return jsonResponse(decision.status, decision.response, { 'idempotent-replayed': 'true' });
      }
      owner = claim.owner;
    }
    const letGo = idemKey ? holdClaim(auth.database.db, auth.key.id, idemKey, owner) : () => undefined;
    try {
      const outcome = await run({ database: auth.database, key: auth.key, dealer, json: body.json, files: body.files, query });
      status = outcome.status ?? 200;
      counts = outcome.counts ?? {};
      // Kept as jsonb, which takes no NUL and no half surrogate pair: a file name in the answer may hold one.
      if (idemKey) await completeIdempotencyKey(auth.database.db, auth.key.id, idemKey, status, withPrintableText(outcome.body));
      if (outcome.text) return new Response(outcome.text.content, { status, headers: { ...HEADERS, 'content-type': outcome.text.contentType } });
      return jsonResponse(status, outcome.body);
    } catch (error) {
      // A call refused as a whole (400) changed nothing, and one that failed must be retryable: free the key.
      if (idemKey) await releaseIdempotencyKey(auth.database.db, auth.key.id, idemKey, owner).catch(() => undefined);
      throw error;
    } finally {
      letGo();
    }
  } catch (error) {
    if (!(error instanceof ApiError)) log.error({ err: error, call }, 'dealer api call failed');
    status = errorBody(error).status;
    return errorResponse(error);
  } finally {
    const ms = Math.round(performance.now() - started);
    log.info({ call, keyId: auth?.key.keyId ?? null, dealer: dealerId, status, counts, ms, replayed }, 'dealer api call');
    if (auth) await recordCall(auth, { call, dealer: dealerId, status, counts, ms, replayed, requestId });
  }
}

async function recordCall(auth: Authenticated, entry: { call: string; dealer: string | null; status: number; counts: Record<string, number>; ms: number; replayed: boolean; requestId: string }): Promise<void> {
  try {
    await auth.database.db
      .insert(dealerApiCalls)
      .values({ apiKeyId: auth.key.id, call: entry.call, dealerExternalId: entry.dealer, status: entry.status, counts: entry.counts, durationMs: entry.ms, replayed: entry.replayed ? 1 : 0, requestId: entry.requestId });
    await touchKey(auth.database, auth.key.id);
  } catch (error) {
    log.error({ err: error }, 'dealer api call could not be logged');
  }
}

import { createHash } from 'node:crypto';

/**
 * Idempotent retries (issue 19), the pure part. A call sent with `Idempotency-Key` is answered once;
 * a retry with the same key and the same request gets the stored answer and changes nothing. The
 * request is fingerprinted by what it says, not its bytes: a multipart retry comes with a new
 * boundary, so the hash covers the JSON and each file's name and content hash instead.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long an answer is kept for retries. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/**
 * A claim still without an answer after this long belongs to a call that never finished: its node
 * was killed past the shutdown bound (decision 038) or crashed. Its push wrote nothing half (the
 * import is one transaction per batch), so a retry may take the claim over and run the call again,
 * instead of being told "in progress" until the key expires a day later. Far above the longest call.
 */
export const IDEMPOTENCY_CLAIM_LEASE_MS = 5 * 60_000;

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The header's value when it is a usable key, null when absent; throws nothing, a bad key is `invalid`. */
export function readIdempotencyKey(header: string | null): { key: string | null } | 'invalid' {
  if (header === null) return { key: null };
  const key = header.trim();
  return KEY.test(key) ? { key } : 'invalid';
}

export interface Fingerprinted {
  call: string;
  json: unknown;
  files: readonly { name: string; bytes: Uint8Array }[];
}

export function requestFingerprint(request: Fingerprinted): string {
  const hash = createHash('sha256');
  hash.update(request.call).update('\n').update(JSON.stringify(request.json) ?? 'null');
  for (const file of [...request.files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    hash.update('\n').update(file.name).update('\u0000').update(createHash('sha256').update(file.bytes).digest('hex'));
  }
  return hash.digest('base64url');
}

export interface StoredAttempt {
  requestHash: string;
  /** null while the first call is still running. */
  status: number | null;
  response: unknown;
  /** When the call was claimed. */
  createdAt: Date;
}

export type IdempotencyDecision = { action: 'run' } | { action: 'takeOver' } | { action: 'replay'; status: number; response: unknown } | { action: 'conflict' } | { action: 'inProgress' };

/** What to do with a call whose key was seen before (`stored`), or not (`null`), at `now`. */
export function decideIdempotency(stored: StoredAttempt | null, requestHash: string, now: Date): IdempotencyDecision {
  if (!stored) return { action: 'run' };
  if (stored.requestHash !== requestHash) return { action: 'conflict' };
  if (stored.status === null) return now.getTime() - stored.createdAt.getTime() > IDEMPOTENCY_CLAIM_LEASE_MS ? { action: 'takeOver' } : { action: 'inProgress' };
  return { action: 'replay', status: stored.status, response: stored.response };
}

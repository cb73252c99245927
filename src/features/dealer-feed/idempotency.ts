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
}

export type IdempotencyDecision = { action: 'run' } | { action: 'replay'; status: number; response: unknown } | { action: 'conflict' } | { action: 'inProgress' };

/** What to do with a call whose key was seen before (`stored`), or not (`null`). */
export function decideIdempotency(stored: StoredAttempt | null, requestHash: string): IdempotencyDecision {
  if (!stored) return { action: 'run' };
  if (stored.requestHash !== requestHash) return { action: 'conflict' };
  if (stored.status === null) return { action: 'inProgress' };
  return { action: 'replay', status: stored.status, response: stored.response };
}

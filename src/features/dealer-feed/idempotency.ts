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
 * A running claim names its owner (the process running the call) and is renewed by it every
 * IDEMPOTENCY_HEARTBEAT_MS while the call runs. A claim not renewed for IDEMPOTENCY_CLAIM_LEASE_MS
 * belongs to a call that never finished: its node was killed past the shutdown bound (decision 038)
 * or crashed. Its push wrote nothing half (the import is one transaction per batch), so a retry takes
 * the claim over and runs the call again. Before issue 49 the lease was five fixed minutes, so a
 * dealer's retry after a crash was told "in progress" (429) that long.
 */
export const IDEMPOTENCY_HEARTBEAT_MS = 5_000;
export const IDEMPOTENCY_CLAIM_LEASE_MS = 20_000;

/** Who runs a claimed call: this process, told apart from a restarted one with the same pid. */
export interface ClaimOwner {
  owner: string;
}

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

/**
 * JSON with every object's keys in order: the same body with its keys in another order is the same
 * request (issue 49, item 14), as any JSON library may write them in any order.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item: unknown) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestFingerprint(request: Fingerprinted): string {
  const hash = createHash('sha256');
  hash.update(request.call).update('\n').update(canonicalJson(request.json));
  for (const file of [...request.files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    hash.update('\n').update(file.name).update('\u0000').update(createHash('sha256').update(file.bytes).digest('hex'));
  }
  return hash.digest('base64url');
}

export interface StoredAttempt {
  requestHash: string;
  /** null while the first call is still running. */
  status: number | null;
  /** The answer once there is one; while running, the claim's owner (`ClaimOwner`). */
  response: unknown;
  /** When the call was claimed, or its claim last renewed while it runs. */
  createdAt: Date;
}

/** What the deciding process knows about owners. */
export interface OwnerView {
  /** This process's owner id. */
  self: string;
  /** Owners of running calls in this process. */
  running: ReadonlySet<string>;
  /**
   * Whether a claim by another process can be alive at all. Not on PGlite: only one process opens
   * its folder (src/db/data-folder-lock.ts), so a claim by another process is one that died.
   */
  othersMayRun: boolean;
}

export type IdempotencyDecision = { action: 'run' } | { action: 'takeOver' } | { action: 'replay'; status: number; response: unknown } | { action: 'conflict' } | { action: 'inProgress'; retryAfterSeconds: number };

function ownerOf(response: unknown): string | null {
  return response && typeof response === 'object' && 'owner' in response && typeof response.owner === 'string' ? response.owner : null;
}

/** What to do with a call whose key was seen before (`stored`), or not (`null`), at `now`. */
export function decideIdempotency(stored: StoredAttempt | null, requestHash: string, now: Date, owners: OwnerView): IdempotencyDecision {
  if (!stored) return { action: 'run' };
  if (stored.requestHash !== requestHash) return { action: 'conflict' };
  if (stored.status !== null) return { action: 'replay', status: stored.status, response: stored.response };
  const owner = ownerOf(stored.response);
  // Ours, and still running here; or ours from before this process ran its call to the end without answering.
  if (owner !== null && owner.startsWith(`${owners.self}:`)) return owners.running.has(owner) ? inProgress(stored, now) : { action: 'takeOver' };
  if (!owners.othersMayRun) return { action: 'takeOver' };
  return now.getTime() - stored.createdAt.getTime() > IDEMPOTENCY_CLAIM_LEASE_MS ? { action: 'takeOver' } : inProgress(stored, now);
}

function inProgress(stored: StoredAttempt, now: Date): IdempotencyDecision {
  const left = IDEMPOTENCY_CLAIM_LEASE_MS - (now.getTime() - stored.createdAt.getTime());
  return { action: 'inProgress', retryAfterSeconds: Math.max(1, Math.min(Math.ceil(left / 1000), Math.ceil(IDEMPOTENCY_HEARTBEAT_MS / 1000))) };
}

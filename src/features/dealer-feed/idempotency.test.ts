import { describe, expect, it } from 'vitest';
import { decideIdempotency, IDEMPOTENCY_CLAIM_LEASE_MS, readIdempotencyKey, requestFingerprint } from './idempotency';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('idempotent retries', () => {
  it('accepts printable keys up to 200 characters', () => {
    expect(readIdempotencyKey(null)).toEqual({ key: null });
    expect(readIdempotencyKey(' voorraad-2026-06-01 ')).toEqual({ key: 'voorraad-2026-06-01' });
    for (const bad of ['', 'met spatie', 'é', 'x'.repeat(201)]) expect(readIdempotencyKey(bad)).toBe('invalid');
  });

  it('fingerprints what a call says, not how its multipart was cut', () => {
    const one = requestFingerprint({ call: 'listings.push', json: { listings: [1] }, files: [{ name: 'a.jpg', bytes: bytes('A') }, { name: 'b.jpg', bytes: bytes('B') }] });
    const same = requestFingerprint({ call: 'listings.push', json: { listings: [1] }, files: [{ name: 'b.jpg', bytes: bytes('B') }, { name: 'a.jpg', bytes: bytes('A') }] });
    expect(same).toBe(one);
    expect(requestFingerprint({ call: 'listings.push', json: { listings: [2] }, files: [] })).not.toBe(requestFingerprint({ call: 'listings.push', json: { listings: [1] }, files: [] }));
    expect(requestFingerprint({ call: 'listings.push', json: {}, files: [{ name: 'a.jpg', bytes: bytes('A') }] })).not.toBe(requestFingerprint({ call: 'listings.push', json: {}, files: [{ name: 'a.jpg', bytes: bytes('C') }] }));
    expect(requestFingerprint({ call: 'listings.sync', json: {}, files: [] })).not.toBe(requestFingerprint({ call: 'listings.deactivate', json: {}, files: [] }));
  });

  const now = new Date('2026-11-25T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('runs a new call, replays a finished one, and refuses a reused key or a call still running', () => {
    expect(decideIdempotency(null, 'h', now)).toEqual({ action: 'run' });
    expect(decideIdempotency({ requestHash: 'h', status: 200, response: { ok: 1 }, createdAt: ago(3_600_000) }, 'h', now)).toEqual({ action: 'replay', status: 200, response: { ok: 1 } });
    expect(decideIdempotency({ requestHash: 'h', status: 200, response: {}, createdAt: ago(1000) }, 'other', now)).toEqual({ action: 'conflict' });
    expect(decideIdempotency({ requestHash: 'h', status: null, response: null, createdAt: ago(1000) }, 'h', now)).toEqual({ action: 'inProgress' });
  });

  it('lets a retry take over a claim its node never answered, once the lease is past', () => {
    expect(decideIdempotency({ requestHash: 'h', status: null, response: null, createdAt: ago(IDEMPOTENCY_CLAIM_LEASE_MS) }, 'h', now)).toEqual({ action: 'inProgress' });
    expect(decideIdempotency({ requestHash: 'h', status: null, response: null, createdAt: ago(IDEMPOTENCY_CLAIM_LEASE_MS + 1) }, 'h', now)).toEqual({ action: 'takeOver' });
    // Another request under the same key stays a mistake, however old the claim.
    expect(decideIdempotency({ requestHash: 'h', status: null, response: null, createdAt: ago(IDEMPOTENCY_CLAIM_LEASE_MS + 1) }, 'other', now)).toEqual({ action: 'conflict' });
  });
});

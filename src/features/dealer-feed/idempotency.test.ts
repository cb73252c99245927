import { describe, expect, it } from 'vitest';
import { decideIdempotency, IDEMPOTENCY_CLAIM_LEASE_MS, readIdempotencyKey, requestFingerprint, type OwnerView } from './idempotency';

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

  it('fingerprints the same body with its keys in another order alike (issue 49)', () => {
    const one = requestFingerprint({ call: 'listings.push', json: { dealer: 'B1', listings: [{ externalId: 'A', price: 100, allInDeal: { price: 1, items: [] } }] }, files: [] });
    const reordered = requestFingerprint({ call: 'listings.push', json: { listings: [{ allInDeal: { items: [], price: 1 }, price: 100, externalId: 'A' }], dealer: 'B1' }, files: [] });
    expect(reordered).toBe(one);
    // The order of a list is what the call says: that stays another request.
    expect(requestFingerprint({ call: 'c', json: { a: [1, 2] }, files: [] })).not.toBe(requestFingerprint({ call: 'c', json: { a: [2, 1] }, files: [] }));
  });

  const now = new Date('2026-11-25T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const postgres: OwnerView = { self: 'node-a/12/x', running: new Set(), othersMayRun: true };
  const running = (createdAt: Date, owner = 'node-b/7/y:1') => ({ requestHash: 'h', status: null, response: { owner }, createdAt });

  it('runs a new call, replays a finished one, and refuses a reused key or a call still running', () => {
    expect(decideIdempotency(null, 'h', now, postgres)).toEqual({ action: 'run' });
    expect(decideIdempotency({ requestHash: 'h', status: 200, response: { ok: 1 }, createdAt: ago(3_600_000) }, 'h', now, postgres)).toEqual({ action: 'replay', status: 200, response: { ok: 1 } });
    expect(decideIdempotency({ requestHash: 'h', status: 200, response: {}, createdAt: ago(1000) }, 'other', now, postgres)).toEqual({ action: 'conflict' });
    expect(decideIdempotency(running(ago(1000)), 'h', now, postgres)).toMatchObject({ action: 'inProgress' });
  });

  it('lets a retry take over a claim whose owner stopped renewing it, once the lease is past', () => {
    expect(decideIdempotency(running(ago(IDEMPOTENCY_CLAIM_LEASE_MS)), 'h', now, postgres)).toMatchObject({ action: 'inProgress' });
    expect(decideIdempotency(running(ago(IDEMPOTENCY_CLAIM_LEASE_MS + 1)), 'h', now, postgres)).toEqual({ action: 'takeOver' });
    // Issue 49: the lease is seconds, not the five minutes a dealer's retry waited after a crash.
    expect(IDEMPOTENCY_CLAIM_LEASE_MS).toBeLessThanOrEqual(30_000);
    // Another request under the same key stays a mistake, however old the claim.
    expect(decideIdempotency({ ...running(ago(IDEMPOTENCY_CLAIM_LEASE_MS + 1)), requestHash: 'other' }, 'h', now, postgres)).toEqual({ action: 'conflict' });
  });

  it('takes over at once a claim whose owner cannot be running: another process on PGlite, or this one after the call ended', () => {
    const pglite: OwnerView = { self: 'node-a/12/x', running: new Set(), othersMayRun: false };
    expect(decideIdempotency(running(ago(1000)), 'h', now, pglite)).toEqual({ action: 'takeOver' });
    expect(decideIdempotency(running(ago(1000), 'node-a/12/x:3'), 'h', now, postgres)).toEqual({ action: 'takeOver' });
    const busy: OwnerView = { ...postgres, running: new Set(['node-a/12/x:3']) };
    expect(decideIdempotency(running(ago(1000), 'node-a/12/x:3'), 'h', now, busy)).toMatchObject({ action: 'inProgress' });
  });
});

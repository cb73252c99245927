import { describe, expect, it } from 'vitest';
import { decideIdempotency, readIdempotencyKey, requestFingerprint } from './idempotency';

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

  it('runs a new call, replays a finished one, and refuses a reused key or a call still running', () => {
    expect(decideIdempotency(null, 'h')).toEqual({ action: 'run' });
    expect(decideIdempotency({ requestHash: 'h', status: 200, response: { ok: 1 } }, 'h')).toEqual({ action: 'replay', status: 200, response: { ok: 1 } });
    expect(decideIdempotency({ requestHash: 'h', status: 200, response: {} }, 'other')).toEqual({ action: 'conflict' });
    expect(decideIdempotency({ requestHash: 'h', status: null, response: null }, 'h')).toEqual({ action: 'inProgress' });
  });
});

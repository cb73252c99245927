import { describe, expect, it } from 'vitest';
import { authorize, hashSecret, newSecret, newToken, parseAuthorization, parseScopes, parseToken, secretMatches, type KeyGrant } from './api-keys';

const grant = (overrides: Partial<KeyGrant> = {}): KeyGrant => ({ dealerExternalIds: ['D-1'], scopes: ['listings'], revokedAt: null, ...overrides });

describe('dealer API keys', () => {
  it('makes tokens of a public id and a 256-bit secret, and reads them back', () => {
    const { keyId, secret, token } = newToken();
    expect(keyId).toMatch(/^[a-z0-9]{12}$/);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(parseToken(token)).toEqual({ keyId, secret });
    expect(parseAuthorization(`Bearer ${token}`)).toEqual({ keyId, secret });
    expect(newToken().token).not.toBe(token);
  });

  it('refuses anything that is not a bearer token of that shape', () => {
    const { token } = newToken();
    for (const header of [null, '', token, `Basic ${token}`, `Bearer ${token}x`, `Bearer dk_short_secret`, `Bearer ${token} extra`]) expect(parseAuthorization(header)).toBeNull();
  });

  it('stores only a hash and compares it to the secret', () => {
    const { keyId, secret } = newToken();
    const stored = hashSecret(secret);
    expect(stored).not.toContain(secret);
    expect(secretMatches(secret, stored)).toBe(true);
    expect(secretMatches(newSecret(keyId).secret, stored)).toBe(false);
    expect(secretMatches(secret, 'short')).toBe(false);
  });

  it('lets a key act only for its dealers and calls; a revoked key is unknown', () => {
    expect(authorize(grant(), 'listings.push', null)).toEqual({ ok: true, dealer: 'D-1' });
    expect(authorize(grant(), 'listings.push', 'D-1')).toEqual({ ok: true, dealer: 'D-1' });
    expect(authorize(grant(), 'listings.push', 'D-2')).toEqual({ ok: false, status: 403 });
    expect(authorize(grant(), 'leads.list', 'D-1')).toEqual({ ok: false, status: 403 });
    expect(authorize(grant({ revokedAt: new Date() }), 'listings.push', 'D-1')).toEqual({ ok: false, status: 401 });
  });

  it('makes a supplier of several dealers name the dealer', () => {
    const supplier = grant({ dealerExternalIds: ['D-1', 'D-2'], scopes: ['listings', 'leads'] });
    expect(authorize(supplier, 'photos.upload', null)).toEqual({ ok: false, status: 403 });
    expect(authorize(supplier, 'leads.report', 'D-2')).toEqual({ ok: true, dealer: 'D-2' });
  });

  it('reads the CLI scopes and names unknown ones', () => {
    expect(parseScopes('listings, leads,listings')).toEqual(['listings', 'leads']);
    expect(() => parseScopes('listings,admin')).toThrow(/admin/);
    expect(() => parseScopes('')).toThrow();
  });
});

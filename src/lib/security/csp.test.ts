import { describe, expect, it } from 'vitest';
import { buildCsp, createNonce, securityHeaders } from './csp';

describe('buildCsp', () => {
  it('allows scripts only with the nonce and never unsafe-eval in production', () => {
    const csp = buildCsp({ nonce: 'abc', frameAncestors: [], development: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('takes style elements from our origin only in production, style attributes inline', () => {
    const csp = buildCsp({ nonce: 'n', frameAncestors: [], development: false });
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("style-src-attr 'unsafe-inline';");
    expect(buildCsp({ nonce: 'n', frameAncestors: [], development: true })).toContain("style-src 'self' 'unsafe-inline';");
  });

  it('lists configured partner origins as frame ancestors', () => {
    const csp = buildCsp({ nonce: 'n', frameAncestors: ['https://partner.nl', 'https://dealer.example'], development: false });
    expect(csp).toContain("frame-ancestors 'self' https://partner.nl https://dealer.example");
  });

  it('adds unsafe-eval only for the development overlay', () => {
    expect(buildCsp({ nonce: 'n', frameAncestors: [], development: true })).toContain("'unsafe-eval'");
  });

  it('opens beacons, pixels and frames to tag origins only when given', () => {
    const closed = buildCsp({ nonce: 'n', frameAncestors: [], development: false });
    expect(closed).toContain("connect-src 'self';");
    const open = buildCsp({ nonce: 'n', frameAncestors: [], development: false, tagOrigins: ['https://www.googletagmanager.com'] });
    expect(open).toContain("connect-src 'self' https://www.googletagmanager.com;");
    expect(open).toContain("img-src 'self' data: blob: https://www.googletagmanager.com;");
    expect(open).toContain("frame-src 'self' https://www.googletagmanager.com;");
    expect(open).toContain("script-src 'self' 'nonce-n' 'strict-dynamic';");
  });
});

describe('securityHeaders', () => {
  it('sends HSTS only in production', () => {
    expect(securityHeaders(true)['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(securityHeaders(false)['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders(false)['X-Content-Type-Options']).toBe('nosniff');
  });
});

describe('createNonce', () => {
  it('is unpredictable per call', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{20,}$/);
    expect(createNonce()).not.toBe(a);
  });
});

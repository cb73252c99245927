import { describe, expect, it } from 'vitest';
import { config } from './proxy';

// Issue 49: a `missing: next-router-prefetch` condition let any request that sent the header skip the
// proxy, and with it the CSP, HSTS and the request guard. No header a client chooses may decide that.
describe('the proxy matcher', () => {
  it('has no condition on a request header, cookie or query a client can set', () => {
    for (const matcher of config.matcher) {
      expect(matcher).not.toHaveProperty('missing');
      expect(matcher).not.toHaveProperty('has');
    }
  });
});

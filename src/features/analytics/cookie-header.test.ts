import { describe, expect, it } from 'vitest';
import { readCookie } from './cookie-header';

describe('readCookie', () => {
  it('finds one cookie among others and decodes it', () => {
    expect(readCookie('a=1; viaBOVAG-CorrelationId=abc%20def; b=2', 'viaBOVAG-CorrelationId')).toBe('abc def');
  });

  it('does not match on a name that only ends the same', () => {
    expect(readCookie('xviaBOVAG-CorrelationId=1', 'viaBOVAG-CorrelationId')).toBeUndefined();
  });

  it('gives undefined for no header and for broken encoding', () => {
    expect(readCookie(null, 'a')).toBeUndefined();
    expect(readCookie('a=%E0%A4%A', 'a')).toBeUndefined();
  });
});

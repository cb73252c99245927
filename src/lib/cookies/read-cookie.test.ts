import { describe, expect, it } from 'vitest';
import { readCookie, readDecodedCookie } from './read-cookie';

describe('readDecodedCookie', () => {
  it('finds one cookie among others and decodes it', () => {
    expect(readDecodedCookie('a=1; viaBOVAG-CorrelationId=abc%20def; b=2', 'viaBOVAG-CorrelationId')).toBe('abc def');
  });

  it('does not match on a name that only ends the same', () => {
    expect(readDecodedCookie('xviaBOVAG-CorrelationId=1', 'viaBOVAG-CorrelationId')).toBeUndefined();
  });

  it('gives undefined for no header and for broken encoding', () => {
    expect(readDecodedCookie(null, 'a')).toBeUndefined();
    expect(readDecodedCookie('a=%E0%A4%A', 'a')).toBeUndefined();
  });
});

describe('readCookie', () => {
  it('returns the value as written, so each cookie decides its own decoding', () => {
    expect(readCookie('a=1; viaBOVAG-Favorites=4%7C8; b=2', 'viaBOVAG-Favorites')).toBe('4%7C8');
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });
});

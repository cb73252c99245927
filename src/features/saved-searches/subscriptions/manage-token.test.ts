import { describe, expect, it } from 'vitest';
import { isManageToken, manageToken, tokenAddressId } from './manage-token';

const KEY = 'k'.repeat(32);

describe('manage token', () => {
  it('opens the page of its own address only', () => {
    const token = manageToken(KEY, 42, 'jan@example.nl');
    expect(tokenAddressId(token)).toBe(42);
    expect(isManageToken(KEY, token, 42, 'jan@example.nl')).toBe(true);
    expect(isManageToken(KEY, token, 42, 'piet@example.nl')).toBe(false);
    expect(isManageToken(KEY, token.replace('42.', '43.'), 43, 'jan@example.nl')).toBe(false);
    expect(isManageToken('x'.repeat(32), token, 42, 'jan@example.nl')).toBe(false);
  });

  it('refuses what is not a token before any lookup', () => {
    for (const bad of ['', '42', '42.', '0.abcdefghijklmnopqrstuvwx', 'x.abcdefghijklmnopqrstuvwx', '42.short', `42.${'a'.repeat(22)}/`]) expect(tokenAddressId(bad)).toBeNull();
  });
});

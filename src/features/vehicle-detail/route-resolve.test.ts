import { describe, expect, it } from 'vitest';
import { canonicalCheck, codeFromSlug } from './route-resolve';

describe('codeFromSlug', () => {
  it('takes the code after the last dash', () => expect(codeFromSlug('volkswagen-golf-1-5-tsi-ab12cd3')).toBe('ab12cd3'));
  it('accepts the bare code', () => expect(codeFromSlug('ab12cd3')).toBe('ab12cd3'));
  it('rejects a code without two digits or two letters', () => {
    expect(codeFromSlug('golf-abcdef1')).toBeNull();
    expect(codeFromSlug('golf-123456a')).toBeNull();
  });
  it('rejects words glued to the code', () => expect(codeFromSlug('golfab12cd3')).toBeNull());
  it('rejects upper case and short slugs', () => {
    expect(codeFromSlug('golf-AB12CD3')).toBeNull();
    expect(codeFromSlug('ab12')).toBeNull();
  });
});

describe('canonicalCheck', () => {
  const listing = { mobilityType: 'car' as const, title: 'Volkswagen Golf 1.5 TSI', code: 'ab12cd3' };
  it('accepts the canonical path', () => {
    expect(canonicalCheck({ type: 'auto', slug: 'volkswagen-golf-1-5-tsi-ab12cd3' }, listing)).toEqual({ kind: 'canonical' });
  });
  it('redirects a stale title to the current slug', () => {
    expect(canonicalCheck({ type: 'auto', slug: 'volkswagen-polo-ab12cd3' }, listing)).toEqual({ kind: 'redirect', location: '/auto/aanbod/volkswagen-golf-1-5-tsi-ab12cd3' });
  });
  it('redirects the wrong type segment and keeps the query', () => {
    expect(canonicalCheck({ type: 'motor', slug: 'volkswagen-golf-1-5-tsi-ab12cd3', query: 'zoek=%2Fauto&index=3' }, listing)).toEqual({
      kind: 'redirect',
      location: '/auto/aanbod/volkswagen-golf-1-5-tsi-ab12cd3?zoek=%2Fauto&index=3',
    });
  });
  it('uses the camping type segment for camping vehicles', () => {
    const caravan = { mobilityType: 'caramper' as const, title: 'Hobby De Luxe 460 UFe', code: 'zz99yy1' };
    expect(canonicalCheck({ type: 'auto', slug: 'hobby-de-luxe-460-ufe-zz99yy1' }, caravan)).toEqual({ kind: 'redirect', location: '/kampeervoertuig/aanbod/hobby-de-luxe-460-ufe-zz99yy1' });
  });
});

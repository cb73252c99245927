import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('turns a Dutch number into an international tel: link', () => {
    expect(telHref('030-1234567')).toBe('tel:+31301234567');
    expect(telHref('06 12 34 56 78')).toBe('tel:+31612345678');
    expect(telHref('088 269 28 88')).toBe('tel:+31882692888');
    expect(telHref('088 288 48 00')).toBe('tel:+31882884800');
  });

  it('keeps a country code that is already there', () => {
    expect(telHref('+32 2 123 45 67')).toBe('tel:+3221234567');
    expect(telHref('+31 88 269 2888')).toBe('tel:+31882692888');
    expect(telHref('0031301234567')).toBe('tel:+31301234567');
  });
});

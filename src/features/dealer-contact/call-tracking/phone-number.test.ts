import { describe, expect, it } from 'vitest';
import { telHref, trackedNumberFor } from './phone-number';

describe('telHref', () => {
  it('turns a Dutch number into an international tel: link', () => {
    expect(telHref('030-1234567')).toBe('tel:+31301234567');
    expect(telHref('06 12 34 56 78')).toBe('tel:+31612345678');
  });

  it('keeps a country code that is already there', () => {
    expect(telHref('+32 2 123 45 67')).toBe('tel:+3221234567');
    expect(telHref('0031301234567')).toBe('tel:+31301234567');
  });
});

describe('trackedNumberFor', () => {
  it('gives every code one stable ten-digit 088 number', () => {
    const number = trackedNumberFor('AEN2100-1234');
    expect(number).toMatch(/^088-\d{7}$/);
    expect(trackedNumberFor('AEN2100-1234')).toBe(number);
    expect(trackedNumberFor('AEN2100-1235')).not.toBe(number);
  });
});

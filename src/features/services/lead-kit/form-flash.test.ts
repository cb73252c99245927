import { describe, expect, it } from 'vitest';
import { decodeFlash, encodeFlash, flashCookie, type FormFlash } from './form-flash';

const flash: FormFlash = { id: 'k3x9', values: { name: 'Zoë van der Berg', email: 'zoe@example.nl' }, errors: { email: 'Dit e-mailadres klopt niet.' } };

describe('the form flash of a no-JavaScript post', () => {
  it('comes back under its own id, with the letters the visitor typed', () => {
    expect(decodeFlash(encodeFlash(flash), 'k3x9')).toEqual(flash);
    const sent = { ...flash, errors: {}, outcome: { dealer: { name: 'Autobedrijf Ålesund', city: 'Utrecht' } } };
    expect(decodeFlash(encodeFlash(sent), 'k3x9')?.outcome).toEqual(sent.outcome);
  });

  it('shows nothing under another id, without an id, or from a cookie that is no flash', () => {
    expect(decodeFlash(encodeFlash(flash), 'other')).toBeNull();
    expect(decodeFlash(encodeFlash(flash), undefined)).toBeNull();
    expect(decodeFlash('%%%not-base64', 'k3x9')).toBeNull();
    expect(decodeFlash(undefined, 'k3x9')).toBeNull();
  });

  it('leaves the values out rather than pass the size a browser keeps', () => {
    const big = { ...flash, values: { remarks: 'x'.repeat(5000) } };
    const encoded = encodeFlash(big);
    expect(encoded.length).toBeLessThan(3600);
    expect(decodeFlash(encoded, 'k3x9')).toEqual({ ...big, values: {} });
  });

  it('is a short-lived cookie of the page alone, out of reach of scripts', () => {
    expect(flashCookie('form-flash', 'abc', { path: '/financieren/autofinanciering', secure: true })).toBe(
      'form-flash=abc; Path=/financieren/autofinanciering; Max-Age=600; HttpOnly; SameSite=Lax; Secure',
    );
  });
});

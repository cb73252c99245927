import { describe, expect, it } from 'vitest';
import { parseContact, text } from './contact-fields';

const rules = { isSafeName: (value: string) => !/[<>]/.test(value), isValidPhone: (value: string) => /^[\d +-]{10,}$/.test(value) };

describe('contact fields', () => {
  it('trims text, reads absence as empty and refuses what is too long or no text', () => {
    expect(text('  a  ', 5)).toBe('a');
    expect(text(undefined, 5)).toBe('');
    expect(text(null, 5)).toBe('');
    expect(text(3, 5)).toBeNull();
    expect(text('abcdef', 5)).toBeNull();
  });

  it('reads a valid contact and normalises the postcode', () => {
    const errors: Record<string, string> = {};
    expect(parseContact({ name: ' Sanne ', email: 'sanne@example.nl', phone: '06 12345678', postcode: '3511aa' }, rules, errors, true)).toEqual({
      name: 'Sanne',
      email: 'sanne@example.nl',
      phone: '06 12345678',
      postcode: '3511 AA',
    });
    expect(errors).toEqual({});
  });

  it("gives each field's first problem as a code; the phone is required only when asked", () => {
    const required: Record<string, string> = {};
    parseContact({ name: '', email: '', phone: '', postcode: '' }, rules, required, true);
    expect(required).toEqual({ name: 'name.required', email: 'email.required', phone: 'phone.required', postcode: 'postcode.required' });
    const optional: Record<string, string> = {};
    parseContact({ name: '<b>', email: 'geen', phone: '', postcode: '0123' }, rules, optional, false);
    expect(optional).toEqual({ name: 'name.invalid', email: 'email.invalid', postcode: 'postcode.invalid' });
    const wrong: Record<string, string> = {};
    parseContact({ name: 'x'.repeat(101), email: 'a@b.nl', phone: '123', postcode: '3511' }, rules, wrong, false);
    expect(wrong).toEqual({ name: 'name.tooLong', phone: 'phone.invalid' });
  });
});

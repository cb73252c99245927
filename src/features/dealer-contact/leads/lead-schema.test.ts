import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import contact from '../../../../public/locales/nl/contact.json';
import { isValidPhone, isValidPlate, LEAD_ERROR_CODES, validateLead } from './lead-schema';

const person = { name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '06 12345678' };
const base = { listingId: 12, website: '' };

describe('validateLead', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 10 March 2026, 23:30 in the Netherlands (22:30 UTC).
    vi.setSystemTime(new Date('2026-03-10T22:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('accepts a complete contact question and trims it', () => {
    const result = validateLead({ ...base, type: 'contact', question: 'prijs', feedbackType: 'email', comment: '  Kan er nog iets af? ', ...person });
    expect(result).toEqual({ ok: true, lead: expect.objectContaining({ comment: 'Kan er nog iets af?', name: 'Sanne de Vries' }) });
  });

  it('refuses an empty contact form, one message per field', () => {
    const result = validateLead({ ...base, type: 'contact' });
    expect(result).toEqual({
      ok: false,
      errors: { question: 'question.required', feedbackType: 'feedbackType.required', name: 'name.required', email: 'email.required' },
    });
  });

  it('wants a phone number when the visitor wants to be called, and a comment for "iets anders"', () => {
    const result = validateLead({ ...base, type: 'contact', question: 'anders', feedbackType: 'telefoon', comment: '', name: 'Sanne', email: 'sanne@example.nl', phone: '' });
    expect(result).toEqual({ ok: false, errors: { comment: 'comment.required', phone: 'phone.requiredForCallback' } });
  });

  it('checks e-mail addresses and Dutch phone numbers', () => {
    const result = validateLead({ ...base, type: 'contact', question: 'prijs', feedbackType: 'email', name: 'S', email: 'sanne@example', phone: '12345' });
    expect(result).toEqual({ ok: false, errors: { email: 'email.invalid', phone: 'phone.invalid' } });
    expect(isValidPhone('030-1234567')).toBe(true);
    expect(isValidPhone('+31 6 1234 5678')).toBe(true);
    expect(isValidPhone('+32 2 123 45 67')).toBe(true);
    expect(isValidPhone('06-1234567')).toBe(false);
  });

  it('refuses line breaks and angle brackets in name and e-mail: they end up in the mail’s Reply-To header', () => {
    const contactLead = { ...base, type: 'contact', question: 'prijs', feedbackType: 'email', ...person };
    for (const name of ['Sanne\r\nBcc: iedereen@example.nl', 'Sanne\nde Vries', 'Sanne <sanne@evil.example>', 'Sanne\u2028de Vries', 'Sanne\u0000']) {
      const result = validateLead({ ...contactLead, name });
      expect(result, JSON.stringify(name)).toEqual({ ok: false, errors: { name: 'name.invalid' } });
    }
    for (const email of ['sanne@example.nl\r\nBcc: x@example.nl', 'sanne@exa\nmple.nl', '<sanne@example.nl>', 'sanne@example.nl>', 'a@example.nl,b@evil.example', 'sanne@example.nl;x@evil.example', '"s"@example.nl', 'sanne@example.nl\u0000']) {
      const result = validateLead({ ...contactLead, email });
      expect(result, JSON.stringify(email)).toEqual({ ok: false, errors: { email: 'email.invalid' } });
    }
    // The fault report's optional name and e-mail go into the header too.
    const fault = { ...base, type: 'fault', faultType: 'prijs', description: 'De prijs klopt niet.' };
    expect(validateLead({ ...fault, name: 'A<b>', email: 'x@y.nl' })).toEqual({ ok: false, errors: { name: 'name.invalid' } });
    expect(validateLead({ ...fault, name: 'A', email: 'x@y.nl\nBcc: z@y.nl' })).toEqual({ ok: false, errors: { email: 'email.invalid' } });
    // What people really type still passes: accents, apostrophes, hyphens, plus addressing, a line break at the end (trimmed).
    const ok = validateLead({ ...contactLead, name: "José d'Ancona-Öztürk\n", email: 'jose.d-ancona+auto@café.example.nl' });
    expect(ok).toEqual({ ok: true, lead: expect.objectContaining({ name: "José d'Ancona-Öztürk", email: 'jose.d-ancona+auto@café.example.nl' }) });
  });

  it('normalises a trade-in licence plate and asks mileage for cars, make and model for caravans', () => {
    const car = validateLead({ ...base, type: 'tradeIn', tradeInVehicle: 'car', licensePlate: 'ab-123-c', mileage: '85.000', ...person });
    expect(car).toEqual({ ok: true, lead: expect.objectContaining({ licensePlate: 'AB123C', mileage: '85000' }) });
    const caravan = validateLead({ ...base, type: 'tradeIn', tradeInVehicle: 'caravan', licensePlate: 'WX-12-BC', ...person });
    expect(caravan).toEqual({ ok: false, errors: { vehicleBrandModel: 'vehicleBrandModel.required' } });
    const bad = validateLead({ ...base, type: 'tradeIn', licensePlate: 'ABCDEF', mileage: 'veel', ...person });
    expect(bad).toEqual({ ok: false, errors: { licensePlate: 'licensePlate.invalid', mileage: 'mileage.invalid' } });
    expect(isValidPlate('1-ABC-23')).toBe(true);
    // Six letters and digits are not enough: they must fit a side code.
    expect(isValidPlate('G1H2J3')).toBe(false);
  });

  it('takes test-drive dates from today (Dutch time) up to 90 days ahead', () => {
    const drive = (preferredDate: string) => validateLead({ ...base, type: 'testDrive', preferredDate, partOfDay: 'middag', ...person });
    // 23:30 in Amsterdam is still 10 March; in UTC it is already the 10th too, but the 11th must not be "past".
    expect(drive('2026-03-10').ok).toBe(true);
    expect(drive('2026-03-09')).toEqual({ ok: false, errors: { preferredDate: 'preferredDate.past' } });
    expect(drive('2026-06-08').ok).toBe(true);
    expect(drive('2026-06-09')).toEqual({ ok: false, errors: { preferredDate: 'preferredDate.tooFar' } });
    expect(drive('2026-02-30')).toEqual({ ok: false, errors: { preferredDate: 'preferredDate.invalid' } });
    expect(validateLead({ ...base, type: 'testDrive', preferredDate: '2026-03-12', partOfDay: 'nacht', ...person, phone: '' })).toEqual({
      ok: false,
      errors: { partOfDay: 'partOfDay.required', phone: 'phone.required' },
    });
  });

  it('lets a fault report go without name or e-mail but not without a description', () => {
    expect(validateLead({ ...base, type: 'fault', faultType: 'verkocht', description: 'Deze auto staat al weken als verkocht op de site van de dealer.' }).ok).toBe(true);
    expect(validateLead({ ...base, type: 'fault', faultType: 'prijs', description: 'te duur' })).toEqual({ ok: false, errors: { description: 'description.tooShort' } });
  });

  it('needs the employer for a lease request and a phone number for a reservation', () => {
    expect(validateLead({ ...base, type: 'lease', ...person })).toEqual({ ok: false, errors: { employer: 'employer.required' } });
    expect(validateLead({ ...base, type: 'reserve', ...person, phone: '' })).toEqual({ ok: false, errors: { phone: 'phone.required' } });
  });

  it('refuses what a person cannot cause as a form error: bots, unknown types, tampered ids, huge texts', () => {
    const contactLead = { ...base, type: 'contact', question: 'prijs', feedbackType: 'email', ...person };
    expect(validateLead({ ...contactLead, website: 'http://spam.example' })).toEqual({ ok: false, errors: { form: 'form.invalid' } });
    expect(validateLead({ ...contactLead, listingId: '12' })).toEqual({ ok: false, errors: { form: 'form.invalid' } });
    // Past the integer column the database answered 500 (issue 12, item 5).
    expect(validateLead({ ...contactLead, listingId: 2_147_483_648 })).toEqual({ ok: false, errors: { form: 'form.invalid' } });
    expect(validateLead({ ...contactLead, type: 'complaint' })).toEqual({ ok: false, errors: { form: 'form.invalid' } });
    expect(validateLead(null)).toEqual({ ok: false, errors: { form: 'form.invalid' } });
    expect(validateLead({ ...contactLead, comment: 'x'.repeat(2001) })).toEqual({ ok: false, errors: { comment: 'text.tooLong' } });
  });

  it('has a Dutch message for every error code', () => {
    for (const code of LEAD_ERROR_CODES) expect(contact.errors[code as keyof typeof contact.errors], code).toMatch(/\.$/);
  });
});

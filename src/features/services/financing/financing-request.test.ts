import { describe, expect, it } from 'vitest';
import { parseFinancingRequest } from './financing-request';

const rules = { isSafeName: (value: string) => !/[<>]/.test(value), isValidPhone: (value: string) => /^0\d{9}$/.test(value.replace(/\s/g, '')) };
const person = { name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '06 12345678', postcode: '3511aa' };

describe('a financing request', () => {
  it('reads amount, term, the vehicle and the contact details, normalised', () => {
    expect(parseFinancingRequest({ amount: '15.000', months: '60', vehicle: 'ab12cd3', ...person, website: '' }, rules)).toEqual({
      ok: true,
      request: { amount: 15_000, months: 60, vehicle: 'ab12cd3', contact: { ...person, postcode: '3511 AA' } },
    });
    expect(parseFinancingRequest({ amount: 9999.5, months: 36, ...person }, rules)).toMatchObject({ ok: true, request: { amount: 9999.5, months: 36, vehicle: '' } });
  });

  it('names every field that is wrong, with the code of its first problem', () => {
    expect(parseFinancingRequest({ amount: '100', months: '61', name: '', email: 'geen-adres', phone: '', postcode: '12' }, rules)).toEqual({
      ok: false,
      errors: { amount: 'amount.invalid', months: 'months.invalid', name: 'name.required', email: 'email.invalid', phone: 'phone.required', postcode: 'postcode.invalid' },
    });
    expect(parseFinancingRequest({ amount: '', months: '', ...person }, rules)).toEqual({ ok: false, errors: { amount: 'amount.required', months: 'months.required' } });
  });

  it('refuses a filled-in bot trap, a vehicle that is no listing code and a body that is no object', () => {
    expect(parseFinancingRequest({ amount: '5000', months: '24', ...person, website: 'http://spam' }, rules)).toEqual({ ok: false, errors: { form: 'form.invalid' } });
    expect(parseFinancingRequest({ amount: '5000', months: '24', ...person, vehicle: '../../x' }, rules)).toEqual({ ok: false, errors: { form: 'form.invalid' } });
    expect(parseFinancingRequest([], rules)).toEqual({ ok: false, errors: { form: 'form.invalid' } });
  });
});

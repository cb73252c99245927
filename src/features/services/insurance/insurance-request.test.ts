import { describe, expect, it } from 'vitest';
import { parseInsuranceRequest } from './insurance-request';

const rules = { isSafeName: (value: string) => !/[<>]/.test(value), isValidPhone: (value: string) => /^0\d{9}$/.test(value.replace(/\s/g, '')) };
const person = { name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '', postcode: '9711 aa' };

describe('an insurance indication request', () => {
  it('reads the plate in any spelling, the claim-free years and the contact details', () => {
    expect(parseInsuranceRequest({ licensePlate: 'kn-699-b', claimFreeYears: '7', ...person }, rules)).toEqual({
      ok: true,
      request: { licensePlate: 'KN699B', claimFreeYears: 7, contact: { ...person, postcode: '9711 AA' } },
    });
    expect(parseInsuranceRequest({ licensePlate: 'KN699B', claimFreeYears: -3, ...person }, rules)).toMatchObject({ ok: true, request: { claimFreeYears: -3 } });
  });

  it('names each wrong field: a plate of no Dutch side code, years out of range, a missing e-mail', () => {
    expect(parseInsuranceRequest({ licensePlate: 'AB-12', claimFreeYears: '51', ...person, email: '' }, rules)).toEqual({
      ok: false,
      errors: { licensePlate: 'licensePlate.invalid', claimFreeYears: 'claimFreeYears.invalid', email: 'email.required' },
    });
    expect(parseInsuranceRequest({ licensePlate: '', claimFreeYears: '', ...person }, rules)).toEqual({
      ok: false,
      errors: { licensePlate: 'licensePlate.required', claimFreeYears: 'claimFreeYears.required' },
    });
    expect(parseInsuranceRequest({ licensePlate: 'KN699B', claimFreeYears: '7,5', ...person }, rules)).toMatchObject({ ok: false, errors: { claimFreeYears: 'claimFreeYears.invalid' } });
  });

  it('refuses a filled-in bot trap', () => {
    expect(parseInsuranceRequest({ licensePlate: 'KN699B', claimFreeYears: '7', ...person, website: 'x' }, rules)).toEqual({ ok: false, errors: { form: 'form.invalid' } });
  });
});

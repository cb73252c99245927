import { describe, expect, it } from 'vitest';
import { parseOfferRequest, type ContactRules } from './offer-request';

const now = new Date(Date.UTC(2026, 10, 1));
// The lead forms' rules in spirit; their own tests hold the real ones.
const rules: ContactRules = { isSafeName: (value) => !/[<>\p{Cc}]/u.test(value), isValidPhone: (value) => /^0\d{9}$/.test(value.replace(/\s/g, '')) };
const contact = { name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '06 12345678', postcode: '3511aa' };

describe('a request to dealers', () => {
  it('reads a camper to sell with its plate and mileage, the postcode normalised', () => {
    expect(parseOfferRequest({ purpose: 'sell', vehicle: 'camper', licensePlate: 'gh-jk-12', mileage: '48.000', description: ' Nette camper ', ...contact, website: '' }, rules, now)).toEqual({
      ok: true,
      offer: {
        purpose: 'sell',
        vehicle: 'camper',
        licensePlate: 'GHJK12',
        mileage: 48_000,
        vehicleBrandModel: '',
        description: 'Nette camper',
        contact: { name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '06 12345678', postcode: '3511 AA' },
      },
    });
  });

  it('takes a caravan by make and model, its plate optional, without mileage', () => {
    const parsed = parseOfferRequest({ purpose: 'sell', vehicle: 'caravan', vehicleBrandModel: 'Hobby De Luxe 460', mileage: '-5', ...contact }, rules, now);
    expect(parsed).toMatchObject({ ok: true, offer: { vehicle: 'caravan', licensePlate: '', mileage: null, vehicleBrandModel: 'Hobby De Luxe 460' } });
    expect(parseOfferRequest({ purpose: 'sell', vehicle: 'foldingTrailer', ...contact }, rules, now)).toEqual({ ok: false, errors: { vehicleBrandModel: 'vehicleBrandModel.required' } });
  });

  it('names every wrong field at once', () => {
    const parsed = parseOfferRequest({ purpose: 'sell', vehicle: 'car', licensePlate: 'A1B2C3', mileage: '3000000', name: '<b>', email: 'geen', phone: '123', postcode: '0123' }, rules, now);
    expect(parsed).toEqual({
      ok: false,
      errors: { licensePlate: 'licensePlate.invalid', mileage: 'mileage.tooHigh', name: 'name.invalid', email: 'email.invalid', phone: 'phone.invalid', postcode: 'postcode.invalid' },
    });
    expect(parseOfferRequest({ purpose: 'sell', vehicle: 'motor', ...contact, postcode: '' }, rules, now)).toEqual({
      ok: false,
      errors: { licensePlate: 'licensePlate.required', mileage: 'mileage.required', postcode: 'postcode.required' },
    });
  });

  it('refuses an unknown vehicle, an unknown purpose and a filled honeypot as the form', () => {
    expect(parseOfferRequest({ purpose: 'sell', vehicle: 'boot', ...contact }, rules, now)).toMatchObject({ ok: false, errors: { form: 'form.invalid' } });
    expect(parseOfferRequest({ purpose: 'koop', ...contact }, rules, now)).toMatchObject({ ok: false, errors: { form: 'form.invalid' } });
    expect(parseOfferRequest({ purpose: 'sell', vehicle: 'car', licensePlate: 'GH-JK-12', mileage: '1', ...contact, website: 'spam' }, rules, now)).toEqual({ ok: false, errors: { form: 'form.invalid' } });
    expect(parseOfferRequest(null, rules, now)).toEqual({ ok: false, errors: { form: 'form.invalid' } });
  });

  it('reads a trade-in proposal request with the valuation it was shown', () => {
    expect(parseOfferRequest({ purpose: 'tradeIn', valuation: { licensePlate: 'GH-JK-12', mileage: '85000', moment: 'later' }, ...contact, phone: '' }, rules, now)).toEqual({
      ok: true,
      offer: { purpose: 'tradeIn', valuation: { by: 'plate', plate: 'GHJK12', mileage: 85_000, moment: 'later' }, contact: { ...contact, phone: '', postcode: '3511 AA' } },
    });
    expect(parseOfferRequest({ purpose: 'tradeIn', valuation: { licensePlate: 'GH-JK-12', mileage: '-1', moment: 'nu' }, ...contact }, rules, now)).toEqual({ ok: false, errors: { mileage: 'mileage.negative' } });
  });
});

import { describe, expect, it } from 'vitest';
import { parseMileage, parseValuationBody, parseValuationQuery, valuationBody, valuationQuery } from './valuation-input';

const now = new Date(Date.UTC(2026, 10, 1));

describe('the trade-in form input', () => {
  it('reads a plate in any display form, the mileage the Dutch way and the moment', () => {
    expect(parseValuationBody({ licensePlate: 'gh-jk-12', mileage: '85.000', moment: 'binnen3Maanden' }, now)).toEqual({
      ok: true,
      input: { by: 'plate', plate: 'GHJK12', mileage: 85_000, moment: 'binnen3Maanden' },
    });
    expect(parseMileage('85 000 km')).toEqual({ ok: true, km: 85_000 });
    expect(parseMileage('0')).toEqual({ ok: true, km: 0 });
  });

  it('refuses a malformed plate, negative and absurd mileage, and a missing moment, each at its field', () => {
    const parsed = parseValuationBody({ licensePlate: 'AB-12', mileage: '-5', moment: 'morgen' }, now);
    expect(parsed).toEqual({ ok: false, errors: { licensePlate: 'licensePlate.invalid', mileage: 'mileage.negative', moment: 'moment.required' } });
    expect(parseMileage('2000001')).toEqual({ ok: false, code: 'mileage.tooHigh' });
    expect(parseMileage('2.000.000')).toEqual({ ok: true, km: 2_000_000 });
    expect(parseMileage('veel')).toEqual({ ok: false, code: 'mileage.invalid' });
    expect(parseMileage(' ')).toEqual({ ok: false, code: 'mileage.required' });
    // Six characters that fit no side code.
    expect(parseValuationBody({ licensePlate: 'A1B2C3', mileage: '1', moment: 'nu' }, now)).toMatchObject({ ok: false, errors: { licensePlate: 'licensePlate.invalid' } });
    expect(parseValuationBody({ mileage: '1', moment: 'nu' }, now)).toMatchObject({ ok: false, errors: { licensePlate: 'licensePlate.required' } });
  });

  it('is no request at all when the body is not an object', () => {
    expect(parseValuationBody([], now)).toEqual({ ok: false, errors: { form: 'form.invalid' } });
    expect(parseValuationBody('GHJK12', now)).toEqual({ ok: false, errors: { form: 'form.invalid' } });
  });

  it('reads the make-and-model form and checks the year against today', () => {
    expect(parseValuationBody({ manual: true, brand: ' Volkswagen ', model: 'Golf', year: '2019', fuel: 'diesel', mileage: 120000, moment: 'later' }, now)).toEqual({
      ok: true,
      input: { by: 'manual', vehicle: { brand: 'Volkswagen', model: 'Golf', year: 2019, fuel: 'diesel' }, mileage: 120_000, moment: 'later' },
    });
    const wrong = parseValuationBody({ manual: true, brand: '', model: '', year: '2027', fuel: 'steenkool', mileage: '1', moment: 'nu' }, now);
    expect(wrong).toEqual({ ok: false, errors: { brand: 'brand.required', model: 'model.required', year: 'year.invalid', fuel: 'fuel.required' } });
  });

  it('round-trips through the page query, and a bare visit is no request', () => {
    const input = { by: 'plate', plate: 'GHJK12', mileage: 85_000, moment: 'nu' } as const;
    const params = Object.fromEntries(new URLSearchParams(valuationQuery(input)));
    expect(params).toEqual({ kenteken: 'GHJK12', kilometerstand: '85000', moment: 'nu' });
    expect(parseValuationQuery(params, now)).toEqual({ ok: true, input });
    expect(parseValuationQuery({}, now)).toBeNull();
    expect(parseValuationQuery({ handmatig: '1', kilometerstand: '5' }, now)).toBeNull();
    expect(parseValuationBody(valuationBody(input), now)).toEqual({ ok: true, input });
    const manual = { by: 'manual', vehicle: { brand: 'Kia', model: 'Picanto', year: 2018, fuel: 'benzine' }, mileage: 60_000, moment: 'later' } as const;
    expect(parseValuationQuery(Object.fromEntries(new URLSearchParams(valuationQuery(manual))), now)).toEqual({ ok: true, input: manual });
    expect(parseValuationBody(valuationBody(manual), now)).toEqual({ ok: true, input: manual });
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_CUSTOM_FIELDS, parseWebEventBody } from './web-event-body';

describe('web event body (product §7)', () => {
  it('takes the vehicle id and keeps the custom fields apart', () => {
    expect(parseWebEventBody({ vehicleId: 42, position: 3, source: 'kaart', sponsored: false })).toEqual({
      vehicleId: 42,
      customFields: { position: 3, source: 'kaart', sponsored: false },
    });
    expect(parseWebEventBody({ vehicleId: 7 })).toEqual({ vehicleId: 7, customFields: {} });
  });

  it.each([
    ['no object', null],
    ['an array', [1]],
    ['no vehicle id', { position: 1 }],
    ['a vehicle id as text', { vehicleId: '42' }],
    ['a fractional vehicle id', { vehicleId: 4.2 }],
    ['a zero vehicle id', { vehicleId: 0 }],
    ['a nested custom field', { vehicleId: 1, extra: { a: 1 } }],
    ['a null custom field', { vehicleId: 1, extra: null }],
    ['a strange field name', { vehicleId: 1, 'a b': 'x' }],
    ['a value past 200 characters', { vehicleId: 1, note: 'x'.repeat(201) }],
    ['a field name past 40 characters', { vehicleId: 1, [`f${'x'.repeat(40)}`]: 1 }],
  ])('refuses %s', (_label, body) => {
    expect(parseWebEventBody(body)).toBeNull();
  });

  it('refuses more custom fields than the limit', () => {
    const fields = Object.fromEntries(Array.from({ length: MAX_CUSTOM_FIELDS + 1 }, (_, index) => [`f${index}`, index]));
    expect(parseWebEventBody({ vehicleId: 1, ...fields })).toBeNull();
    const allowed = Object.fromEntries(Array.from({ length: MAX_CUSTOM_FIELDS }, (_, index) => [`f${index}`, index]));
    expect(parseWebEventBody({ vehicleId: 1, ...allowed })?.customFields).toEqual(allowed);
  });
});

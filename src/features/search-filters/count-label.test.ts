import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label';
import { formatRangeValue } from './range-format';

const templates = { zero: 'Geen resultaten', one: 'Toon {count} resultaat', other: 'Toon {count} resultaten' };

describe('countLabel', () => {
  it('picks the Dutch plural and groups thousands', () => {
    expect(countLabel(templates, 0)).toBe('Geen resultaten');
    expect(countLabel(templates, 1)).toBe('Toon 1 resultaat');
    expect(countLabel(templates, 1234)).toBe('Toon 1.234 resultaten');
  });
});

describe('formatRangeValue', () => {
  it('formats each range in its unit', () => {
    expect(formatRangeValue('price', 15000)).toBe('€\u00a015.000');
    expect(formatRangeValue('buildYear', 2019)).toBe('2019');
    expect(formatRangeValue('mileage', 100000)).toBe('100.000 km');
    expect(formatRangeValue('emptyMass', 1200)).toBe('1.200 kg');
  });
});

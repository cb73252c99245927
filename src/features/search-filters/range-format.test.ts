import { describe, expect, it } from 'vitest';
import { formatRangeOption, formatRangeValue } from './range-format';

describe('range bounds as people read them', () => {
  it('puts horsepower first, kW after, on chips', () => {
    expect(formatRangeValue('powerPk', 102)).toBe('102 pk (75 kW)');
    expect(formatRangeValue('powerPk', 150)).toBe('150 pk (110 kW)');
  });

  it('leaves the count as the only bracketed number of a power step', () => {
    expect(formatRangeOption('powerPk', 102, 61)).toBe('102 pk · 75 kW (61)');
    expect(formatRangeOption('powerPk', 340, 1234)).toBe('340 pk · 250 kW (1.234)');
  });

  it('counts every other step the same way', () => {
    expect(formatRangeOption('price', 15000, 3)).toBe(`${formatRangeValue('price', 15000)} (3)`);
    expect(formatRangeOption('batteryCapacity', 500, 12)).toBe('500 Wh (12)');
    expect(formatRangeOption('berths', 4, 7)).toBe('4 (7)');
  });

  it('shows camping lengths in metres and masses in kilograms', () => {
    expect(formatRangeValue('lengthCm', 650)).toBe('6,5 m');
    expect(formatRangeValue('lengthCm', 700)).toBe('7 m');
    expect(formatRangeValue('maximumMass', 1350)).toBe('1.350 kg');
  });
});

import { describe, expect, it } from 'vitest';
import { formatEuros, formatMileage, formatPercent, formatPower, formatPrice, formatUnit } from './number';
import { formatDayMonth, formatLongDate, formatMonthYear, formatVehicleAge, vehicleAge } from './date';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('writes whole euros with a dash', () => {
    expect(formatPrice(1_234_500)).toBe(`€${NBSP}12.345,-`);
  });
  it('writes cents when there are cents', () => {
    expect(formatPrice(1_234_550)).toBe(`€${NBSP}12.345,50`);
  });
  it('can keep ,00 when the dash is not wanted', () => {
    expect(formatPrice(100_000, { dashForWholeEuros: false })).toBe(`€${NBSP}1.000,00`);
  });
  it('returns an empty string rather than NaN text', () => {
    expect(formatPrice(Number.NaN)).toBe('');
  });
});

describe('formatPercent', () => {
  it('writes a share the Dutch way, with a fixed decimal when asked', () => {
    expect(formatPercent(0.079, { fixed: true })).toBe('7,9%');
    expect(formatPercent(0.15, { fixed: true })).toBe('15,0%');
    expect(formatPercent(0.15)).toBe('15%');
  });
});

describe('other numbers', () => {
  it('formats euros for filter steps', () => expect(formatEuros(15000)).toBe(`€${NBSP}15.000`));
  it('formats mileage in km with a thousands dot', () => expect(formatMileage(123456)).toBe('123.456 km'));
  it('formats miles when the unit is miles', () => expect(formatMileage(5000, 'mijl')).toBe('5.000 mijl'));
  it('formats power in kW and hp', () => expect(formatPower(110)).toBe('110 kW (150 pk)'));
  it('formats units with a decimal comma', () => expect(formatUnit(28.5, 'inch', 1)).toBe('28,5 inch'));
});

describe('dates', () => {
  it('writes month-year the Dutch listing way', () => {
    expect(formatMonthYear(2019, 3)).toBe('mrt 2019');
    expect(formatMonthYear(2021, 12)).toBe('dec 2021');
  });
  it('falls back to the year for an impossible month', () => expect(formatMonthYear(2020, 13)).toBe('2020'));
  it('writes long dates in Dutch', () => expect(formatLongDate(new Date('2026-03-12T10:00:00Z'))).toBe('12 maart 2026'));
  it('writes day and month in Dutch, on the Amsterdam calendar', () => {
    expect(formatDayMonth(new Date('2026-11-12T10:00:00Z'))).toBe('12 november');
    expect(formatDayMonth(new Date('2026-11-12T23:30:00Z'))).toBe('13 november');
  });
});

describe('vehicle age', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('counts months under 24 months', () => {
    expect(vehicleAge(2025, 11, now)).toEqual({ unit: 'months', value: 12 });
    expect(formatVehicleAge(2026, 10, now)).toBe('1 maand oud');
    expect(formatVehicleAge(2024, 12, now)).toBe('23 maanden oud');
  });
  it('switches to years from 24 months', () => {
    expect(vehicleAge(2024, 11, now)).toEqual({ unit: 'years', value: 2 });
    expect(formatVehicleAge(2019, 3, now)).toBe('7 jaar oud');
  });
  it('never goes negative for a future month', () => expect(vehicleAge(2027, 1, now)).toEqual({ unit: 'months', value: 0 }));
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dutchDigits } from './dutch-digits';
import { formatDecimal, formatEuros, formatInteger, formatPercent, formatPower, formatPrice, formatUnit } from './number';

const NBSP = '\u00a0';
const intl = (options: Intl.NumberFormatOptions) => {
  const format = new Intl.NumberFormat('nl-NL', options);
  return (value: number) => format.format(value).replace(/\u202f/g, NBSP);
};

/** Values as the pages meet them (prices, cents, counts, shares) and as no page does. */
const values = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  fc.double({ min: -2, max: 2, noNaN: true }),
  // Halves at every place: where rounding half away from zero and toFixed part.
  fc.tuple(fc.integer({ min: -100_000_000, max: 100_000_000 }), fc.integer({ min: 0, max: 4 })).map(([digits, places]) => (digits + 0.5) / 10 ** places),
  fc.constantFrom(0, -0, 0.5, -0.5, 1.005, 2.675, 999.95, 999.995, 1e21, 1.5e-7, 123456.789, 0.045, 1e-10, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE),
);

describe('dutchDigits against Intl nl-NL', () => {
  const cases: Array<[string, Intl.NumberFormatOptions, (value: number) => string]> = [
    ['whole euros', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 }, (value) => formatEuros(value)],
    ['integers', { maximumFractionDigits: 0 }, formatInteger],
    ['one decimal', { maximumFractionDigits: 1 }, (value) => formatUnit(value, 'x', 1).slice(0, -2)],
    ['a fixed percentage', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }, (value) => formatPercent(value, { fixed: true })],
    ['a percentage', { style: 'percent', maximumFractionDigits: 1 }, (value) => formatPercent(value)],
    ['three decimals, as toLocaleString', { maximumFractionDigits: 3 }, (value) => formatDecimal(value, 3)],
    ['two decimals at least', { minimumFractionDigits: 2, maximumFractionDigits: 2 }, (value) => formatDecimal(value, 2, 2)],
  ];
  for (const [name, options, ours] of cases) {
    it(`writes ${name} as Intl does`, () => {
      const reference = intl(options);
      // formatEuros rounds first, as Intl would; the others take the value as it is.
      const input = (value: number) => (name === 'whole euros' ? Math.round(value) : value);
      fc.assert(
        fc.property(values, (value) => {
          expect(ours(input(value))).toBe(reference(input(value)));
        }),
        { numRuns: 4000 },
      );
    });
  }

  it('writes cents as Intl does, with the dash for whole euros', () => {
    const cents = intl({ style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const whole = intl({ style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(formatPrice(value)).toBe(value % 100 === 0 ? `${whole(value / 100)},-` : cents(value / 100));
        expect(formatPrice(value, { dashForWholeEuros: false })).toBe(cents(value / 100));
      }),
      { numRuns: 4000 },
    );
  });

  it('rounds the decimal a double reads as, half away from zero', () => {
    expect(dutchDigits(1.005, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toEqual({ negative: false, body: '1,01' });
    expect(dutchDigits(-2.5, { minimumFractionDigits: 0, maximumFractionDigits: 0 })).toEqual({ negative: true, body: '3' });
    expect(dutchDigits(999.95, { minimumFractionDigits: 0, maximumFractionDigits: 1 })).toEqual({ negative: false, body: '1.000' });
    expect(dutchDigits(0.079, { minimumFractionDigits: 1, maximumFractionDigits: 1, shift: 2 })).toEqual({ negative: false, body: '7,9' });
  });

  it('leaves what no page formats to Intl', () => {
    expect(formatInteger(Number.NaN)).toBe('NaN');
    expect(formatEuros(Number.POSITIVE_INFINITY)).toBe(`€${NBSP}∞`);
    expect(formatDecimal(Number.NEGATIVE_INFINITY, 1)).toBe('-∞');
  });

  it('writes power the Dutch way', () => expect(formatPower(1234)).toBe('1.234 kW (1.678 pk)'));
});

import { madeOnce } from '@/lib/memo/made-once';
import { dutchDigits, type DigitOptions } from './dutch-digits';

/**
 * Dutch number formatting (ux.md): what `Intl.NumberFormat('nl-NL')` writes, digit for digit. The
 * digits come from dutch-digits.ts rather than from Intl itself, because a browser's first
 * NumberFormat loads its locale data inside the task that hydrates the page (decision 048); the unit
 * tests hold every format here to Intl's own output. What no page formats (NaN, infinities) still
 * goes through Intl, made at its first use.
 */
interface Format extends DigitOptions {
  style: 'decimal' | 'currency' | 'percent';
}

function formatter(format: Format): (value: number) => string {
  const { style, ...digits } = format;
  const intl = madeOnce(() => new Intl.NumberFormat('nl-NL', style === 'currency' ? { style, currency: 'EUR', ...digits } : { style, ...digits }));
  return (value) => {
    if (!Number.isFinite(value)) return normalizeSpaces(intl().format(value));
    const { negative, body } = dutchDigits(value, style === 'percent' ? { ...digits, shift: 2 } : digits);
    const signed = negative ? `-${body}` : body;
    return style === 'currency' ? `€\u00a0${signed}` : style === 'percent' ? `${signed}%` : signed;
  };
}

const eurWhole = formatter({ style: 'currency', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const eurCents = formatter({ style: 'currency', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = formatter({ style: 'decimal', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const decimal1 = formatter({ style: 'decimal', minimumFractionDigits: 0, maximumFractionDigits: 1 });
const percentFixed = formatter({ style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percentUpTo1 = formatter({ style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/**
 * Price from euro cents: "€ 12.345,-" for whole euros, "€ 12.345,50" otherwise (product §9: two
 * decimals, cents optionally replaced by a dash).
 */
export function formatPrice(cents: number, options: { dashForWholeEuros?: boolean } = {}): string {
  const dash = options.dashForWholeEuros ?? true;
  if (!Number.isFinite(cents)) return '';
  const rounded = Math.round(cents);
  if (rounded % 100 === 0 && dash) return `${eurWhole(rounded / 100)},-`;
  return eurCents(rounded / 100);
}

/** Whole euros without the dash, for filters and steps: "€ 15.000". */
export function formatEuros(euros: number): string {
  return eurWhole(Math.round(euros));
}

export function formatInteger(value: number): string {
  return integer(value);
}

/** "123.456 km"; miles where the dealer entered miles. */
export function formatMileage(value: number, unit: 'kilometer' | 'mijl' = 'kilometer'): string {
  return `${integer(Math.round(value))} ${unit === 'mijl' ? 'mijl' : 'km'}`;
}

export function formatUnit(value: number, unit: string, fractionDigits: 0 | 1 = 0): string {
  return `${(fractionDigits === 0 ? integer : decimal1)(value)} ${unit}`;
}

/** A share as a Dutch percentage, "7,9%"; `fixed` keeps the decimal for whole numbers too ("15,0%"). */
export function formatPercent(share: number, options: { fixed?: boolean } = {}): string {
  return (options.fixed ? percentFixed : percentUpTo1)(share);
}

/** Power as Dutch buyers read it: "110 kW (150 pk)". */
export function formatPower(kw: number): string {
  return `${integer(kw)} kW (${integer(Math.round(kw * 1.35962))} pk)`;
}

// Only Intl's answers (the values no page formats) need it: some runtimes put a narrow no-break space
// between symbol and number where the digits above put the no-break space cards want.
function normalizeSpaces(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}

/** A plain number with decimals as far as asked, as `toLocaleString('nl-NL', …)` writes it: "8,9". */
export function formatDecimal(value: number, maximumFractionDigits: number, minimumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return value.toLocaleString('nl-NL', { maximumFractionDigits, minimumFractionDigits });
  const { negative, body } = dutchDigits(value, { minimumFractionDigits, maximumFractionDigits });
  return negative ? `-${body}` : body;
}

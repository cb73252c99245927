import { madeOnce } from '@/lib/memo/made-once';

/**
 * Dutch number formatting (ux.md): Intl with nl-NL, never string hacks. Formatters are created
 * once because constructing Intl objects costs far more than using them, and at their first use,
 * not when the module loads: a browser's first NumberFormat loads its locale data (60–140 ms of
 * main thread at Lighthouse's 4× slower phone, measured on a blank page), which a page that loads
 * this module and formats nothing in the browser need not pay, and a page that formats one kind
 * of number makes one formatter, not six.
 */
const formatter = (options: Intl.NumberFormatOptions) => madeOnce(() => new Intl.NumberFormat('nl-NL', options));

const eurWhole = formatter({ style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const eurCents = formatter({ style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = formatter({ maximumFractionDigits: 0 });
const decimal1 = formatter({ maximumFractionDigits: 1 });
const percentFixed = formatter({ style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percentUpTo1 = formatter({ style: 'percent', maximumFractionDigits: 1 });

/**
 * Price from euro cents: "€ 12.345,-" for whole euros, "€ 12.345,50" otherwise (product §9: two
 * decimals, cents optionally replaced by a dash).
 */
export function formatPrice(cents: number, options: { dashForWholeEuros?: boolean } = {}): string {
  const dash = options.dashForWholeEuros ?? true;
  if (!Number.isFinite(cents)) return '';
  const rounded = Math.round(cents);
  if (rounded % 100 === 0 && dash) return `${normalizeSpaces(eurWhole().format(rounded / 100))},-`;
  return normalizeSpaces(eurCents().format(rounded / 100));
}

/** Whole euros without the dash, for filters and steps: "€ 15.000". */
export function formatEuros(euros: number): string {
  return normalizeSpaces(eurWhole().format(Math.round(euros)));
}

export function formatInteger(value: number): string {
  return integer().format(value);
}

/** "123.456 km"; miles where the dealer entered miles. */
export function formatMileage(value: number, unit: 'kilometer' | 'mijl' = 'kilometer'): string {
  return `${integer().format(Math.round(value))} ${unit === 'mijl' ? 'mijl' : 'km'}`;
}

export function formatUnit(value: number, unit: string, fractionDigits: 0 | 1 = 0): string {
  return `${(fractionDigits === 0 ? integer : decimal1)().format(value)} ${unit}`;
}

/** A share as a Dutch percentage, "7,9%"; `fixed` keeps the decimal for whole numbers too ("15,0%"). */
export function formatPercent(share: number, options: { fixed?: boolean } = {}): string {
  return (options.fixed ? percentFixed : percentUpTo1)().format(share);
}

/** Power as Dutch buyers read it: "110 kW (150 pk)". */
export function formatPower(kw: number): string {
  return `${integer().format(kw)} kW (${integer().format(Math.round(kw * 1.35962))} pk)`;
}

// Intl puts a no-break space between symbol and number; plain spaces wrap badly in narrow cards
// but a no-break space is what we want, so only normalise the narrow variant some runtimes emit.
function normalizeSpaces(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}

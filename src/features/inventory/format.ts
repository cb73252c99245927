/**
 * The formatted values a generated listing carries (specification groups, texts). The Dutch
 * number and date rules live in src/lib/format; this adapts them to whole-euro inputs and to the
 * fixed one-decimal consumption figures ("5,6 l/100 km") a listing shows.
 */
import { formatInteger, formatPower as formatPowerKw, formatPrice } from '@/lib/format/number';
import { formatMonthYear as monthYear } from '@/lib/format/date';

const oneDecimal = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const formatWhole = formatInteger;
export const formatPower = formatPowerKw;
export const formatMonthYear = monthYear;

export function formatOneDecimal(value: number): string {
  return oneDecimal.format(value);
}

/** € 14.950,- for whole euros. */
export function formatEuros(euros: number): string {
  return formatPrice(Math.round(euros) * 100);
}

/** Metric horsepower of a power in kW, as Dutch listings print it next to the kW. */
export function horsepower(kw: number): number {
  return Math.round(kw * 1.35962);
}

/** 2026-03-14 → 14-03-2026 */
export function formatDutchDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

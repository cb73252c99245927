/** Dutch number formatting for the formatted values a listing carries (nl-NL: 1.498, 5,6). */
const whole = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatWhole(value: number): string {
  return whole.format(value);
}

export function formatOneDecimal(value: number): string {
  return oneDecimal.format(value);
}

/** € 14.950,- for whole euros. */
export function formatEuros(euros: number): string {
  return `€ ${whole.format(euros)},-`;
}

/** 110 kW (150 pk); one kW is 1.36 metric horsepower. */
export function formatPower(kw: number): string {
  return `${whole.format(kw)} kW (${whole.format(Math.round(kw * 1.36))} pk)`;
}

export function horsepower(kw: number): number {
  return Math.round(kw * 1.36);
}

const MONTHS = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];

/** mrt 2019 */
export function formatMonthYear(year: number, month: number): string {
  return `${MONTHS[month - 1] ?? ''} ${year}`.trim();
}

/** 2026-03-14 → 14-03-2026 */
export function formatDutchDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

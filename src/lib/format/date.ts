import { madeOnce } from '@/lib/memo/made-once';

const MONTHS_SHORT = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'] as const;
/**
 * Made at first use, not when the module loads: a browser's first DateTimeFormat loads its locale
 * data, 200–230 ms of main thread at Lighthouse's 4× slower phone (decision 048), which only a page
 * that writes a date in the browser should pay: `/`, the search pages and the detail page write none
 * while they hydrate.
 */
const formatter = (options: Intl.DateTimeFormatOptions) => madeOnce(() => new Intl.DateTimeFormat('nl-NL', options));

const longDate = formatter({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });
const dayMonth = formatter({ day: 'numeric', month: 'long', timeZone: 'Europe/Amsterdam' });

/** "mrt 2019" (ux.md); Intl's short month adds a dot ("mrt.") that Dutch listings do not use. */
export function formatMonthYear(year: number, month: number): string {
  const name = MONTHS_SHORT[month - 1];
  return name ? `${name} ${year}` : String(year);
}

/** "12 maart 2026". */
export function formatLongDate(date: Date): string {
  return longDate().format(date);
}

/** "12 november": a date of the last weeks, where the year goes without saying (a price drop). */
export function formatDayMonth(date: Date): string {
  return dayMonth().format(date);
}

/**
 * Vehicle age (product §9): in months under 24 months, else in years. `now` is passed in so the
 * result is testable and identical on server and client for one render.
 */
export function vehicleAge(year: number, month: number, now: Date): { unit: 'months' | 'years'; value: number } {
  const months = Math.max(0, (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month));
  if (months < 24) return { unit: 'months', value: months };
  return { unit: 'years', value: Math.floor(months / 12) };
}

export function formatVehicleAge(year: number, month: number, now: Date): string {
  const age = vehicleAge(year, month, now);
  if (age.unit === 'months') return age.value === 1 ? '1 maand oud' : `${age.value} maanden oud`;
  return age.value === 1 ? '1 jaar oud' : `${age.value} jaar oud`;
}

/** A dealer's opening hours as a week table: Monday to Sunday, closed days included. */
import type { OpeningHoursEntry } from '@/db/schema';

export interface OpeningDay {
  day: number;
  /** "09:00–18:00", several periods joined by a comma, or null when closed. */
  hours: string | null;
}

export function openingWeek(entries: readonly OpeningHoursEntry[]): OpeningDay[] {
  return Array.from({ length: 7 }, (_, day) => {
    const periods = entries
      .filter((entry) => entry.day === day)
      .sort((a, b) => a.open.localeCompare(b.open))
      .map((entry) => `${entry.open}–${entry.close}`);
    return { day, hours: periods.length ? periods.join(', ') : null };
  });
}

/** Day 0 is Monday, as in the dealers table; JavaScript's getDay() starts on Sunday. */
export function dutchWeekday(date: Date, timeZone = 'Europe/Amsterdam'): number {
  const name = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone }).format(date);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name);
}

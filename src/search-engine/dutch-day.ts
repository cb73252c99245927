/**
 * Calendar days in the Netherlands (Europe/Amsterdam: CET, CEST from the last Sunday of March to
 * the last Sunday of October, switching at 01:00 UTC), as day numbers since 1970-01-01. "Aangeboden
 * sinds vandaag" means since local midnight, not in the last 24 hours.
 */
import type { ADDED_SINCE } from '@/lib/vehicle/enums';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const FIRST_YEAR = 1970;
const LAST_YEAR = 2200;

function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/** Summer-time intervals [start, end) per year, in epoch milliseconds. */
const SUMMER_TIME: { start: number; end: number }[] = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, index) => {
  const year = FIRST_YEAR + index;
  return { start: Date.UTC(year, 2, lastSunday(year, 2), 1), end: Date.UTC(year, 9, lastSunday(year, 9), 1) };
});

export function amsterdamOffsetMs(epochMs: number): number {
  let low = 0;
  let high = SUMMER_TIME.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((SUMMER_TIME[middle]?.start ?? 0) <= epochMs) low = middle;
    else high = middle - 1;
  }
  const interval = SUMMER_TIME[low];
  return interval && epochMs >= interval.start && epochMs < interval.end ? 2 * HOUR_MS : HOUR_MS;
}

export function amsterdamDay(epochMs: number): number {
  return Math.floor((epochMs + amsterdamOffsetMs(epochMs)) / DAY_MS);
}

/** How many days before today each added-since choice reaches back. */
export const ADDED_SINCE_DAYS: Record<(typeof ADDED_SINCE)[number], number> = {
  today: 0,
  yesterday: 1,
  theDayBeforeYesterday: 2,
  oneWeek: 7,
  twoWeeks: 14,
  oneMonth: 30,
};

/** The first Dutch calendar day a listing may have been added on to match the choice. */
export function addedSinceFirstDay(choice: (typeof ADDED_SINCE)[number], nowMs: number): number {
  return amsterdamDay(nowMs) - ADDED_SINCE_DAYS[choice];
}

/**
 * The lead report counts per Dutch calendar day (Europe/Amsterdam), so a range of days starts and
 * ends at Amsterdam's midnight, whichever of its two offsets holds that day. Pure.
 */
const offsetFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', timeZoneName: 'shortOffset' });

function amsterdamOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+1';
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!match) return 60;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The instant a yyyy-mm-dd day begins in Amsterdam. */
export function amsterdamDayStart(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // The offset that holds at the local midnight itself (the clocks change later that night, at 2 or 3 am).
  const guess = utcMidnight - amsterdamOffsetMinutes(new Date(utcMidnight)) * 60_000;
  return new Date(utcMidnight - amsterdamOffsetMinutes(new Date(guess)) * 60_000);
}

/** `from` and `until` as days, both inclusive, as the instants [start of from, start of the day after until). */
export function dayRange(from?: string, until?: string): { from?: Date; until?: Date } {
  return {
    ...(from ? { from: amsterdamDayStart(from) } : {}),
    ...(until ? { until: amsterdamDayStart(new Date(Date.parse(`${until}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) } : {}),
  };
}

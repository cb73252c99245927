import { describe, expect, it } from 'vitest';
import { dutchWeekday, openingWeek } from './opening-hours';

describe('openingWeek', () => {
  it('lists every day, closed days as null, split days joined', () => {
    const week = openingWeek([
      { day: 5, open: '09:00', close: '17:00' },
      { day: 0, open: '13:00', close: '18:00' },
      { day: 0, open: '08:30', close: '12:00' },
    ]);
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ day: 0, hours: '08:30–12:00, 13:00–18:00' });
    expect(week[5]?.hours).toBe('09:00–17:00');
    expect(week[6]?.hours).toBeNull();
  });
});

describe('dutchWeekday', () => {
  it('counts from Monday in Dutch time', () => {
    expect(dutchWeekday(new Date('2026-03-16T12:00:00Z'))).toBe(0);
    // Sunday 23:30 UTC is already Monday in Amsterdam.
    expect(dutchWeekday(new Date('2026-03-15T23:30:00Z'))).toBe(0);
    expect(dutchWeekday(new Date('2026-03-15T12:00:00Z'))).toBe(6);
  });
});

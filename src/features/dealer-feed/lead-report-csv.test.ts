import { describe, expect, it } from 'vitest';
import { csvCell, leadReportCsv } from './lead-report-csv';
import { amsterdamDayStart, dayRange } from './report-range';

describe('the lead report as CSV', () => {
  it('writes a header and one line per row, CRLF, empty for unknown', () => {
    const csv = leadReportCsv([{ day: '2026-06-01', code: 'ab12cde', stockNumber: 'VW-1', phoneReveals: 3, dialerDisplays: 1, favourites: 2, shares: 0 }, { day: '2026-05-31', code: null, stockNumber: null, phoneReveals: 1, dialerDisplays: 0, favourites: 0, shares: 0 }]);
    expect(csv).toBe('day,code,stockNumber,phoneReveals,dialerDisplays,favourites,shares\r\n2026-06-01,ab12cde,VW-1,3,1,2,0\r\n2026-05-31,,,1,0,0,0\r\n');
  });

  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('zeg "hoi"')).toBe('"zeg ""hoi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-12')).toBe('"\'-12"');
    expect(csvCell(-12)).toBe('-12');
  });
});

describe('report days in Dutch time', () => {
  it('starts a day at Amsterdam midnight, winter and summer', () => {
    expect(amsterdamDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(amsterdamDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // The last Sunday of March: midnight is still winter time.
    expect(amsterdamDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('includes the until day', () => {
    expect(dayRange('2026-06-01', '2026-06-01')).toEqual({ from: new Date('2026-05-31T22:00:00Z'), until: new Date('2026-06-01T22:00:00Z') });
    expect(dayRange()).toEqual({});
    expect(amsterdamDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { mailErrorText, maxMailAttempts, nextMailAttemptAt, parseRetrySchedule } from './retry-schedule';

describe('mail retry schedule', () => {
  const schedule = parseRetrySchedule('1, 5,30');

  it('reads the schedule in minutes, or off', () => {
    expect(schedule).toEqual([1, 5, 30]);
    expect(parseRetrySchedule('off')).toEqual([]);
    for (const wrong of ['', '1,,5', '-1', '0', '0.5', '1,0', '5m', 'never']) expect(() => parseRetrySchedule(wrong), wrong).toThrow();
  });

  it('waits 1, 5 and 30 minutes after the first three failures, then gives up', () => {
    const failedAt = new Date('2026-03-10T10:00:00Z');
    expect(maxMailAttempts(schedule)).toBe(4);
    expect(nextMailAttemptAt(1, failedAt, schedule)).toEqual(new Date('2026-03-10T10:01:00Z'));
    expect(nextMailAttemptAt(2, failedAt, schedule)).toEqual(new Date('2026-03-10T10:05:00Z'));
    expect(nextMailAttemptAt(3, failedAt, schedule)).toEqual(new Date('2026-03-10T10:30:00Z'));
    expect(nextMailAttemptAt(4, failedAt, schedule)).toBeNull();
    expect(nextMailAttemptAt(0, failedAt, schedule)).toBeNull();
    expect(nextMailAttemptAt(1, failedAt, [])).toBeNull();
  });

  it('keeps a short, one-line error', () => {
    expect(mailErrorText(new Error('Can\'t send mail - all recipients were rejected:\n550 Mailbox unavailable'))).toBe("Can't send mail - all recipients were rejected: 550 Mailbox unavailable");
    expect(mailErrorText('x'.repeat(900))).toHaveLength(500);
  });
});

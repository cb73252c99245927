/**
 * When a mail is tried again after the mail server refused it. Pure; the job that claims and sends
 * is the outbox's (lib/mail/outbox).
 */

/** The env syntax: whole minutes to wait after each failed attempt, "1,5,30,120,480"; "off" tries once. */
export const RETRY_SCHEDULE_SPEC = /^(?:off|[1-9]\d{0,4}(?:\s*,\s*[1-9]\d{0,4})*)$/;

export function parseRetrySchedule(spec: string): number[] {
  const text = spec.trim();
  if (!RETRY_SCHEDULE_SPEC.test(text)) throw new Error(`Not a retry schedule: "${spec}" (expected minutes such as 1,5,30 or off)`);
  if (text === 'off') return [];
  return text.split(',').map((part) => Number(part.trim()));
}

/** The first attempt plus one per wait in the schedule. */
export function maxMailAttempts(scheduleMinutes: readonly number[]): number {
  return 1 + scheduleMinutes.length;
}

/**
 * When the next attempt is due after attempt number `attemptsMade` failed at `failedAt`, or null
 * when the schedule is used up and the mail is given up on.
 */
export function nextMailAttemptAt(attemptsMade: number, failedAt: Date, scheduleMinutes: readonly number[]): Date | null {
  const wait = scheduleMinutes[attemptsMade - 1];
  if (attemptsMade < 1 || wait === undefined) return null;
  return new Date(failedAt.getTime() + wait * 60_000);
}

/**
 * An attempt still 'sending' after this long belongs to a node that died mid-send (the mailer's
 * timeouts, lib/mail/mailer.ts SMTP_TIMEOUTS, end an attempt on a silent server within a minute
 * or so): it counts as failed and the mail is tried again. This covers the first attempt too,
 * which runs after the visitor's answer and dies with its process on a restart.
 */
export const MAIL_CLAIM_LEASE_MS = 15 * 60_000;

/** A mail server's refusal, short enough to keep on the lead or outbox row. */
export function mailErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}

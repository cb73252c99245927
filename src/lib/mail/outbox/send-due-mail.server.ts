import 'server-only';
import type { Db } from '@/db';
import { MAIL_CLAIM_LEASE_MS, mailErrorText, maxMailAttempts, nextMailAttemptAt } from '../retry-schedule';
import type { Mailer, MailMessage } from '../types';
import { abandonStaleMail, claimDueMail, markHandingOver, markMailFailed, markMailSent, settleHandedOverMail, type ClaimedMail } from './outbox.server';

/**
 * Turns an outbox row into its mail at send time. Null means the mail is no longer wanted (the
 * subscription ended between queuing and sending): it is closed without sending.
 */
export type MailRenderer = (mail: ClaimedMail) => Promise<MailMessage | null>;

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  renderers: Readonly<Record<string, MailRenderer>>;
  /** Minutes to wait after each failed attempt (lib/mail/retry-schedule.ts). */
  retrySchedule: readonly number[];
  /** The host part of Message-IDs: the site's host name. */
  messageIdHost: string;
  now?: () => Date;
  /** Mails per run; the rest wait for the next run. */
  batchSize?: number;
  logError?: (fields: Record<string, unknown>, message: string) => void;
  logWarn?: (fields: Record<string, unknown>, message: string) => void;
}

export interface OutboxRun {
  attempted: number;
  sent: number;
  failed: number;
  dropped: number;
  abandoned: number;
}

/**
 * One run of the outbox job: claims due mail one row at a time and sends it. One at a time, so a
 * claim never waits behind other sends long enough to go stale while this node still means to
 * send it. A mail that fails is due again after the schedule's next wait.
 */
export async function sendDueMail(deps: OutboxDeps): Promise<OutboxRun> {
  const now = deps.now ?? (() => new Date());
  const maxAttempts = maxMailAttempts(deps.retrySchedule);
  const staleBefore = () => new Date(now().getTime() - MAIL_CLAIM_LEASE_MS);
  const settled = await settleHandedOverMail(deps.db, { staleBefore: staleBefore() });
  if (settled.length > 0) deps.logWarn?.({ outboxIds: settled }, 'outbox attempts died after handing their mail over: counted as sent, not sent again');
  const run: OutboxRun = { attempted: 0, sent: 0, failed: 0, dropped: 0, abandoned: await abandonStaleMail(deps.db, { staleBefore: staleBefore(), maxAttempts }) };
  for (let index = 0; index < (deps.batchSize ?? 50); index++) {
    const mail = await claimDueMail(deps.db, { now: now(), staleBefore: staleBefore(), maxAttempts });
    if (!mail) break;
    run.attempted++;
    const outcome = await sendOne(deps, mail, now);
    run[outcome]++;
  }
  return run;
}

/**
 * At most once where the receiver accepted (decision 057): the hand-over is committed before the
 * mailer is called, so a process that dies between the server's acceptance and markMailSent
 * leaves a row that is closed, not sent again. Only the mailer's own refusal makes it due again.
 */
async function sendOne(deps: OutboxDeps, mail: ClaimedMail, now: () => Date): Promise<'sent' | 'failed' | 'dropped'> {
  try {
    const render = deps.renderers[mail.kind];
    if (!render) throw new Error(`no renderer for mail kind ${mail.kind}`);
    const message = await render(mail);
    if (!message) {
      await markMailFailed(deps.db, mail.id, 'no longer wanted', null);
      return 'dropped';
    }
    // Lost to another node (this claim outlived its lease while rendering): that node sends it.
    if (!(await markHandingOver(deps.db, mail.id, mail.attempt, now()))) return 'dropped';
    await deps.mailer.send({ ...message, messageId: `<outbox-${mail.id}@${deps.messageIdHost}>` });
  } catch (error) {
    const retryAt = nextMailAttemptAt(mail.attempt, now(), deps.retrySchedule);
    await markMailFailed(deps.db, mail.id, mailErrorText(error), retryAt);
    deps.logError?.({ err: error, outboxId: mail.id, kind: mail.kind, attempt: mail.attempt, retryAt }, 'outbox mail failed');
    return 'failed';
  }
  try {
    await markMailSent(deps.db, mail.id, now());
  } catch (error) {
    // Accepted, but not marked: never "failed", or it would be sent again. After the lease the row is settled as sent.
    deps.logError?.({ err: error, outboxId: mail.id, kind: mail.kind }, 'outbox mail sent but not marked sent');
  }
  return 'sent';
}

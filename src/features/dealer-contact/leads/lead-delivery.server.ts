import 'server-only';
import type { Db } from '@/db';
import type { MailAttachment, Mailer } from '@/lib/mail/types';
import { leadMail, type Translate } from '../mail/lead-mail';
import { recordMailOutcome, type ClaimedLead, type LeadSubject, type MailOutcome } from './lead-repository';
import { mailErrorText, nextMailAttemptAt } from '@/lib/mail/retry-schedule';

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  t: Translate;
  productName: string;
  /** Minutes to wait after each failed attempt (LEAD_MAIL_RETRY_MINUTES). */
  retrySchedule: readonly number[];
  logError(fields: Record<string, unknown>, message: string): void;
  now?: () => Date;
}

/**
 * Makes one claimed attempt: mails the lead to its dealer and records the outcome, with the time
 * of the next attempt after a failure, or gives the lead up when the schedule is used up or there
 * is no dealer to send it to any more. Never throws for a mail problem.
 */
export async function deliverLead(deps: DeliveryDeps, lead: ClaimedLead, subject: LeadSubject | null, photos: MailAttachment[], fallbackUrl: string): Promise<boolean> {
  const now = deps.now ?? (() => new Date());
  let outcome: MailOutcome;
  if (!subject) {
    outcome = { sent: false, error: 'listing or dealer no longer exists', nextAttemptAt: null };
  } else {
    try {
      await deps.mailer.send(leadMail(lead.content, subject, deps.t, { productName: deps.productName, listingUrl: lead.listingUrl || fallbackUrl, photos }));
      outcome = { sent: true };
    } catch (error) {
      outcome = { sent: false, error: mailErrorText(error), nextAttemptAt: nextMailAttemptAt(lead.attempt, now(), deps.retrySchedule) };
    }
  }
  if (!outcome.sent) deps.logError({ leadId: lead.id, attempt: lead.attempt, error: outcome.error, nextAttemptAt: outcome.nextAttemptAt }, outcome.nextAttemptAt ? 'lead mail failed; will retry' : 'lead mail failed; giving up');
  const recorded = await recordMailOutcome(deps.db, lead.id, lead.attempt, outcome, now());
  if (!recorded) deps.logError({ leadId: lead.id, attempt: lead.attempt }, 'lead mail outcome not recorded: the claim was taken over');
  return outcome.sent;
}

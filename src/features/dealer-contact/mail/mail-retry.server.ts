import 'server-only';
import { deliverLead, type DeliveryDeps } from '../leads/lead-delivery.server';
import { abandonStaleLeads, claimDueLead, findLeadSubject, leadAttachments } from '../leads/lead-repository';
import { MAIL_CLAIM_LEASE_MS, maxMailAttempts } from '@/lib/mail/retry-schedule';

export interface RetryDeps extends DeliveryDeps {
  /** Where a mail links to when the lead predates stored listing URLs. */
  siteUrl: string;
  /** Attempts per run; the rest wait for the next run. */
  batchSize?: number;
}

export interface RetryRun {
  attempted: number;
  sent: number;
  abandoned: number;
}

/**
 * One run of the retry job: gives up stale attempts with no retries left, then claims due leads
 * one at a time and sends each. One at a time, so no claim waits behind other sends long enough
 * to go stale while this node still means to send it.
 */
export async function retryLeadMails(deps: RetryDeps): Promise<RetryRun> {
  const now = deps.now ?? (() => new Date());
  const maxAttempts = maxMailAttempts(deps.retrySchedule);
  const staleBefore = () => new Date(now().getTime() - MAIL_CLAIM_LEASE_MS);
  const run: RetryRun = { attempted: 0, sent: 0, abandoned: await abandonStaleLeads(deps.db, { staleBefore: staleBefore(), maxAttempts }) };
  for (let index = 0; index < (deps.batchSize ?? 20); index++) {
    const lead = await claimDueLead(deps.db, { now: now(), staleBefore: staleBefore(), maxAttempts });
    if (!lead) break;
    const subject = lead.listingId === null ? null : await findLeadSubject(deps.db, lead.listingId);
    const photos = await leadAttachments(deps.db, lead.id);
    run.attempted++;
    if (await deliverLead(deps, lead, subject, photos, deps.siteUrl)) run.sent++;
  }
  return run;
}

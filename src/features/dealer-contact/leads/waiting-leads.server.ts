import 'server-only';
import { and, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '@/db';
import { dealers, leads } from '@/db/schema';
import { enqueueMail } from '@/lib/mail/outbox/outbox.server';
import { MAIL_CLAIM_LEASE_MS } from '@/lib/mail/retry-schedule';
import { leadOutboxMail } from '../mail/lead-outbox.server';
import { MAIL_IN_OUTBOX } from './lead-repository';

export interface HandOver {
  now: Date;
  /** The outbox's attempts (MAIL_RETRY_MINUTES): a lead that used them up is not tried again. */
  maxAttempts: number;
  /** Where the mail links to for a lead stored before leads kept their listing's URL. */
  siteUrl: string;
}

/**
 * Leads the retry job of before the outbox (decision 012) left waiting, given to the outbox: failed
 * ones, and attempts whose claim outlived the lease (their node died), with attempts left. Marking
 * them and queuing their mail is one transaction, and a node of the old version claims only failed
 * or sending leads, so each lead is sent by one of the two mechanisms. An attempt still within its
 * lease is left to its node; a later run hands it over if that node died. Runs with the lead jobs,
 * not once at start: in a rolling deploy an old node may fail a first attempt after every new node
 * has started. Stale attempts with no attempt left are given up, as the old job did.
 */
export async function handOverWaitingLeads(db: Db, options: HandOver): Promise<number> {
  const staleBefore = new Date(options.now.getTime() - MAIL_CLAIM_LEASE_MS);
  const stale = and(eq(leads.mailStatus, 'sending'), lt(leads.mailClaimedAt, staleBefore));
  return db.transaction(async (tx) => {
    await tx
      .update(leads)
      .set({ mailStatus: 'undeliverable', mailClaimedAt: null, mailError: 'attempt interrupted; no retries left' })
      .where(and(stale, gte(leads.mailAttempts, options.maxAttempts)));
    const waiting = await tx
      .update(leads)
      .set({ mailStatus: MAIL_IN_OUTBOX, mailClaimedAt: null, nextMailAt: null })
      .where(and(or(eq(leads.mailStatus, 'failed'), stale), lt(leads.mailAttempts, options.maxAttempts)))
      .returning({ id: leads.id, dealerId: leads.dealerId, listingUrl: leads.listingUrl });
    if (waiting.length === 0) return 0;
    const dealerIds = [...new Set(waiting.flatMap((lead) => (lead.dealerId === null ? [] : [lead.dealerId])))];
    const emails = new Map(dealerIds.length === 0 ? [] : (await tx.select({ id: dealers.id, email: dealers.email }).from(dealers).where(inArray(dealers.id, dealerIds))).map((dealer) => [dealer.id, dealer.email]));
    // No listing snapshot: the renderer reads the stored listing, and closes the mail unsent without one (or without a dealer).
    const mails = waiting.map((lead) => leadOutboxMail({ leadId: lead.id, listingUrl: lead.listingUrl || options.siteUrl }, (lead.dealerId !== null && emails.get(lead.dealerId)) || ''));
    return enqueueMail(tx, mails, options.now);
  });
}

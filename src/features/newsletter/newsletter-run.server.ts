import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { mailSubscriptions } from '@/db/schema';
import { enqueueMail, type OutboxMail } from '@/lib/mail/outbox/outbox.server';
import { ISSUE_INTERVAL_MS, issueDedupeKey, issuePayload, NEWSLETTER_MAIL, RECHECK_MS, type IssueArticle } from './issue';

export interface NewsletterRunDeps {
  db: Db;
  now: Date;
  /** The blog's articles (through the blog's entry; a test gives its own). */
  articles: readonly IssueArticle[];
  /** Subscribers per transaction. */
  batchSize?: number;
}

export interface NewsletterRun {
  subscribers: number;
  issues: number;
}

/**
 * One run of the newsletter job: every confirmed newsletter subscription that is due gets one
 * issue of the articles published since its last one, queued in the outbox, or nothing when there
 * is nothing new. Claimed like the alerts (decision 021): FOR UPDATE SKIP LOCKED, one transaction
 * per batch with its outbox rows, so two nodes share a run and a process killed mid-run leaves its
 * batch as it was. A sent issue moves the subscriber's cursor to now and its next turn a week on;
 * an empty turn looks again the next day, so the week's cap holds and no news waits two weeks.
 */
export async function runNewsletter(deps: NewsletterRunDeps): Promise<NewsletterRun> {
  const { db, now } = deps;
  const run: NewsletterRun = { subscribers: 0, issues: 0 };
  const due = and(eq(mailSubscriptions.status, 'confirmed'), eq(mailSubscriptions.kind, 'newsletter'), lte(mailSubscriptions.nextAlertAt, now));
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const batch = await tx
        .select({ id: mailSubscriptions.id, since: mailSubscriptions.since, email: sql<string>`(select email from subscriber_addresses a where a.id = ${mailSubscriptions.addressId})` })
        .from(mailSubscriptions)
        .where(due)
        .orderBy(asc(mailSubscriptions.nextAlertAt), asc(mailSubscriptions.id))
        .limit(deps.batchSize ?? 500)
        .for('update', { skipLocked: true });
      const mails: OutboxMail[] = [];
      for (const row of batch) {
        const payload = issuePayload(row.id, deps.articles, new Date(row.since), now);
        if (payload) mails.push({ kind: NEWSLETTER_MAIL, recipient: row.email, payload: { ...payload }, dedupeKey: issueDedupeKey(row.id, now) });
      }
      await enqueueMail(tx, mails, now);
      const issued = new Set(mails.map((mail) => String(mail.payload.subscriptionId)));
      const sent = batch.filter((row) => issued.has(row.id)).map((row) => row.id);
      const empty = batch.filter((row) => !issued.has(row.id)).map((row) => row.id);
      if (sent.length > 0) await tx.update(mailSubscriptions).set({ since: now, lastAlertAt: now, nextAlertAt: new Date(now.getTime() + ISSUE_INTERVAL_MS) }).where(inArray(mailSubscriptions.id, sent));
      if (empty.length > 0) await tx.update(mailSubscriptions).set({ nextAlertAt: new Date(now.getTime() + RECHECK_MS) }).where(inArray(mailSubscriptions.id, empty));
      run.issues += mails.length;
      return batch.length;
    });
    if (claimed === 0) return run;
    run.subscribers += claimed;
  }
}

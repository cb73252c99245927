import 'server-only';
import { database } from '@/db';
import { allArticles } from '@/features/blog/server';
import { env } from '@/lib/config/env';
import { backgroundSiteUrl } from '@/lib/config/site-url.server';
import { getT } from '@/lib/i18n/server';
import { log } from '@/lib/log';
import { wakeOutbox } from '@/lib/mail/outbox/outbox-job.server';
import type { MailRenderer } from '@/lib/mail/outbox/send-due-mail.server';
import { secret } from '@/lib/security/secrets.server';
import { runNewsletter, type NewsletterRun } from './newsletter-run.server';
import { newsletterRenderers } from './renderer.server';

/** A weekly mail needs no minute's precision: a due subscriber waits at most this long. */
const INTERVAL_MS = 15 * 60_000;

const state = globalThis as unknown as { __newsletterJob?: ReturnType<typeof setInterval>; __newsletterJobRunning?: boolean };

/** One run of the newsletter job as of `now` over the blog's articles; queued issues go out at once. */
export async function runNewsletterJob(now: Date = new Date()): Promise<NewsletterRun> {
  const { db } = await database();
  const run = await runNewsletter({ db, now, articles: allArticles() });
  if (run.issues > 0) wakeOutbox();
  return run;
}

/**
 * Starts the newsletter job in this process (src/instrumentation.ts). Every node may run it:
 * subscriptions are claimed with FOR UPDATE SKIP LOCKED and each issue has a dedupe key.
 */
export function startNewsletterJob(): void {
  if (state.__newsletterJob) return;
  const tick = async () => {
    if (state.__newsletterJobRunning) return;
    state.__newsletterJobRunning = true;
    try {
      const run = await runNewsletterJob();
      if (run.subscribers > 0) log.info(run, 'newsletter job');
    } catch (error) {
      // A database that is not there yet fails this tick only; the next one tries again.
      log.error({ err: error }, 'newsletter job failed');
    } finally {
      state.__newsletterJobRunning = false;
    }
  };
  state.__newsletterJob = setInterval(() => void tick(), INTERVAL_MS);
  state.__newsletterJob.unref();
}

/** The issue's renderer with the product's deps, for the outbox src/instrumentation.ts starts. */
export async function newsletterOutboxRenderers(): Promise<Record<string, MailRenderer>> {
  const [{ db }, linkKey, t, tContent] = await Promise.all([database(), secret('MAIL_LINK_KEY'), getT('newsletter'), getT('content')]);
  return newsletterRenderers({
    db,
    productName: env().PRODUCT_NAME,
    siteUrl: backgroundSiteUrl,
    linkKey,
    t: (key, values) => t(key, values),
    tContent: (key, values) => tContent(key, values),
    articles: allArticles,
  });
}

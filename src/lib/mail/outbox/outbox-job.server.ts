import 'server-only';
import { database } from '@/db';
import { env } from '@/lib/config/env';
import { backgroundSiteUrl } from '@/lib/config/site-url.server';
import { log } from '@/lib/log';
import { mailer } from '../index';
import { parseRetrySchedule } from '../retry-schedule';
import { purgeSentMail } from './outbox.server';
import { sendDueMail, type MailRenderer } from './send-due-mail.server';

/** The outbox is read this often; a mail queued by a visitor's request wakes it at once. */
const INTERVAL_MS = 10_000;
/** Sent mail is kept this long for support questions, then deleted with its recipient. */
const KEEP_SENT_MS = 30 * 24 * 3_600_000;

const state = globalThis as unknown as {
  __outbox?: { timer: ReturnType<typeof setInterval>; renderers: Record<string, MailRenderer>; running: boolean; again: boolean };
};

async function runOnce(renderers: Record<string, MailRenderer>, at?: Date): Promise<void> {
  const e = env();
  const { db } = await database();
  // Drain: a burst (a morning's daily alerts) goes out in one go, 50 at a time.
  for (;;) {
    const run = await sendDueMail({
      db,
      mailer: mailer(),
      renderers,
      retrySchedule: parseRetrySchedule(e.MAIL_RETRY_MINUTES),
      messageIdHost: new URL(backgroundSiteUrl()).hostname,
      ...(at ? { now: () => at } : {}),
      logError: (fields, message) => log.error(fields, message),
      logWarn: (fields, message) => log.warn(fields, message),
    });
    // Every mail sent is routine; what failed or was given up is worth a line at info.
    if (run.failed > 0 || run.abandoned > 0 || run.dropped > 0) log.info(run, 'outbox run');
    else if (run.attempted > 0) log.debug(run, 'outbox run');
    if (run.attempted < 50 || run.failed > 0) break;
  }
  await purgeSentMail(db, new Date((at ?? new Date()).getTime() - KEEP_SENT_MS));
}

async function tick(at?: Date): Promise<void> {
  const job = state.__outbox;
  if (!job) return;
  if (job.running) {
    job.again = true;
    return;
  }
  job.running = true;
  try {
    do {
      job.again = false;
      await runOnce(job.renderers, at);
    } while (job.again);
  } catch (error) {
    log.error({ err: error }, 'outbox job failed');
  } finally {
    job.running = false;
  }
}

/**
 * Starts sending the outbox from this process (src/instrumentation.ts), with the renderers of every
 * kind of mail the product sends. Every node runs it: a row is claimed by one node at a time
 * (outbox.server.ts claimDueMail).
 */
export function startOutboxJob(renderers: Record<string, MailRenderer>): void {
  if (state.__outbox) return;
  const timer = setInterval(() => void tick(), INTERVAL_MS);
  // The job never keeps a process alive that is otherwise done.
  timer.unref();
  state.__outbox = { timer, renderers, running: false, again: false };
}

/** Sends what was just queued now rather than at the next tick (a confirmation mail the visitor waits for). */
export function wakeOutbox(): void {
  void tick();
}

/**
 * The same, for a caller that waits until the outbox has been read: the end-to-end suite's job
 * route, which runs the jobs `at` a moment ahead instead of waiting for it.
 */
export async function sendOutboxNow(at?: Date): Promise<void> {
  const job = state.__outbox;
  if (!job) return;
  // A run under way may have claimed its rows before ours were queued: wait for it, then run.
  while (job.running) await new Promise((resolve) => setTimeout(resolve, 50));
  await tick(at);
}

import 'server-only';
import { database } from '@/db';
import { env } from '@/lib/config/env';
import { backgroundSiteUrl } from '@/lib/config/site-url.server';
import { getT } from '@/lib/i18n/server';
import { log } from '@/lib/log';
import { wakeOutbox } from '@/lib/mail/outbox/outbox-job.server';
import type { MailRenderer } from '@/lib/mail/outbox/send-due-mail.server';
import { maxMailAttempts, parseRetrySchedule } from '@/lib/mail/retry-schedule';
import { purgeRateLimitHits } from '@/lib/rate-limit/rate-limit.server';
import { leadMailRenderers } from '../mail/lead-outbox.server';
import { LEAD_KEY_PREFIX } from './lead-rate-limit.server';
import { leadSettings, longestWindowMs } from './lead-settings.server';
import { handOverWaitingLeads } from './waiting-leads.server';

/** A lead the retry job of before the outbox left failing is handed over within a minute, as that job retried it. */
const INTERVAL_MS = 60_000;

const state = globalThis as unknown as { __leadJobs?: ReturnType<typeof setInterval> };

async function runOnce(): Promise<void> {
  const e = env();
  const { db } = await database();
  const now = new Date();
  const handedOver = await handOverWaitingLeads(db, { now, maxAttempts: maxMailAttempts(parseRetrySchedule(e.MAIL_RETRY_MINUTES)), siteUrl: backgroundSiteUrl() });
  if (handedOver > 0) {
    log.info({ handedOver }, 'leads waiting for a mail retry handed to the outbox');
    wakeOutbox();
  }
  await purgeRateLimitHits(db, LEAD_KEY_PREFIX, longestWindowMs(leadSettings(e)), now);
}

/**
 * The lead mail renderer with the product's copy and name, for the outbox that
 * src/instrumentation.ts starts with every feature's renderers.
 */
export async function leadOutboxRenderers(): Promise<Record<string, MailRenderer>> {
  const [{ db }, t] = await Promise.all([database(), getT('contact')]);
  return leadMailRenderers({ db, t: (key, values) => t(key, values), productName: env().PRODUCT_NAME });
}

/**
 * Starts the lead jobs in this process (from src/instrumentation.ts): deleting old lead rate-limit
 * counters, and handing leads the retry job of before the outbox left waiting to the outbox
 * (waiting-leads.server.ts). Lead mail itself is the outbox's. Every node may run them; a run
 * that is still busy when the next is due makes that one skip.
 */
export function startLeadJobs(): void {
  if (state.__leadJobs) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runOnce();
    } catch (error) {
      log.error({ err: error }, 'lead jobs failed');
    } finally {
      running = false;
    }
  };
  state.__leadJobs = setInterval(() => void tick(), INTERVAL_MS);
  // The jobs never keep a process alive that is otherwise done.
  state.__leadJobs.unref();
}

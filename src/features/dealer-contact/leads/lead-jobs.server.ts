import 'server-only';
import { database } from '@/db';
import { env } from '@/lib/config/env';
import { backgroundSiteUrl } from '@/lib/config/site-url.server';
import { getT } from '@/lib/i18n/server';
import { log } from '@/lib/log';
import { mailer } from '@/lib/mail';
import { purgeRateLimitHits } from '@/lib/rate-limit/rate-limit.server';
import { LEAD_KEY_PREFIX } from './lead-rate-limit.server';
import { leadSettings, longestWindowMs } from './lead-settings.server';
import { retryLeadMails } from '../mail/mail-retry.server';

/** Half the shortest sensible wait (1 minute): a retry is never more than 30 s late. */
const INTERVAL_MS = 30_000;

const state = globalThis as unknown as { __leadJobs?: ReturnType<typeof setInterval> };

async function runOnce(): Promise<void> {
  const e = env();
  const settings = leadSettings(e);
  const { db } = await database();
  const t = await getT('contact');
  const run = await retryLeadMails({
    db,
    mailer: mailer(),
    t: (key, values) => t(key, values),
    productName: e.PRODUCT_NAME,
    retrySchedule: settings.retrySchedule,
    siteUrl: backgroundSiteUrl(),
    logError: (fields, message) => log.error(fields, message),
  });
  if (run.attempted > 0 || run.abandoned > 0) log.info(run, 'lead mail retries');
  await purgeRateLimitHits(db, LEAD_KEY_PREFIX, longestWindowMs(settings), new Date());
}

/**
 * Starts the lead jobs in this process (from src/instrumentation.ts): resending lead mail the
 * mail server refused or whose attempt never ended, and deleting old lead rate-limit counters. Every node may run them: a lead is
 * claimed by one node per attempt (lead-repository.ts claimDueLeads). A run that is still busy
 * when the next is due makes that one skip.
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

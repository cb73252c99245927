import 'server-only';
import { database } from '@/db';
import { env } from '@/lib/config/env';
import { backgroundSiteUrl } from '@/lib/config/site-url.server';
import { getT } from '@/lib/i18n/server';
import { secret } from '@/lib/security/secrets.server';
import { loadDocumentsAddedBetween, loadInventoryModels } from '@/features/search/server';
import { log } from '@/lib/log';
import { wakeOutbox } from '@/lib/mail/outbox/outbox-job.server';
import type { MailRenderer } from '@/lib/mail/outbox/send-due-mail.server';
import { purgeRateLimitHits } from '@/lib/rate-limit/rate-limit.server';
import { purgeUsedBotChecks } from '@/lib/security/bot-check.server';
import { subscriptionRenderers } from '../mail/renderers.server';
import { SUBSCRIBE_KEY_PREFIX } from '../subscriptions/mailbox-limit.server';
import { purgeExpired } from '../subscriptions/subscription-repository';
import { ADDRESS_TTL_MS, PENDING_TTL_MS } from '../subscriptions/subscription-rules';
import { loadAlertCards } from './alert-cards.server';
import { runAlerts } from './alert-run.server';
import { runPriceWatch } from './price-watch-run.server';

/** Every minute: a direct alert is due every 5 minutes, so none waits more than one extra. */
const INTERVAL_MS = 60_000;
/** The longest subscribe limit's window is a day; counters older than two are useless. */
const COUNTER_KEEP_MS = 24 * 3_600_000;

const state = globalThis as unknown as { __subscriptionJobs?: ReturnType<typeof setInterval>; __subscriptionJobsRunning?: boolean };

/**
 * One round of the subscription jobs as of `now`: alerts for saved searches, the favourites'
 * price watch, and the privacy rules (unconfirmed requests after 7 days, addresses 30 days after
 * their last subscription). Queued mail goes out through the outbox at once.
 */
export async function runSubscriptionJobs(now: Date = new Date()) {
  const { db } = await database();
  const alerts = await runAlerts({ db, now, loadDelta: loadDocumentsAddedBetween, loadModels: loadInventoryModels });
  const priceWatch = await runPriceWatch({ db, now });
  const purged = await purgeExpired(db, now, { pendingTtlMs: PENDING_TTL_MS, addressTtlMs: ADDRESS_TTL_MS });
  await purgeUsedBotChecks(db, now);
  await purgeRateLimitHits(db, SUBSCRIBE_KEY_PREFIX, COUNTER_KEEP_MS, now);
  if (alerts.alerts > 0 || priceWatch.mails > 0) wakeOutbox();
  return { alerts, priceWatch, purged };
}

/**
 * Starts the subscription jobs in this process (src/instrumentation.ts, which also starts the outbox
 * with subscriptionOutboxRenderers). Every node may run them: subscriptions and mails are claimed
 * with FOR UPDATE SKIP LOCKED, so two nodes share the work and never do it twice.
 */
export function startSubscriptionJobs(): void {
  if (state.__subscriptionJobs) return;
  // A database that is not there yet must not stop the server starting: the jobs start when it is.
  startJobs().catch((error: unknown) => {
    log.error({ err: error }, 'subscription jobs could not start; retrying in a minute');
    setTimeout(startSubscriptionJobs, INTERVAL_MS).unref();
  });
}

/** The subscription mail renderers with the product's deps, for the outbox src/instrumentation.ts starts. */
export async function subscriptionOutboxRenderers(): Promise<Record<string, MailRenderer>> {
  const [{ db }, linkKey, tAlerts, tSubscriptions] = await Promise.all([database(), secret('MAIL_LINK_KEY'), getT('alerts'), getT('subscriptions')]);
  return subscriptionRenderers({
    db,
    productName: env().PRODUCT_NAME,
    siteUrl: backgroundSiteUrl,
    linkKey,
    tAlerts: (key, values) => tAlerts(key, values),
    tSubscriptions: (key, values) => tSubscriptions(key, values),
    loadCards: loadAlertCards,
  });
}

async function startJobs(): Promise<void> {
  // The jobs start once the database is there (startSubscriptionJobs tries again until it is).
  await database();
  const tick = async () => {
    if (state.__subscriptionJobsRunning) return;
    state.__subscriptionJobsRunning = true;
    try {
      const run = await runSubscriptionJobs();
      if (run.alerts.subscriptions > 0 || run.priceWatch.watches > 0 || run.purged.pending > 0 || run.purged.addresses > 0) log.info(run, 'subscription jobs');
    } catch (error) {
      log.error({ err: error }, 'subscription jobs failed');
    } finally {
      state.__subscriptionJobsRunning = false;
    }
  };
  state.__subscriptionJobs = setInterval(() => void tick(), INTERVAL_MS);
  state.__subscriptionJobs.unref();
}

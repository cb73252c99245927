import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/connect';
import { loadAlertCards } from '../../src/features/saved-searches/alerts/alert-cards.server';
import { runAlerts } from '../../src/features/saved-searches/alerts/alert-run.server';
import { subscriptionRenderers } from '../../src/features/saved-searches/mail/renderers.server';
import { CONFIRM_MAIL, CONFIRMED_MAIL } from '../../src/features/saved-searches/subscriptions/mail-kinds';
import { confirmSubscription, saveSubscription, upsertAddress } from '../../src/features/saved-searches/subscriptions/subscription-repository';
import type { Frequency } from '../../src/features/saved-searches/subscriptions/subscription-rules';
import { loadDocumentsAddedBetween, loadInventoryModels } from '../../src/features/search/service/load-documents';
import { createI18n } from '../../src/lib/i18n/create';
import { allResources } from '../../src/lib/i18n/resources';
import { NAMESPACES } from '../../src/lib/i18n/settings';
import { createMailer } from '../../src/lib/mail/mailer';
import { enqueueMail } from '../../src/lib/mail/outbox/outbox.server';
import { sendDueMail } from '../../src/lib/mail/outbox/send-due-mail.server';
import { normaliseSearchRequest, type SearchRequestInput } from '../../src/lib/search-request/schema';

const i18n = createI18n(allResources(), NAMESPACES);
const tAlerts = i18n.getFixedT('nl', 'alerts');
const tSubscriptions = i18n.getFixedT('nl', 'subscriptions');
export const SITE = 'http://localhost:3000';
export const LINK_KEY = 'test-link-key-'.padEnd(40, 'x');

/** The product's real renderers and an SMTP mailer, as the outbox job has them. */
export async function outboxDeps(database: Database, smtpUrl: string, now: () => Date, retrySchedule: number[] = [1, 5, 30]) {
  return {
    db: database.db,
    mailer: createMailer({ smtpUrl, from: 'viaBOVAG <noreply@viabovag.nl>', mailboxDir: await mkdtemp(path.join(tmpdir(), 'mailbox-')) }),
    renderers: subscriptionRenderers({
      db: database.db,
      productName: 'viaBOVAG',
      siteUrl: () => SITE,
      linkKey: LINK_KEY,
      tAlerts: (key, values) => tAlerts(key, values),
      tSubscriptions: (key, values) => tSubscriptions(key, values),
      loadCards: loadAlertCards,
    }),
    retrySchedule,
    messageIdHost: 'localhost',
    now,
  };
}

/** A saved search subscribed and confirmed at `at`, as the subscribe and confirm calls leave it. */
export async function confirmedSearch(database: Database, options: { id: string; email: string; request: SearchRequestInput; frequency?: Frequency; at: Date }): Promise<void> {
  await database.db.transaction(async (tx) => {
    const addressId = await upsertAddress(tx, options.email);
    const request = normaliseSearchRequest(options.request);
    await saveSubscription(
      tx,
      addressId,
      { id: options.id, kind: 'search', frequency: options.frequency ?? 'direct', url: '/auto', label: "Auto's", filters: '', request: request as unknown as Record<string, unknown>, listingIds: [] },
      options.at,
    );
    await enqueueMail(tx, [{ kind: CONFIRM_MAIL, recipient: options.email, payload: { subscriptionId: options.id }, dedupeKey: `confirm:${options.id}` }], options.at);
  });
  await confirmSubscription(database.db, options.id, options.at);
  // The "confirmed" mail confirming queues is subscription-mail.test.ts's; these tests count alerts.
  await database.query(`delete from mail_outbox where kind = '${CONFIRMED_MAIL}' and payload->>'subscriptionId' = '${options.id}'`);
}

export function alertRun(database: Database, now: Date) {
  return runAlerts({ db: database.db, now, loadDelta: loadDocumentsAddedBetween, loadModels: loadInventoryModels });
}

export { sendDueMail };

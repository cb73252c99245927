import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import type { ArticleSummary } from '../../src/features/blog/article-model';
import { runNewsletter } from '../../src/features/newsletter/newsletter-run.server';
import { newsletterRenderers } from '../../src/features/newsletter/renderer.server';
import { subscribePending } from '../../src/features/saved-searches/subscriptions/subscribe-pending.server';
import { confirmSubscription, unsubscribe } from '../../src/features/saved-searches/subscriptions/subscription-repository';
import { parseSubscribeRequest } from '../../src/features/saved-searches/subscriptions/subscription-rules';
import { createI18n } from '../../src/lib/i18n/create';
import { allResources } from '../../src/lib/i18n/resources';
import { NAMESPACES } from '../../src/lib/i18n/settings';
import { smtpReceiver } from '../support/smtp-receiver';
import { alertRun, LINK_KEY, outboxDeps, sendDueMail, SITE } from '../support/subscriptions';
import { backends, freshDatabase } from '../support/test-db';

const DAY = 86_400_000;
// Friday 20 November 2026, 09:00 UTC.
const T0 = new Date(Date.UTC(2026, 10, 20, 9));
const day = (n: number, hours = 0) => new Date(T0.getTime() + n * DAY + hours * 3_600_000);
const i18n = createI18n(allResources(), NAMESPACES);
const tNewsletter = i18n.getFixedT('nl', 'newsletter');
const tContent = i18n.getFixedT('nl', 'content');

function article(slug: string, date: string): ArticleSummary {
  return { slug, title: `Artikel over ${slug}`, description: `Alles wat je moet weten over ${slug}.`, date, author: 'De redactie', category: 'algemeen', image: 'car-stationwagen-wit-front34.webp', readingMinutes: 4 };
}

/** One header of a raw mail, unfolded. */
function header(raw: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim();
}

describe.each(backends)('the newsletter on %s', (backend) => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  const blog: ArticleSummary[] = [article('ouder-artikel', '2026-11-02')];

  async function deps(now: Date) {
    const base = await outboxDeps(database, smtp.url, () => now);
    const newsletter = newsletterRenderers({
      db: database.db,
      productName: 'viaBOVAG',
      siteUrl: () => SITE,
      linkKey: LINK_KEY,
      t: (key, values) => tNewsletter(key, values),
      tContent: (key, values) => tContent(key, values),
      articles: () => blog,
    });
    return { ...base, renderers: { ...base.renderers, ...newsletter } };
  }

  const run = (now: Date) => runNewsletter({ db: database.db, now, articles: blog });

  beforeAll(async () => {
    database = await freshDatabase(backend);
  });
  beforeEach(async () => {
    smtp = await smtpReceiver();
  });
  afterEach(async () => smtp.close());
  afterAll(async () => database.close());

  it('subscribes with a double opt-in, mails an issue of a new article once, nothing when nothing is new, and stops on unsubscribe', async () => {
    // What the subscribe call stores for the newsletter form's body.
    const parsed = parseSubscribeRequest({ kind: 'newsletter', email: 'Els@Example.nl', consent: true });
    if (!parsed.ok) throw new Error('the newsletter body should parse');
    const { id } = await database.db.transaction((tx) =>
      subscribePending(tx, parsed.value.email, { kind: 'newsletter', frequency: parsed.value.frequency, url: '/nieuwsbrief', label: '', filters: '', request: null, listingIds: [] }, T0),
    );
    expect(await sendDueMail(await deps(T0))).toMatchObject({ sent: 1 });
    const confirmation = smtp.received[0]?.raw ?? '';
    expect(header(confirmation, 'Subject')).toBe('Bevestig je aanmelding voor de nieuwsbrief');
    expect(confirmation).toContain(`/zoekopdracht/bevestigen/${id}`);
    // Every subscription mail carries the manage link and the way out, the confirmation too (issue 49 item 5).
    expect(confirmation).toContain(`${SITE}/zoekopdracht/beheren?sleutel=`);
    expect(header(confirmation, 'List-Unsubscribe')).toBe(`<${SITE}/api/client/search/unsubscribe/${id}>`);

    // Nothing goes out before the confirmation.
    expect(await run(day(8))).toEqual({ subscribers: 0, issues: 0 });
    expect(await confirmSubscription(database.db, id, day(0, 1))).toBe('confirmed');
    // Confirming mails once more: it is confirmed, here is where to manage it.
    expect(await sendDueMail(await deps(day(0, 1)))).toMatchObject({ sent: 1 });
    const confirmed = smtp.received[1]?.raw ?? '';
    expect(header(confirmed, 'Subject')).toBe('Je bent aangemeld voor de nieuwsbrief');
    expect(confirmed).toContain(`${SITE}/zoekopdracht/beheren?sleutel=`);
    expect(header(confirmed, 'List-Unsubscribe')).toBe(`<${SITE}/api/client/search/unsubscribe/${id}>`);
    expect(await confirmSubscription(database.db, id, day(0, 2))).toBe('confirmed');
    expect(await sendDueMail(await deps(day(0, 2)))).toMatchObject({ attempted: 0 });
    // The alert job leaves the newsletter alone: it is not a search.
    expect(await alertRun(database, day(8))).toMatchObject({ subscriptions: 0, alerts: 0 });
    // At most weekly: not due before a week has passed, whatever is new.
    blog.push(article('nieuw-artikel', '2026-11-23'));
    expect(await run(day(3))).toEqual({ subscribers: 0, issues: 0 });

    expect(await run(day(7, 2))).toEqual({ subscribers: 1, issues: 1 });
    // Run again at once, and as another node would: claimed and moved on, nothing twice.
    expect(await run(day(7, 2))).toEqual({ subscribers: 0, issues: 0 });
    expect(await sendDueMail(await deps(day(7, 2)))).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(3);
    const issue = smtp.received[2]?.raw ?? '';
    expect(smtp.received[2]?.to).toEqual(['els@example.nl']);
    expect(header(issue, 'Subject')).toBe('Nieuw op het blog: Artikel over nieuw-artikel');
    expect(issue).toContain(`${SITE}/blog/nieuw-artikel`);
    expect(issue).not.toContain('/blog/ouder-artikel');
    expect(header(issue, 'List-Unsubscribe')).toBe(`<${SITE}/api/client/search/unsubscribe/${id}>`);
    expect(header(issue, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(issue).toMatch(/Content-Type: text\/plain/);
    expect(issue).toMatch(/Content-Type: text\/html/);
    expect(issue).toContain('/zoekopdracht/beheren?sleutel=');

    // A week on with nothing new: due, but no mail; it looks again the next day.
    expect(await run(day(15))).toEqual({ subscribers: 1, issues: 0 });
    expect(await run(day(15, 12))).toEqual({ subscribers: 0, issues: 0 });
    expect(await sendDueMail(await deps(day(15)))).toMatchObject({ attempted: 0 });
    // News on day 16 goes out at the next daily look, a week after the last issue had already passed.
    blog.push(article('nog-nieuwer', '2026-12-06'));
    expect(await run(day(17))).toEqual({ subscribers: 1, issues: 1 });

    // Unsubscribed between queuing and sending: the queued issue is closed unsent, and no new one comes.
    await unsubscribe(database.db, { id }, day(17, 1));
    expect(await sendDueMail(await deps(day(17, 1)))).toMatchObject({ sent: 0, dropped: 1 });
    blog.push(article('na-afmelden', '2026-12-20'));
    expect(await run(day(40))).toEqual({ subscribers: 0, issues: 0 });
    expect(smtp.received).toHaveLength(3);
  });
});

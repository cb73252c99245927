/**
 * What goes into a subscriber's next newsletter issue (decision 028). Pure: the job hands it the
 * blog's articles, the subscriber's cursor and the moment, and gets the articles back.
 *
 * An article carries its publication day, not a time. An issue covers the days from the cursor's
 * day up to yesterday (Amsterdam), and the cursor then moves to the issue's moment: consecutive
 * issues cover consecutive days, so an article is in exactly one issue. Today's articles wait for
 * tomorrow, so one published this afternoon is not missed by an issue sent this morning.
 */

/** The outbox kind of an issue; its renderer is in renderer.server.ts. */
export const NEWSLETTER_MAIL = 'newsletter.issue';

/** At most one issue a week: the promise on the page, kept by the schedule (product §2, newsletter form). */
export const ISSUE_INTERVAL_MS = 7 * 24 * 3_600_000;
/** Due with nothing new: look again a day later rather than a week, so news is not held back a second week. */
export const RECHECK_MS = 24 * 3_600_000;
/** Articles shown in one issue; the mail links to the blog for the rest. */
export const ISSUE_ARTICLES = 6;

export interface NewsletterPayload {
  subscriptionId: string;
  /** The issue's articles, newest first; read again from the blog when the mail is rendered. */
  slugs: string[];
  /** All new articles, also those left out of the mail. */
  total: number;
}

/** The part of a blog article an issue needs (the blog's ArticleSummary fits). */
export interface IssueArticle {
  slug: string;
  /** ISO day of publication, e.g. 2026-03-12. */
  date: string;
}

const AMSTERDAM_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Amsterdam, as an ISO day: the day an editor writes in an article's front matter. */
export function amsterdamDay(at: Date): string {
  return AMSTERDAM_DAY.format(at);
}

/** The articles of an issue at `now` for a subscriber whose cursor is `since`: newest first, all of them. */
export function issueArticles<T extends IssueArticle>(articles: readonly T[], since: Date, now: Date): T[] {
  const from = amsterdamDay(since);
  const until = amsterdamDay(now);
  return articles.filter((article) => article.date >= from && article.date < until).sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** The outbox row's payload for an issue, or null when there is nothing new (then no mail at all). */
export function issuePayload(subscriptionId: string, articles: readonly IssueArticle[], since: Date, now: Date): NewsletterPayload | null {
  const fresh = issueArticles(articles, since, now);
  if (fresh.length === 0) return null;
  return { subscriptionId, slugs: fresh.slice(0, ISSUE_ARTICLES).map((article) => article.slug), total: fresh.length };
}

/** One issue per subscriber per day at most, whatever runs twice: the outbox skips a repeated key. */
export function issueDedupeKey(subscriptionId: string, now: Date): string {
  return `newsletter:${subscriptionId}:${amsterdamDay(now)}`;
}

import 'server-only';
import type { Db } from '@/db';
import type { ArticleSummary } from '@/features/blog/server';
import { subscriptionForMail, subscriptionLinks } from '@/features/saved-searches/server';
import { formatLongDate } from '@/lib/format/date';
import type { MailMessage } from '@/lib/mail';
import type { MailRenderer } from '@/lib/mail/outbox/send-due-mail.server';
import { NEWSLETTER_MAIL, type NewsletterPayload } from './issue';
import { renderNewsletterMail, type IssueCard } from './newsletter-mail';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface NewsletterRendererDeps {
  db: Db;
  productName: string;
  /** The base of every link, when the mail is sent: SITE_URL (mailSiteUrl), never a request's host. */
  siteUrl: () => string;
  /** MAIL_LINK_KEY: signs the manage link. */
  linkKey: string;
  /** The `newsletter` namespace. */
  t: Translate;
  /** The `content` namespace: the blog's category names. */
  tContent: Translate;
  articles: () => readonly ArticleSummary[];
}

function issueCard(site: string, article: ArticleSummary, deps: NewsletterRendererDeps): IssueCard {
  // Noon UTC is the same calendar day in Amsterdam (as the blog's own dates).
  const date = formatLongDate(new Date(`${article.date}T12:00:00Z`));
  return {
    url: `${site}/blog/${article.slug}`,
    photoUrl: article.image ? `${site}/media/${article.image}` : null,
    title: article.title,
    description: article.description,
    meta: [deps.tContent(`blog.categories.${article.category}`), date, deps.t('mail.readingTime', { count: article.readingMinutes })].join(' · '),
  };
}

/**
 * The issue's renderer: the articles are read from the blog when the mail goes out (the payload
 * names them), and an issue whose subscription ended in between, or whose articles are all gone,
 * is closed unsent (null), as the alerts do (decision 019).
 */
export function newsletterRenderers(deps: NewsletterRendererDeps): Record<string, MailRenderer> {
  const renderIssue: MailRenderer = async (mail): Promise<MailMessage | null> => {
    const subscription = await subscriptionForMail(deps.db, mail, 'confirmed');
    if (!subscription || subscription.kind !== 'newsletter') return null;
    const payload = mail.payload as unknown as NewsletterPayload;
    const bySlug = new Map(deps.articles().map((article) => [article.slug, article]));
    const articles = payload.slugs.flatMap((slug) => bySlug.get(slug) ?? []);
    if (articles.length === 0) return null;
    const site = deps.siteUrl();
    const links = subscriptionLinks(site, deps.linkKey, subscription);
    return renderNewsletterMail(
      {
        productName: deps.productName,
        to: subscription.email,
        cards: articles.map((article) => issueCard(site, article, deps)),
        more: Math.max(0, payload.total - payload.slugs.length),
        blogUrl: `${site}/blog`,
        manageUrl: links.manage,
        unsubscribeUrl: links.unsubscribePage,
        oneClickUrl: links.oneClick,
      },
      deps.t,
    );
  };
  return { [NEWSLETTER_MAIL]: renderIssue };
}

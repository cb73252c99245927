/**
 * One newsletter issue (decision 028): the new blog articles as stacked cards (photo full width,
 * category and date, title, summary, "Lees het artikel"), in the same hand-written table frame as
 * the alerts (decision 019), with a plain-text part and the one-click unsubscribe headers.
 */
import { COLOR, FONT, button, headerText, heading, href, html, listUnsubscribeHeaders, paragraph, renderFrame, renderTextFrame, smallButton, type FrameLink, type SafeHtml, type Translate } from '@/features/saved-searches';
import type { MailMessage } from '@/lib/mail/types';

export interface IssueCard {
  /** Absolute URL of the article. */
  url: string;
  /** Absolute URL of its header photo, or null for a drawn header (left out in mail). */
  photoUrl: string | null;
  title: string;
  description: string;
  /** "Occasion kopen · 12 maart 2026 · 4 min lezen" */
  meta: string;
}

export interface NewsletterMailInput {
  productName: string;
  to: string;
  cards: IssueCard[];
  /** New articles left out of the mail: the blog link says so. */
  more: number;
  blogUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
  /** RFC 8058 POST target. */
  oneClickUrl: string;
}

// The content column is 552 px (600 minus the frame's padding); 16:9 keeps a phone's screen for the words.
const PHOTO_W = 552;
const PHOTO_H = 311;

function card(item: IssueCard, readLabel: string): SafeHtml {
  const photo = item.photoUrl
    ? html`<a href="${href(item.url)}" style="text-decoration:none"><img class="photo" src="${href(item.photoUrl)}" width="${PHOTO_W}" height="${PHOTO_H}" alt="" style="display:block;width:100%;max-width:${PHOTO_W}px;height:auto;border-radius:8px 8px 0 0;background:${COLOR.photo}"></a>`
    : '';
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid ${COLOR.line};border-radius:8px;border-collapse:separate;margin:0 0 20px"><tr><td style="padding:0;font-size:0">${photo}</td></tr><tr><td style="padding:16px;${FONT}"><p style="margin:0 0 6px;${FONT};font-size:13px;line-height:18px;color:${COLOR.muted}">${item.meta}</p><h2 style="margin:0 0 8px;${FONT};font-size:19px;line-height:25px;font-weight:700"><a href="${href(item.url)}" style="color:${COLOR.navy};text-decoration:none">${item.title}</a></h2><p style="margin:0;${FONT};font-size:15px;line-height:22px;color:${COLOR.text}">${item.description}</p>${smallButton(readLabel, item.url)}</td></tr></table>`;
}

function subjectOf(input: NewsletterMailInput, t: Translate): string {
  const [first] = input.cards;
  const count = input.cards.length + input.more;
  return headerText(t('mail.subject', { count, title: first?.title ?? '' }));
}

export function renderNewsletterMail(input: NewsletterMailInput, t: Translate): MailMessage {
  const subject = subjectOf(input, t);
  const count = input.cards.length + input.more;
  const title = t('mail.heading', { product: input.productName });
  const intro = t('mail.intro', { count });
  const read = t('mail.read');
  const blog = input.more > 0 ? t('mail.more', { count: input.more }) : t('mail.blog');
  const reason = t('mail.reason', { product: input.productName, email: input.to });
  const links: FrameLink[] = [
    { label: t('mail.manage'), url: input.manageUrl },
    { label: t('mail.unsubscribe'), url: input.unsubscribeUrl },
  ];
  const body = html`${heading(title)}${paragraph(intro)}${input.cards.map((item) => card(item, read))}${button(blog, input.blogUrl)}`;
  return {
    to: headerText(input.to),
    subject,
    html: renderFrame({ productName: input.productName, title: subject, preheader: input.cards[0]?.description ?? intro, body, reason, links }),
    text: renderTextFrame({
      productName: input.productName,
      blocks: [title, intro, ...input.cards.map((item) => [item.title, item.meta, item.description, item.url].join('\n')), `${blog}: ${input.blogUrl}`],
      reason,
      links,
    }),
    headers: listUnsubscribeHeaders(input.oneClickUrl),
  };
}

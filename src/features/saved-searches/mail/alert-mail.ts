/** The mail with new matches for a saved search: the cards, a button to the rest, and a way out. */
import { formatInteger } from '@/lib/format/number';
import type { MailMessage } from '@/lib/mail/types';
import { cardText, renderCard, type MailCard } from './mail-card';
import {
  button,
  COLOR,
  FONT,
  headerText,
  heading,
  html,
  listUnsubscribeHeaders,
  paragraph,
  renderFrame,
  renderTextFrame,
  type FrameLink,
  type Translate,
} from './mail-frame';

export type { MailCard } from './mail-card';

export type AlertFrequency = 'direct' | 'daily' | 'weekly';

/** More would push a mail towards Gmail's clipping limit and past what anyone scrolls through. */
export const MAX_ALERT_CARDS = 10;

export interface AlertMailInput {
  productName: string;
  to: string;
  /** "Volkswagen Golf occasions" */
  searchLabel: string;
  /** extra filters named in words, "Diesel, Tot € 10.000"; may be empty */
  filters: string;
  frequency: AlertFrequency;
  /** all new matches */
  total: number;
  /** at most 10 */
  cards: MailCard[];
  searchUrl: string;
  manageUrl: string;
  /** a page */
  unsubscribeUrl: string;
  /** RFC 8058 POST target */
  oneClickUrl: string;
}

interface AlertCopy {
  subject: string;
  heading: string;
  search: string;
  intro: string;
  preheader: string;
  cta: string;
  reason: string;
  links: FrameLink[];
}

function alertCopy(input: AlertMailInput, cards: MailCard[], t: Translate): AlertCopy {
  const count = { count: input.total, n: formatInteger(input.total) };
  const [first] = cards;
  const search = input.filters ? `${input.searchLabel} · ${input.filters}` : input.searchLabel;
  const intro = t(`mail.alert.intro.${input.frequency}`);
  return {
    subject: headerText(t('mail.alert.subject', { ...count, search: input.searchLabel })),
    heading: t('mail.alert.heading', count),
    search,
    intro,
    preheader: first
      ? t('mail.alert.preheader', { count: input.total - 1, n: formatInteger(input.total - 1), title: first.title, price: first.price })
      : intro,
    // "Bekijk alle 12 nieuwe" only when the mail leaves some out; otherwise the search itself.
    cta: input.total > cards.length ? t('mail.alert.viewAll', count) : t('mail.alert.viewSearch'),
    reason: t('mail.alert.reason', {
      product: input.productName,
      search: input.searchLabel,
      frequency: t(`mail.frequency.search.${input.frequency}`),
    }),
    links: [
      { label: t('mail.links.manage'), url: input.manageUrl },
      { label: t('mail.links.unsubscribe'), url: input.unsubscribeUrl },
    ],
  };
}

export function renderAlertMail(input: AlertMailInput, t: Translate): MailMessage {
  const cards = input.cards.slice(0, MAX_ALERT_CARDS);
  const copy = alertCopy(input, cards, t);
  const searchChip = html`<p style="margin:0 0 16px;${FONT};font-size:15px;line-height:22px;font-weight:600;color:${COLOR.navy}">${copy.search}</p>`;
  const body = html`${heading(copy.heading)}${searchChip}${paragraph(copy.intro)}${cards.map((card) => renderCard(card, t))}${button(copy.cta, input.searchUrl)}`;
  return {
    to: headerText(input.to),
    subject: copy.subject,
    html: renderFrame({ productName: input.productName, title: copy.subject, preheader: copy.preheader, body, reason: copy.reason, links: copy.links }),
    text: renderTextFrame({
      productName: input.productName,
      blocks: [copy.heading, `${copy.search}\n${copy.intro}`, ...cards.map((card) => cardText(card, t)), `${copy.cta}: ${input.searchUrl}`],
      reason: copy.reason,
      links: copy.links,
    }),
    headers: listUnsubscribeHeaders(input.oneClickUrl),
  };
}

/**
 * One mail about the favourites that changed: the ones that got cheaper first (the news worth
 * acting on), then the ones that were sold, so nobody drives to a car that is gone.
 */
import { formatInteger } from '@/lib/format/number';
import type { MailMessage } from '@/lib/mail/types';
import { cardText, renderCard, type MailCard } from './mail-card';
import {
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
  type SafeHtml,
  type Translate,
} from './mail-frame';

export type PriceDropItem = MailCard & { sold?: boolean };

export interface PriceDropMailInput {
  productName: string;
  to: string;
  items: PriceDropItem[];
  manageUrl: string;
  unsubscribeUrl: string;
  /** RFC 8058 POST target */
  oneClickUrl: string;
}

interface Groups {
  dropped: PriceDropItem[];
  sold: PriceDropItem[];
}

/** Subject, heading and preview line follow the news: drops when there are any, otherwise the sold ones. */
function headline(groups: Groups, t: Translate): { subject: string; heading: string; intro: string; preheader: string } {
  const { dropped, sold } = groups;
  const news = dropped.length > 0 ? 'drop' : 'sold';
  const items = news === 'drop' ? dropped : sold;
  const [first] = items;
  const values = { count: items.length, n: formatInteger(items.length), title: first?.title ?? '', price: first?.price ?? '', oldPrice: first?.oldPrice ?? '' };
  return {
    subject: headerText(t(`mail.priceDrop.subject.${news}`, values)),
    heading: t(`mail.priceDrop.heading.${news}`, values),
    intro: t(`mail.priceDrop.intro.${news}`, values),
    preheader: t(`mail.priceDrop.preheader.${news}`, values),
  };
}

function section(title: string): SafeHtml {
  return html`<h2 style="margin:8px 0 12px;${FONT};font-size:18px;line-height:24px;font-weight:700;color:${COLOR.navy}">${title}</h2>`;
}

export function renderPriceDropMail(input: PriceDropMailInput, t: Translate): MailMessage {
  const groups: Groups = { dropped: input.items.filter((item) => !item.sold), sold: input.items.filter((item) => item.sold) };
  const copy = headline(groups, t);
  const soldTitle = t('mail.priceDrop.soldSection');
  // Only when both kinds are in the mail does the sold part need a heading of its own.
  const mixed = groups.dropped.length > 0 && groups.sold.length > 0;
  const droppedCards = groups.dropped.map((item) => renderCard(item, t, { button: t('mail.priceDrop.view', { price: item.price }) }));
  const soldCards = groups.sold.map((item) => renderCard(item, t, { sold: true }));
  const body = html`${heading(copy.heading)}${paragraph(copy.intro)}${droppedCards}${mixed ? section(soldTitle) : ''}${soldCards}`;
  const reason = t('mail.priceDrop.reason', { product: input.productName });
  const links: FrameLink[] = [
    { label: t('mail.links.manage'), url: input.manageUrl },
    { label: t('mail.links.unsubscribe'), url: input.unsubscribeUrl },
  ];
  return {
    to: headerText(input.to),
    subject: copy.subject,
    html: renderFrame({ productName: input.productName, title: copy.subject, preheader: copy.preheader, body, reason, links }),
    text: renderTextFrame({
      productName: input.productName,
      blocks: [
        copy.heading,
        copy.intro,
        ...groups.dropped.map((item) => cardText(item, t)),
        ...(mixed ? [soldTitle] : []),
        ...groups.sold.map((item) => cardText(item, t, { sold: true })),
      ],
      reason,
      links,
    }),
    headers: listUnsubscribeHeaders(input.oneClickUrl),
  };
}

/**
 * One vehicle in a mail: photo left and text right on a desktop, stacked with the photo full
 * width on a phone. Two inline-block columns wrap by themselves where media queries are
 * unsupported; Outlook, which knows no inline-block, gets a ghost table instead.
 */
import { COLOR, FONT, href, html, SafeHtml, smallButton, type Translate } from './mail-frame';

export interface MailCard {
  url: string;
  photoUrl: string | null;
  title: string;
  /** formatted "€ 12.950" */
  price: string;
  /** formatted old price when the price dropped in the last 30 days */
  oldPrice?: string;
  /** key facts, formatted: "2019", "84.000 km", "Benzine", "Automaat" */
  facts: string[];
  /** "Autobedrijf X, Utrecht" */
  dealer?: string;
}

export interface CardOptions {
  /** Sold: a "Verkocht" badge instead of the price. */
  sold?: boolean;
  /** A button under the text (the price-drop mail's "Bekijk voor € 12.950"). */
  button?: string;
}

// Photo 4:3; with the card's 12 px padding and border the two columns fill the 552 px content.
const PHOTO_W = 184;
const PHOTO_H = 138;
const TEXT_W = 342;

function photo(card: MailCard, t: Translate, sold: boolean): SafeHtml {
  // A sold vehicle's photo is faded, so the card reads as "gone" before a word is read.
  const box = `display:block;width:100%;max-width:${PHOTO_W}px;border-radius:6px;background:${COLOR.photo}${sold ? ';opacity:0.55' : ''}`;
  if (!card.photoUrl) {
    return html`<a href="${href(card.url)}" style="text-decoration:none"><div class="photo nophoto" style="${new SafeHtml(box)};height:${PHOTO_H}px;line-height:${PHOTO_H}px;text-align:center;${FONT};font-size:14px;color:${COLOR.muted}">${t('mail.card.noPhoto')}</div></a>`;
  }
  // width/height keep the space when images are blocked or missing; the background shows there.
  return html`<a href="${href(card.url)}" style="text-decoration:none"><img class="photo" src="${href(card.photoUrl)}" width="${PHOTO_W}" height="${PHOTO_H}" alt="${card.title}" style="${new SafeHtml(box)};height:auto;aspect-ratio:4/3;object-fit:cover;${FONT};font-size:13px;line-height:18px;text-align:center;color:${COLOR.muted}"></a>`;
}

function badge(label: string, color: string, background: string): SafeHtml {
  return html`<span style="display:inline-block;padding:2px 8px;border-radius:4px;background:${background};${FONT};font-size:12px;line-height:18px;font-weight:700;color:${color}">${label}</span>`;
}

function priceBlock(card: MailCard, t: Translate, options: CardOptions): SafeHtml {
  if (options.sold) return html`<div style="margin:8px 0 0">${badge(t('mail.card.sold'), '#ffffff', COLOR.muted)}</div>`;
  const old = card.oldPrice
    ? html` <s style="${FONT};font-size:14px;font-weight:400;color:${COLOR.muted};white-space:nowrap">${card.oldPrice}</s>`
    : '';
  return html`<div style="margin:8px 0 0;${FONT};font-size:20px;line-height:26px;font-weight:800;color:${COLOR.navy};font-variant-numeric:tabular-nums"><span style="white-space:nowrap">${card.price}</span>${old}</div>${card.oldPrice ? html`<div style="margin:4px 0 0">${badge(t('mail.card.priceDropped'), COLOR.green, COLOR.greenBg)}</div>` : ''}`;
}

function text(card: MailCard, t: Translate, options: CardOptions): SafeHtml {
  const line = `${FONT};font-size:14px;line-height:20px;color:${COLOR.muted}`;
  return html`<a href="${href(card.url)}" style="${FONT};font-size:17px;line-height:23px;font-weight:700;color:${COLOR.navy};text-decoration:none">${card.title}</a>${priceBlock(card, t, options)}${card.facts.length > 0 ? html`<div style="margin:6px 0 0;${new SafeHtml(line)}">${card.facts.join(' · ')}</div>` : ''}${card.dealer ? html`<div style="margin:4px 0 0;${new SafeHtml(line)}">${card.dealer}</div>` : ''}${options.button ? smallButton(options.button, card.url) : ''}`;
}

export function renderCard(card: MailCard, t: Translate, options: CardOptions = {}): SafeHtml {
  const column = 'display:inline-block;vertical-align:top;width:100%';
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid ${COLOR.line};border-radius:8px;border-collapse:separate;margin:0 0 16px"><tr><td style="padding:12px;font-size:0"><!--[if mso]><table role="presentation" width="526" cellpadding="0" cellspacing="0" border="0"><tr><td width="${PHOTO_W}" valign="top"><![endif]--><div class="col" style="${new SafeHtml(column)};max-width:${PHOTO_W}px">${photo(card, t, options.sold === true)}</div><!--[if mso]></td><td width="${TEXT_W}" valign="top"><![endif]--><div class="col" style="${new SafeHtml(column)};max-width:${TEXT_W}px"><div class="txt" style="padding:0 0 0 16px">${text(card, t, options)}</div></div><!--[if mso]></td></tr></table><![endif]--></td></tr></table>`;
}

/** The card in the plain-text part: title, price, facts, dealer and link, one per line. */
export function cardText(card: MailCard, t: Translate, options: CardOptions = {}): string {
  const price = options.sold
    ? t('mail.card.sold')
    : card.oldPrice
      ? `${t('mail.card.priceDropped')}: ${card.price}, ${t('mail.card.was', { price: card.oldPrice })}`
      : card.price;
  return [card.title, price, card.facts.join(' · '), card.dealer ?? '', card.url].filter((line) => line !== '').join('\n');
}

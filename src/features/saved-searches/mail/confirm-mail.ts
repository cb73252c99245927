/**
 * The double opt-in mail: nothing is sent until the owner of the address confirms. It carries the
 * manage link and the way out like every subscription mail (issue 49 item 5): the owner of an
 * address someone else typed in can withdraw the request, or see what else mails them, without
 * confirming. Its words are ours and the request's, made on the server (issue 49 item 11).
 */
import type { MailMessage } from '@/lib/mail/types';
import type { AlertFrequency } from './alert-mail';
import {
  button,
  COLOR,
  FONT,
  headerText,
  heading,
  html,
  linkFallback,
  paragraph,
  renderFrame,
  renderTextFrame,
  listUnsubscribeHeaders,
  smallPrint,
  type FrameLink,
  type SafeHtml,
  type Translate,
} from './mail-frame';

export interface ConfirmMailInput {
  productName: string;
  to: string;
  /** The search ("Volkswagen Golf occasions"), or for a price alert "je favorieten" or a vehicle title. */
  searchLabel: string;
  /** Extra filters in words; may be empty. */
  filters: string;
  frequency: AlertFrequency;
  confirmUrl: string;
  /** The address's manage page (every subscription mail carries it). */
  manageUrl: string;
  /** The unsubscribe page of this request. */
  unsubscribeUrl: string;
  /** RFC 8058 POST target. */
  oneClickUrl: string;
  /** search: new matches for a saved search; priceDrop: a price of a favourite drops; newsletter: the newsletter. */
  kind: 'search' | 'priceDrop' | 'newsletter';
}

/** "je favorieten" opens the summary box as a heading, so it starts with a capital there. */
function sentenceStart(label: string): string {
  return label.charAt(0).toLocaleUpperCase('nl-NL') + label.slice(1);
}

/** What was asked, in a quiet box, so the recipient sees at a glance whether it was them. */
export function summaryBox(label: string, filters: string, frequency: string): SafeHtml {
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px"><tr><td bgcolor="${COLOR.page}" style="background:${COLOR.page};border-left:4px solid ${COLOR.accent};border-radius:4px;padding:14px 16px;${FONT};font-size:15px;line-height:22px;color:${COLOR.text}"><strong style="display:block;font-size:17px;line-height:24px;color:${COLOR.navy}">${sentenceStart(label)}</strong>${filters ? html`<span style="display:block">${filters}</span>` : ''}<span style="display:block;margin-top:4px;color:${COLOR.muted}">${frequency}</span></td></tr></table>`;
}

/** The footer's links of every subscription mail: manage, and the way out. */
export function subscriptionFooterLinks(input: { manageUrl: string; unsubscribeUrl: string }, t: Translate): FrameLink[] {
  return [
    { label: t('mail.links.manage'), url: input.manageUrl },
    { label: t('mail.links.unsubscribe'), url: input.unsubscribeUrl },
  ];
}

export function renderConfirmMail(input: ConfirmMailInput, t: Translate): MailMessage {
  const k = `mail.confirm.${input.kind}`;
  const subject = headerText(t(`${k}.subject`, { search: input.searchLabel }));
  const asked = t(`${k}.asked`, { product: input.productName });
  const frequency = t('mail.confirm.frequency', { frequency: t(`mail.frequency.${input.kind}.${input.frequency}`) });
  const cta = t('mail.confirm.button');
  const fallback = t('mail.confirm.fallback');
  const ignore = t('mail.confirm.ignore');
  const notYou = t('mail.confirm.notYou');
  const reason = t('mail.confirm.reason', { product: input.productName, email: input.to });

  const summary = summaryBox(input.searchLabel, input.filters, frequency);
  const links = subscriptionFooterLinks(input, t);
  const body = html`${heading(t('mail.confirm.heading'))}${paragraph(asked)}${summary}${button(cta, input.confirmUrl)}${linkFallback(fallback, input.confirmUrl)}${smallPrint(ignore)}${smallPrint(notYou)}`;
  const what = [input.searchLabel, input.filters, frequency].filter((line) => line !== '').join('\n');

  return {
    to: headerText(input.to),
    subject,
    html: renderFrame({ productName: input.productName, title: subject, preheader: t('mail.confirm.preheader'), body, reason, links }),
    text: renderTextFrame({
      productName: input.productName,
      blocks: [t('mail.confirm.heading'), asked, what, `${cta}: ${input.confirmUrl}`, ignore, notYou],
      reason,
      links,
    }),
    headers: listUnsubscribeHeaders(input.oneClickUrl),
  };
}

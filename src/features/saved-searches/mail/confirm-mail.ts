/**
 * The double opt-in mail: nothing is sent until the owner of the address confirms. It carries no
 * List-Unsubscribe headers, since there is nothing to unsubscribe from yet.
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
  smallPrint,
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
  /** search: new matches for a saved search; priceDrop: a price of a favourite drops; newsletter: the newsletter. */
  kind: 'search' | 'priceDrop' | 'newsletter';
}

/** "je favorieten" opens the summary box as a heading, so it starts with a capital there. */
function sentenceStart(label: string): string {
  return label.charAt(0).toLocaleUpperCase('nl-NL') + label.slice(1);
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

  // What was asked, in a quiet box, so the recipient sees at a glance whether it was them.
  const summary = html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px"><tr><td bgcolor="${COLOR.page}" style="background:${COLOR.page};border-left:4px solid ${COLOR.accent};border-radius:4px;padding:14px 16px;${FONT};font-size:15px;line-height:22px;color:${COLOR.text}"><strong style="display:block;font-size:17px;line-height:24px;color:${COLOR.navy}">${sentenceStart(input.searchLabel)}</strong>${input.filters ? html`<span style="display:block">${input.filters}</span>` : ''}<span style="display:block;margin-top:4px;color:${COLOR.muted}">${frequency}</span></td></tr></table>`;
  const body = html`${heading(t('mail.confirm.heading'))}${paragraph(asked)}${summary}${button(cta, input.confirmUrl)}${linkFallback(fallback, input.confirmUrl)}${smallPrint(ignore)}${smallPrint(notYou)}`;
  const what = [input.searchLabel, input.filters, frequency].filter((line) => line !== '').join('\n');

  return {
    to: headerText(input.to),
    subject,
    html: renderFrame({ productName: input.productName, title: subject, preheader: t('mail.confirm.preheader'), body, reason, links: [] }),
    text: renderTextFrame({
      productName: input.productName,
      blocks: [t('mail.confirm.heading'), asked, what, `${cta}: ${input.confirmUrl}`, ignore, notYou],
      reason,
      links: [],
    }),
  };
}

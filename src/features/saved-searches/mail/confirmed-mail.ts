/**
 * Right after the owner confirmed (issue 49 item 5): what now runs and how often, a button to the
 * manage page and the way out, so the first mail after confirming is already one they can act on.
 */
import type { MailMessage } from '@/lib/mail/types';
import type { AlertFrequency } from './alert-mail';
import { subscriptionFooterLinks, summaryBox } from './confirm-mail';
import { button, headerText, heading, html, linkFallback, listUnsubscribeHeaders, paragraph, renderFrame, renderTextFrame, smallPrint, type Translate } from './mail-frame';

export interface ConfirmedMailInput {
  productName: string;
  to: string;
  /** As the confirmation mail names it: the search's label, "je favorieten", the newsletter. */
  searchLabel: string;
  filters: string;
  frequency: AlertFrequency;
  kind: 'search' | 'priceDrop' | 'newsletter';
  manageUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
}

export function renderConfirmedMail(input: ConfirmedMailInput, t: Translate): MailMessage {
  const k = `mail.confirmed.${input.kind}`;
  const subject = headerText(t(`${k}.subject`, { search: input.searchLabel }));
  const title = t(`${k}.heading`);
  const done = t(`${k}.done`, { product: input.productName });
  const frequency = t('mail.confirm.frequency', { frequency: t(`mail.frequency.${input.kind}.${input.frequency}`) });
  const manage = t('mail.confirmed.manage');
  const cta = t('mail.confirmed.button');
  const leave = t('mail.confirmed.unsubscribe');
  const reason = t('mail.confirmed.reason', { product: input.productName, email: input.to });
  const links = subscriptionFooterLinks(input, t);
  const body = html`${heading(title)}${paragraph(done)}${summaryBox(input.searchLabel, input.filters, frequency)}${paragraph(manage)}${button(cta, input.manageUrl)}${linkFallback(leave, input.unsubscribeUrl)}`;
  const what = [input.searchLabel, input.filters, frequency].filter((line) => line !== '').join('\n');
  return {
    to: headerText(input.to),
    subject,
    html: renderFrame({ productName: input.productName, title: subject, preheader: t('mail.confirmed.preheader'), body, reason, links }),
    text: renderTextFrame({
      productName: input.productName,
      blocks: [title, done, what, manage, `${cta}: ${input.manageUrl}`, `${leave} ${input.unsubscribeUrl}`],
      reason,
      links,
    }),
    headers: listUnsubscribeHeaders(input.oneClickUrl),
  };
}

export interface ManageLinkMailInput {
  productName: string;
  to: string;
  manageUrl: string;
}

/** A new key to the manage page, asked for on that page without one; it changes nothing by itself. */
export function renderManageLinkMail(input: ManageLinkMailInput, t: Translate): MailMessage {
  const subject = headerText(t('mail.manageLink.subject'));
  const title = t('mail.manageLink.heading');
  const intro = t('mail.manageLink.intro', { product: input.productName });
  const cta = t('mail.manageLink.button');
  const fallback = t('mail.confirm.fallback');
  const notYou = t('mail.manageLink.notYou');
  const reason = t('mail.manageLink.reason', { product: input.productName, email: input.to });
  const links = [{ label: t('mail.links.manage'), url: input.manageUrl }];
  const body = html`${heading(title)}${paragraph(intro)}${button(cta, input.manageUrl)}${linkFallback(fallback, input.manageUrl)}${smallPrint(notYou)}`;
  return {
    to: headerText(input.to),
    subject,
    html: renderFrame({ productName: input.productName, title: subject, preheader: t('mail.manageLink.preheader'), body, reason, links }),
    text: renderTextFrame({ productName: input.productName, blocks: [title, intro, `${cta}: ${input.manageUrl}`, notYou], reason, links }),
  };
}

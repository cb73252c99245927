import { renderHtml, renderText, type MailLayout } from '@/lib/mail/html';
import type { MailMessage } from '@/lib/mail/types';
import type { LeadInput } from './lead-schema';
import type { LeadSubject } from './lead-repository';

export type Translate = (key: string, values?: Record<string, string>) => string;

const SKIP = new Set(['type', 'listingId', 'website', 'tradeInVehicle']);
const OPTION_FIELDS = new Set(['question', 'feedbackType', 'partOfDay', 'faultType']);

/** Field → value rows in form order, option values in words, empty fields left out. */
export function leadRows(lead: LeadInput, t: Translate): [string, string][] {
  const rows: [string, string][] = [];
  for (const [field, raw] of Object.entries(lead)) {
    if (SKIP.has(field) || raw === undefined || raw === '') continue;
    const value = String(raw);
    rows.push([t(`fields.${field}`), OPTION_FIELDS.has(field) ? t(`options.${field}.${value}`) : value]);
  }
  return rows;
}

const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** The mail to the dealer for one lead; a reply goes straight to the visitor. */
export function leadMail(lead: LeadInput, subject: LeadSubject, t: Translate, context: { productName: string; listingUrl: string }): MailMessage {
  const { listing, dealer } = subject;
  const layout: MailLayout = {
    title: t(`mail.subject.${lead.type}`, { title: listing.title, code: listing.code }),
    paragraphs: [
      t('mail.greeting', { dealer: dealer.name }),
      t('mail.intro', { product: context.productName }),
      `${listing.title} — ${euros.format(listing.priceCents / 100).replace(/\s/g, ' ')}\n${context.listingUrl}`,
      ...(lead.email ? [t('mail.reply')] : []),
    ],
    rows: leadRows(lead, t),
    footer: t('mail.footer', { product: context.productName }),
  };
  return {
    to: dealer.email,
    subject: layout.title,
    text: renderText(layout),
    html: renderHtml(layout),
    ...(lead.email ? { replyTo: lead.name ? `"${lead.name.replace(/["\\]/g, '')}" <${lead.email}>` : lead.email } : {}),
  };
}

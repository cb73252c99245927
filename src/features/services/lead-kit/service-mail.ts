/**
 * The mail of a financing or insurance request (issue 17), as dealer-contact's lead mail lays it
 * out (composeLeadMail: HTML for phones and plain text, the visitor as Reply-To), with its copy
 * from the service's own namespace (`mail.*`). Pure: the stored lead comes in as data.
 */
import type { LeadMailParts } from '@/features/dealer-contact/server';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A stored service lead: the visitor's details and the request's other fields as text. */
export interface ServiceLeadForMail {
  name: string;
  email: string;
  phone: string;
  details: Record<string, string>;
}

export interface ServiceMailOptions {
  to: string;
  /** Who is greeted: the dealer or the partner. */
  recipientName: string;
  /** The details in the order the mail lists them. */
  order: readonly string[];
  productName: string;
  vehicle: LeadMailParts['vehicle'];
}

export function serviceMailParts(lead: ServiceLeadForMail, t: Translate, options: ServiceMailOptions): LeadMailParts {
  const rows: [string, string][] = [];
  for (const field of options.order) {
    const value = lead.details[field];
    if (value) rows.push([t(`mail.fields.${field}`), value]);
  }
  rows.push([t('mail.fields.name'), lead.name], [t('mail.fields.email'), lead.email]);
  if (lead.phone) rows.push([t('mail.fields.phone'), lead.phone]);
  return {
    to: options.to,
    title: t('mail.subject', { summary: lead.details.summary ?? '', product: options.productName }),
    greeting: t('mail.greeting', { recipient: options.recipientName }),
    intro: t('mail.intro', { product: options.productName }),
    vehicle: options.vehicle,
    replyNote: t('mail.reply'),
    rows,
    footer: t('mail.footer', { product: options.productName }),
    visitor: { name: lead.name, email: lead.email },
  };
}

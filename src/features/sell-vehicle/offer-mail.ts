/**
 * The mail a dealer gets for a sell request or a trade-in proposal request (issue 15): who offers
 * what, the estimate the visitor saw, the photos attached; a reply goes to the visitor. HTML that
 * reads on a phone and plain text, from the one mail layout (lib/mail/html), like a lead's mail.
 * Pure: the stored lead comes in as data.
 */
import { renderHtml, renderText, type MailLayout } from '@/lib/mail/html';
import type { MailAttachment, MailMessage } from '@/lib/mail/types';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The lead types of these requests in the `leads` table. */
export const OFFER_LEAD_TYPES = ['sellVehicle', 'tradeInProposal'] as const;
export type OfferLeadType = (typeof OFFER_LEAD_TYPES)[number];

/** An offer lead as stored: the visitor's contact details and the request's other fields as text. */
export interface OfferContent {
  type: OfferLeadType;
  name: string;
  email: string;
  phone: string;
  details: Record<string, string>;
}

/** The details in the order the mail lists them; the summary and the estimate go above the table. */
export const DETAIL_ORDER = ['vehicle', 'vehicleFound', 'licensePlate', 'vehicleBrandModel', 'mileage', 'moment', 'description', 'postcode', 'distance'] as const;

export interface OfferMailContext {
  productName: string;
  dealer: { name: string; email: string };
  photos?: MailAttachment[];
  /** Header-safe Reply-To for the visitor (dealer-contact's replyToHeader), undefined when there is none. */
  replyTo: string | undefined;
  /** Header text without line breaks (dealer-contact's headerText). */
  headerText(value: string): string;
}

export function offerRows(content: OfferContent, t: Translate, photoCount: number): [string, string][] {
  const rows: [string, string][] = [];
  for (const field of DETAIL_ORDER) {
    const value = content.details[field];
    if (value) rows.push([t(`mail.fields.${field}`), value]);
  }
  rows.push([t('mail.fields.name'), content.name]);
  rows.push([t('mail.fields.email'), content.email]);
  if (content.phone) rows.push([t('mail.fields.phone'), content.phone]);
  if (photoCount > 0) rows.push([t('mail.fields.photos'), photoCount === 1 ? t('mail.photo') : t('mail.photos', { count: photoCount })]);
  return rows;
}

export function offerMail(content: OfferContent, t: Translate, context: OfferMailContext): MailMessage {
  const photos = context.photos ?? [];
  const summary = content.details.summary ?? '';
  const layout: MailLayout = {
    title: t(`mail.subject.${content.type}`, { vehicle: summary }),
    paragraphs: [
      t('mail.greeting', { dealer: context.dealer.name }),
      t(`mail.intro.${content.type}`, { product: context.productName }),
      ...(content.details.estimate ? [t('mail.estimate', { estimate: content.details.estimate, product: context.productName })] : []),
      ...(context.replyTo ? [t('mail.reply')] : []),
    ],
    rows: offerRows(content, t, photos.length),
    footer: t('mail.footer', { product: context.productName }),
  };
  return {
    to: context.headerText(context.dealer.email),
    subject: context.headerText(layout.title),
    text: renderText(layout),
    html: renderHtml(layout),
    ...(context.replyTo ? { replyTo: context.replyTo } : {}),
    ...(photos.length > 0 ? { attachments: photos.map((photo, index) => ({ ...photo, filename: `foto-${index + 1}.jpg` })) } : {}),
  };
}

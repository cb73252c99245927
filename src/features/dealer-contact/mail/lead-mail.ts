import { renderHtml, renderText, type MailLayout } from '@/lib/mail/html';
import type { MailAttachment, MailMessage } from '@/lib/mail/types';
import { leadFields, TRADE_IN_VEHICLES, type LeadType, type TradeInVehicle } from '../leads/lead-fields';
import type { LeadInput } from '../leads/lead-schema';
import type { LeadSubject } from '../leads/lead-repository';

export type Translate = (key: string, values?: Record<string, string>) => string;

/** A lead as stored: what the mail is made from, at once or on a later attempt. */
export interface LeadContent {
  type: LeadType;
  name: string;
  email: string;
  phone: string;
  /** The form's other fields, as text. */
  details: Record<string, string>;
}

const CONTACT_FIELDS = new Set(['type', 'listingId', 'website', 'name', 'email', 'phone']);

export function leadContent(lead: LeadInput): LeadContent {
  const details = Object.fromEntries(
    Object.entries(lead)
      .filter(([field, value]) => !CONTACT_FIELDS.has(field) && value !== undefined && value !== '')
      .map(([field, value]) => [field, String(value)]),
  );
  return { type: lead.type, name: lead.name, email: lead.email, phone: 'phone' in lead ? lead.phone : '', details };
}

const SKIP = new Set(['tradeInVehicle']);
const OPTION_FIELDS = new Set(['question', 'feedbackType', 'partOfDay', 'faultType']);

function tradeInVehicle(details: Record<string, string>): TradeInVehicle {
  return TRADE_IN_VEHICLES.find((vehicle) => vehicle === details.tradeInVehicle) ?? 'car';
}

/** Field → value rows in form order, option values in words, empty fields left out. */
export function leadRows(content: LeadContent, t: Translate, photoCount = 0): [string, string][] {
  const values: Record<string, string> = {
    ...content.details,
    name: content.name,
    email: content.email,
    phone: content.phone,
    photos: photoCount === 0 ? '' : photoCount === 1 ? t('mail.photo') : t('mail.photos', { count: String(photoCount) }),
  };
  // The form's order; jsonb keeps no key order, so the stored details cannot give it.
  const order = leadFields(content.type, tradeInVehicle(content.details)).map((field) => field.name);
  const fields = [...order, ...Object.keys(values).filter((field) => !order.includes(field)).sort()];
  const rows: [string, string][] = [];
  for (const field of fields) {
    const value = values[field];
    if (SKIP.has(field) || value === undefined || value === '') continue;
    rows.push([t(`fields.${field}`), OPTION_FIELDS.has(field) ? t(`options.${field}.${value}`) : value]);
  }
  return rows;
}

const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

export interface LeadMailContext {
  productName: string;
  listingUrl: string;
  /** Trade-in photos, attached as they are stored (JPEG without metadata). */
  photos?: MailAttachment[];
}

/**
 * Text for a header: line breaks and other control characters become spaces. The form's schema
 * already refuses them where a visitor types, but a header must never carry a raw CR/LF whatever
 * reaches it (a lead stored before that check, a listing title from a dealer's feed).
 */
export function headerText(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

const PLAIN_ADDRESS = /^[^\s\p{Cc}@<>()[\]\\,;:"]+@[^\s\p{Cc}@<>()[\]\\,;:"]+$/u;

/**
 * The visitor as Reply-To, or undefined when the address is not one plain address (then the
 * dealer answers by phone rather than a reply going somewhere the visitor did not type).
 */
export function replyToHeader(name: string, email: string): string | undefined {
  const address = email.trim();
  if (!PLAIN_ADDRESS.test(address)) return undefined;
  const display = headerText(name).replace(/["\\<>]/g, '');
  return display ? `"${display}" <${address}>` : address;
}

/** What the mail tells of the listing and its dealer: the stored listing, or as the visitor saw it. */
export interface LeadMailSubject {
  listing: Pick<LeadSubject['listing'], 'code' | 'title' | 'priceCents'>;
  dealer: Pick<LeadSubject['dealer'], 'name' | 'email'>;
}

/** The mail to the dealer for one lead; a reply goes straight to the visitor. */
export function leadMail(content: LeadContent, subject: LeadMailSubject, t: Translate, context: LeadMailContext): MailMessage {
  const { listing, dealer } = subject;
  const photos = context.photos ?? [];
  const replyTo = content.email ? replyToHeader(content.name, content.email) : undefined;
  const layout: MailLayout = {
    title: t(`mail.subject.${content.type}`, { title: listing.title, code: listing.code }),
    paragraphs: [
      t('mail.greeting', { dealer: dealer.name }),
      t('mail.intro', { product: context.productName }),
      `${listing.title} — ${euros.format(listing.priceCents / 100).replace(/\s/g, ' ')}\n${context.listingUrl}`,
      ...(replyTo ? [t('mail.reply')] : []),
    ],
    rows: leadRows(content, t, photos.length),
    footer: t('mail.footer', { product: context.productName }),
  };
  return {
    to: headerText(dealer.email),
    subject: headerText(layout.title),
    text: renderText(layout),
    html: renderHtml(layout),
    ...(replyTo ? { replyTo } : {}),
    ...(photos.length > 0 ? { attachments: photos } : {}),
  };
}

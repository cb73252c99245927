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

/**
 * The parts of a lead's mail, whoever it goes to: a listing's dealer (leadMail), or (issue 17) the
 * dealer or partner of a lead that may have no listing, with its copy from its own namespace.
 */
export interface LeadMailParts {
  /** The recipient's address. */
  to: string;
  title: string;
  greeting: string;
  intro: string;
  /** The vehicle the lead is about, as one line with its link; null for a lead without one. */
  vehicle: { title: string; priceCents: number; url: string } | null;
  /** "Reply to this mail…", shown only when the visitor's address can be the Reply-To. */
  replyNote: string;
  rows: [string, string][];
  footer: string;
  visitor: { name: string; email: string };
  photos?: MailAttachment[];
}

/** A lead's mail from its parts: HTML for phones and plain text, header-safe, the visitor as Reply-To. */
export function composeLeadMail(parts: LeadMailParts): MailMessage {
  const photos = parts.photos ?? [];
  const replyTo = parts.visitor.email ? replyToHeader(parts.visitor.name, parts.visitor.email) : undefined;
  const { vehicle } = parts;
  const layout: MailLayout = {
    title: parts.title,
    paragraphs: [
      parts.greeting,
      parts.intro,
      ...(vehicle ? [`${vehicle.title} — ${euros.format(vehicle.priceCents / 100).replace(/\s/g, ' ')}\n${vehicle.url}`] : []),
      ...(replyTo ? [parts.replyNote] : []),
    ],
    rows: parts.rows,
    footer: parts.footer,
  };
  return {
    to: headerText(parts.to),
    subject: headerText(layout.title),
    text: renderText(layout),
    html: renderHtml(layout),
    ...(replyTo ? { replyTo } : {}),
    ...(photos.length > 0 ? { attachments: photos } : {}),
  };
}

/** The mail to the dealer for one lead; a reply goes straight to the visitor. */
export function leadMail(content: LeadContent, subject: LeadMailSubject, t: Translate, context: LeadMailContext): MailMessage {
  const { listing, dealer } = subject;
  const photos = context.photos ?? [];
  return composeLeadMail({
    to: dealer.email,
    title: t(`mail.subject.${content.type}`, { title: listing.title, code: listing.code }),
    greeting: t('mail.greeting', { dealer: dealer.name }),
    intro: t('mail.intro', { product: context.productName }),
    vehicle: { title: listing.title, priceCents: listing.priceCents, url: context.listingUrl },
    replyNote: t('mail.reply'),
    rows: leadRows(content, t, photos.length),
    footer: t('mail.footer', { product: context.productName }),
    visitor: { name: content.name, email: content.email },
    photos,
  });
}

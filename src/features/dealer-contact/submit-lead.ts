import 'server-only';
import type { Db } from '@/db';
import type { Mailer } from '@/lib/mail/types';
import { leadMail, type Translate } from './lead-mail';
import { findLeadSubject, insertLead, recordMailOutcome, type LeadSubject } from './lead-repository';
import { validateLead, type LeadInput } from './lead-schema';

export interface SubmitDeps {
  db: Db;
  mailer: Mailer;
  t: Translate;
  productName: string;
  /** Absolute URL of the listing's detail page, for the mail; routes know the URL grammar. */
  listingUrl(listing: LeadSubject['listing']): string;
  logError(fields: Record<string, unknown>, message: string): void;
}

export type SubmitResult =
  | { ok: true; id: number; mailed: boolean }
  | { ok: false; status: 400 | 404; errors: Record<string, string> };

const CONTACT_FIELDS = new Set(['type', 'listingId', 'website', 'name', 'email', 'phone']);

function details(lead: LeadInput): Record<string, string> {
  return Object.fromEntries(
    Object.entries(lead)
      .filter(([field, value]) => !CONTACT_FIELDS.has(field) && value !== undefined && value !== '')
      .map(([field, value]) => [field, String(value)]),
  );
}

/**
 * Validates a lead with the forms' schema, stores it, and mails it to the listing's dealer. The
 * lead is stored before the mail goes out: a failing mail server loses no lead (mail_status
 * 'failed' marks it for a resend) and the visitor is not asked to send it again.
 */
export async function submitLead(deps: SubmitDeps, body: unknown): Promise<SubmitResult> {
  const validation = validateLead(body);
  if (!validation.ok) {
    const errors = Object.fromEntries(Object.entries(validation.errors).map(([field, code]) => [field, deps.t(`errors.${code}`)]));
    return { ok: false, status: 400, errors };
  }
  const lead = validation.lead;
  const subject = await findLeadSubject(deps.db, lead.listingId);
  if (!subject) return { ok: false, status: 404, errors: { form: deps.t('errors.listing.unknown') } };

  const id = await insertLead(deps.db, {
    type: lead.type,
    listingId: subject.listing.id,
    dealerId: subject.dealer.id,
    listingCode: subject.listing.code,
    name: lead.name,
    email: lead.email,
    phone: 'phone' in lead ? lead.phone : '',
    details: details(lead),
  });

  const listingUrl = deps.listingUrl(subject.listing);
  let mailed = false;
  try {
    await deps.mailer.send(leadMail(lead, subject, deps.t, { productName: deps.productName, listingUrl }));
    mailed = true;
  } catch (error) {
    deps.logError({ err: error, leadId: id }, 'lead mail failed');
  }
  await recordMailOutcome(deps.db, id, mailed);
  return { ok: true, id, mailed };
}

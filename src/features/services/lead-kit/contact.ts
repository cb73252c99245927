/**
 * The visitor's details on a service request (issue 17: financing, insurance): the contact rules
 * of lib/contact (the same as the lead forms' and the sell form's) and the honeypot. Pure.
 */
import { parseContact as parseContactFields, type Contact, type ContactRules } from '@/lib/contact/contact-fields';

export { text, type ContactRules } from '@/lib/contact/contact-fields';
export type ServiceContact = Contact;

export type FieldErrors = Record<string, string>;

export function isRecord(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** Reads the contact fields into `errors` (codes such as 'email.invalid'); `phoneRequired` for a request someone must call about. */
export function parseContact(body: Record<string, unknown>, rules: ContactRules, errors: FieldErrors, phoneRequired: boolean): ServiceContact {
  const contact = parseContactFields(body, rules, errors, phoneRequired);
  // A field people never see: bots fill it in.
  if (body.website !== undefined && body.website !== '') errors.form = 'form.invalid';
  return contact;
}

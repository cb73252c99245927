/**
 * The visitor's details on a service request (issue 17: financing, insurance): name, e-mail, phone
 * and postcode, each field's first problem as a code the page's copy turns into Dutch. The same
 * rules as the lead forms (name and phone come in from dealer-contact) and the sell form. Pure.
 */
import { normalisePostcode } from '@/lib/geo/postcode';
import { isPlainAddress } from '@/lib/mail/address';

export interface ContactRules {
  isSafeName(value: string): boolean;
  isValidPhone(value: string): boolean;
}

export interface ServiceContact {
  name: string;
  email: string;
  phone: string;
  /** Normalised: "1234 AB" or "1234". */
  postcode: string;
}

export type FieldErrors = Record<string, string>;

/** Trimmed text, '' when absent, null when it is no text or longer than `max`. */
export function text(value: unknown, max: number): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > max ? null : trimmed;
}

export function isRecord(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** Reads the contact fields into `errors` (codes such as 'email.invalid'); `phoneRequired` for a request someone must call about. */
export function parseContact(body: Record<string, unknown>, rules: ContactRules, errors: FieldErrors, phoneRequired: boolean): ServiceContact {
  const name = text(body.name, 100);
  const email = text(body.email, 254);
  const phone = text(body.phone, 30);
  const postcodeText = text(body.postcode, 12);
  if (name === null) errors.name = 'name.tooLong';
  else if (name === '') errors.name = 'name.required';
  else if (!rules.isSafeName(name)) errors.name = 'name.invalid';
  if (email === null || (email !== '' && !isPlainAddress(email))) errors.email = 'email.invalid';
  else if (email === '') errors.email = 'email.required';
  if (phone === null || (phone !== '' && !rules.isValidPhone(phone))) errors.phone = 'phone.invalid';
  else if (phone === '' && phoneRequired) errors.phone = 'phone.required';
  const postcode = postcodeText ? normalisePostcode(postcodeText) : null;
  if (postcodeText === '') errors.postcode = 'postcode.required';
  else if (!postcode) errors.postcode = 'postcode.invalid';
  // A field people never see: bots fill it in.
  if (body.website !== undefined && body.website !== '') errors.form = 'form.invalid';
  return { name: name ?? '', email: email ?? '', phone: phone ?? '', postcode: postcode ?? '' };
}

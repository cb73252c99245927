/**
 * The visitor's details on a request to dealers or partners (issue 15's sell and trade-in form,
 * issue 17's service forms): name, e-mail, phone and postcode, each field's first problem as a code
 * the page's copy turns into Dutch. The name and phone rules come in from the caller (the lead
 * forms' rules, from dealer-contact), so every form refuses the same input. Pure.
 */
import { normalisePostcode } from '@/lib/geo/postcode';
import { isPlainAddress } from '@/lib/mail/address';

export interface ContactRules {
  isSafeName(value: string): boolean;
  isValidPhone(value: string): boolean;
}

export interface Contact {
  name: string;
  email: string;
  phone: string;
  /** Normalised: "1234 AB" or "1234". */
  postcode: string;
}

/** Trimmed text, '' when absent, null when it is no text or longer than `max`. */
export function text(value: unknown, max: number): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > max ? null : trimmed;
}

/** Reads the contact fields into `errors` (codes such as 'email.invalid'); `phoneRequired` for a request someone must call about. */
export function parseContact(body: Record<string, unknown>, rules: ContactRules, errors: Record<string, string>, phoneRequired: boolean): Contact {
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
  return { name: name ?? '', email: email ?? '', phone: phone ?? '', postcode: postcode ?? '' };
}

/** The mailer's name and address rules, shared by the form in the browser and the endpoint (no zod: this reaches the browser). */
import { ADDRESS_MAX_LENGTH, isPlainAddress, normaliseAddress } from '@/lib/mail/address';

export const NAME_MAX_LENGTH = 80;

export function validName(raw: string): string | null {
  const name = raw.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
  return name.length > 0 && name.length <= NAME_MAX_LENGTH ? name : null;
}

export function validEmail(raw: string): string | null {
  const email = normaliseAddress(raw);
  return email.length <= ADDRESS_MAX_LENGTH && isPlainAddress(email) ? email : null;
}

/** The mailer's address rule, shared by the form in the browser and the endpoint (no zod: this reaches the browser). */
import { ADDRESS_MAX_LENGTH, isPlainAddress, normaliseAddress } from '@/lib/mail/address';

export function validEmail(raw: string): string | null {
  const email = normaliseAddress(raw);
  return email.length <= ADDRESS_MAX_LENGTH && isPlainAddress(email) ? email : null;
}

/**
 * Dutch phone numbers for tel: links. Stored and written numbers look like "030-1234567" or
 * "088 288 48 00"; tel: links use the international form so they dial from abroad too. Pure.
 */
function phoneDigits(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

/** "tel:+31301234567" for "030-1234567"; numbers already international keep their country code. */
export function telHref(phone: string): string {
  const digits = phoneDigits(phone);
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `tel:+31${digits.slice(1)}`;
  return `tel:${digits}`;
}

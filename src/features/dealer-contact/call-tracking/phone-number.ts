/**
 * Dutch phone numbers for display and for tel: links. Stored numbers look like "030-1234567";
 * tel: links use the international form so they dial from abroad too.
 */
export function phoneDigits(phone: string): string {
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

/**
 * The tracked number a call-tracking code routes through: one number per code from the 088
 * range, stable so that a dealer's ads always show the same tracked number.
 */
export function trackedNumberFor(code: string): string {
  let hash = 2166136261;
  for (let i = 0; i < code.length; i++) {
    hash ^= code.charCodeAt(i);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  const subscriber = String(1_000_000 + (hash % 9_000_000));
  return `088-${subscriber}`;
}

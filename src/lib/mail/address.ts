/**
 * One plain e-mail address: no display name, no list, no comment, no control characters. The same
 * rule for a lead's sender and a subscriber, so nothing that could add a header or a second
 * recipient reaches the mailer. Pure.
 */
export const PLAIN_ADDRESS = /^[^\s\p{Cc}@<>()[\]\\,;:"]+@[^\s\p{Cc}@<>()[\]\\,;:"]+\.[^\s\p{Cc}@.<>()[\]\\,;:"]{2,}$/u;

/** The longest address SMTP carries (RFC 5321's path limit less the brackets). */
export const ADDRESS_MAX_LENGTH = 254;

export function isPlainAddress(value: string): boolean {
  return value.length <= ADDRESS_MAX_LENGTH && PLAIN_ADDRESS.test(value);
}

/**
 * The form an address is stored and compared in: trimmed and lowercased as a whole. The local part
 * is case-sensitive by the letter of RFC 5321, but no mailbox provider treats it so, and one person
 * typing "Jan@" and "jan@" must not get two sets of alerts.
 */
export function normaliseAddress(value: string): string {
  return value.trim().toLowerCase();
}

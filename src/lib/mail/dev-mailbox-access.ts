import { timingSafeEqual } from 'node:crypto';

/**
 * Who may read /dev/mailbox: it shows every lead's name, e-mail, phone and message, so outside
 * development it opens only for whoever holds DEV_MAILBOX_KEY (a QA environment without SMTP
 * showed it to anyone; issue 12 item 12).
 */
export interface MailboxAccessInput {
  appEnv: string;
  nodeEnv: string;
  configuredKey: string | undefined;
  /** The key the visitor passed, if any. */
  suppliedKey: string | undefined;
}

export const MAILBOX_KEY_PARAM = 'sleutel';
export const MAILBOX_KEY_COOKIE = 'dev-mailbox-key';

export function mayReadMailbox({ appEnv, nodeEnv, configuredKey, suppliedKey }: MailboxAccessInput): boolean {
  if (appEnv === 'development' || nodeEnv === 'development') return true;
  if (!configuredKey || !suppliedKey) return false;
  const expected = Buffer.from(configuredKey);
  const given = Buffer.from(suppliedKey);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

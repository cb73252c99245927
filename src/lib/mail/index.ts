import 'server-only';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { createMailer } from './mailer';
import type { Mailer } from './types';

export type { Mailer, MailAttachment, MailMessage, SentMail, StoredAttachment, StoredMail } from './types';
export { createMailer } from './mailer';
export { readMailbox } from './dev-mailbox';
export { escapeHtml, renderHtml, renderText, type MailLayout } from './html';

export function mailboxDir(): string {
  return path.join(env().DATA_DIR, 'mailbox');
}

let cached: Mailer | undefined;
/** The app's mailer, from SMTP_URL and MAIL_FROM. */
export function mailer(): Mailer {
  const e = env();
  cached ??= createMailer({ smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM, mailboxDir: mailboxDir() });
  return cached;
}

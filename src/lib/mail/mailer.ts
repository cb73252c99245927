import nodemailer from 'nodemailer';
import { withDependency } from '../telemetry/api';
import { mailId, storeInMailbox } from './dev-mailbox';
import type { Mailer, MailMessage, SentMail } from './types';

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://…; absent means the dev mailbox. */
  smtpUrl?: string;
  from: string;
  /** Folder of the dev mailbox (DATA_DIR/mailbox). */
  mailboxDir: string;
  now?: () => Date;
}

/**
 * Far below nodemailer's defaults (2 and 10 minutes): a visitor waits for the first attempt, and
 * an attempt must end well within the retry job's claim lease (dealer-contact/mail-retry.ts).
 * Options in the URL's query string still win.
 */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** One way to send mail: SMTP through nodemailer when configured, otherwise the dev mailbox. */
export function createMailer(options: MailerOptions): Mailer {
  const now = options.now ?? (() => new Date());
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ ...TIMEOUTS, url: options.smtpUrl });
    return {
      async send(message: MailMessage): Promise<SentMail> {
        const info = await withDependency('smtp', 'send', {}, () => transport.sendMail({ from: options.from, ...message }));
        return { transport: 'smtp', id: String(info.messageId) };
      },
    };
  }
  return {
    async send({ attachments, ...message }: MailMessage): Promise<SentMail> {
      const id = mailId(now());
      await storeInMailbox(options.mailboxDir, { id, from: options.from, sentAt: now().toISOString(), ...message }, attachments);
      return { transport: 'mailbox', id };
    },
  };
}

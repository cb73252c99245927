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
  /** Overrides of SMTP_TIMEOUTS (tests that cannot wait seconds for a silent server). */
  timeouts?: Partial<SmtpTimeouts>;
}

export interface SmtpTimeouts {
  /** Milliseconds to open the TCP connection. */
  connectionTimeout: number;
  /** Milliseconds from connecting to the server's greeting. */
  greetingTimeout: number;
  /** Milliseconds of silence on an open connection. */
  socketTimeout: number;
  /** Milliseconds for the mail server's name to resolve. */
  dnsTimeout: number;
}

/**
 * Far below nodemailer's defaults (2 minutes, 30 s, 10 minutes): a mail server that accepts a
 * connection and never answers must not hold an attempt open, and an attempt must end well within
 * the outbox's claim lease (lib/mail/retry-schedule.ts MAIL_CLAIM_LEASE_MS) or it would be sent twice. A healthy
 * server greets within a second. Options in the URL's query string still win.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

/** One way to send mail: SMTP through nodemailer when configured, otherwise the dev mailbox. */
export function createMailer(options: MailerOptions): Mailer {
  const now = options.now ?? (() => new Date());
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, ...options.timeouts, url: options.smtpUrl });
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
